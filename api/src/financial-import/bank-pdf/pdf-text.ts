import { unreadable } from '../statement-row.ts';
import { extractPdfText } from './pdf-worker.ts';

/** A run of text on a page, in PDF points (origin bottom left). */
export interface TextPiece {
  x: number;
  right: number;
  y: number;
  height: number;
  text: string;
}

/** Pieces that share a baseline, left to right. `number` counts lines through the document from 1. */
export interface TextLine {
  number: number;
  page: number;
  y: number;
  pieces: TextPiece[];
  text: string;
}

export interface PdfLimits {
  maxPages: number;
  /** Reading stops with a 400 after this long: a crafted PDF must not hold the server. */
  timeoutMs: number;
}

function groupLines(pieces: TextPiece[], page: number, firstNumber: number): TextLine[] {
  const sorted = [...pieces].sort((a, b) => b.y - a.y || a.x - b.x);
  const lines: TextLine[] = [];
  for (const piece of sorted) {
    const last = lines.at(-1);
    const tolerance = Math.max(2, piece.height * 0.45);
    if (last && Math.abs(last.y - piece.y) <= tolerance) last.pieces.push(piece);
    else lines.push({ number: 0, page, y: piece.y, pieces: [piece], text: '' });
  }
  return lines.map((line, i) => {
    line.pieces.sort((a, b) => a.x - b.x);
    return { ...line, number: firstNumber + i, text: line.pieces.map((p) => p.text).join(' ') };
  });
}

/**
 * The text lines of a PDF, rebuilt from the positions of its text runs (pdf.js). Not a PDF, a
 * damaged or password-protected one, too many pages or too long to read: a 400 saying which.
 */
export async function readPdfLines(data: Uint8Array, limits: PdfLimits): Promise<TextLine[]> {
  if (data.length === 0) throw unreadable('The file is empty');
  if (!Buffer.from(data.subarray(0, 1024)).toString('latin1').includes('%PDF-')) {
    throw unreadable('This is not a PDF file: choose the generic CSV input format for a CSV file');
  }
  const answer = await extractPdfText(data, limits);
  if ('pages' in answer) {
    const lines: TextLine[] = [];
    answer.pages.forEach((items, i) => {
      const pieces = items.map(([text, scaleY, x, y, width, height]) => ({
        x,
        y,
        right: x + width,
        height: height || Math.abs(scaleY),
        text: text.trim(),
      }));
      lines.push(...groupLines(pieces, i + 1, lines.length + 1));
    });
    return lines;
  }
  if ('tooManyPages' in answer) {
    throw unreadable(`The PDF has ${answer.tooManyPages} pages; a statement may have at most ${limits.maxPages}`);
  }
  if ('timedOut' in answer) {
    throw unreadable(`The PDF took longer than ${limits.timeoutMs / 1000} s to read; it may be damaged`);
  }
  const name = 'error' in answer ? answer.error.name : '';
  if (name === 'PasswordException') {
    throw unreadable('The PDF is protected by a password: save the statement without a password and try again');
  }
  if (name === 'InvalidPDFException' || name === 'FormatError' || name === 'UnknownErrorException') {
    throw unreadable('The PDF file is damaged and cannot be read');
  }
  throw unreadable('The PDF file cannot be read');
}
