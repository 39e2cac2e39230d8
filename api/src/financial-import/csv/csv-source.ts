import { Transform, type Readable } from 'node:stream';
import { unreadable } from '../statement-row.ts';

const HEAD_BYTES = 64 * 1024;

export interface CsvHead {
  /** The first bytes of the file, up to and including the first line break (or 64 KiB). */
  head: Buffer;
  encoding: 'utf8' | 'latin1';
  delimiter: ',' | ';' | '\t';
}

function isUtf8(bytes: Buffer): boolean {
  // A multi-byte character may be cut at the end of the head: ignore up to 3 trailing bytes.
  for (let cut = 0; cut <= 3 && cut < bytes.length; cut++) {
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, bytes.length - cut));
      return true;
    } catch {
      // try with one byte fewer
    }
  }
  return bytes.length === 0;
}

/** Bytes no text file has: C0 controls other than tab, line breaks, form feed and escape. */
function controlBytes(bytes: Buffer): number {
  return bytes.filter((b) => b < 0x20 && ![0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x1b].includes(b)).length;
}

/** Counts each delimiter outside double quotes in the header line; the most frequent one wins. */
function detectDelimiter(firstLine: string): CsvHead['delimiter'] | undefined {
  const counts = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  for (const ch of firstLine) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === ',' || ch === ';' || ch === '\t')) counts[ch] += 1;
  }
  const [best, count] = Object.entries(counts).sort((a, b) => b[1] - a[1])[0]!;
  return count > 0 ? (best as CsvHead['delimiter']) : undefined;
}

/**
 * Reads the first line of a CSV upload to decide how to read the rest: refuses empty, binary and
 * PDF files, picks UTF-8 (BOM or not) or Latin-1, and the delimiter used by the header row.
 */
export async function readCsvHead(file: Readable): Promise<CsvHead> {
  const chunks: Buffer[] = [];
  let size = 0;
  // Leaves the stream paused (not destroyed) after the head; the rest is piped on.
  for await (const chunk of file.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>) {
    chunks.push(chunk);
    size += chunk.length;
    if (chunk.includes(0x0a) || chunk.includes(0x0d) || size >= HEAD_BYTES) break;
  }
  const head = Buffer.concat(chunks);
  const text = head.toString('latin1').replace(/^\xef\xbb\xbf/, '');
  if (text.trim() === '') throw unreadable('The file is empty: it has no header row and no transactions');
  if (text.startsWith('%PDF-')) {
    throw unreadable('This is a PDF file, not a CSV file: choose the bank statement (PDF) input format for it');
  }
  if (head.includes(0) || controlBytes(head.subarray(0, 4096)) > 0) {
    throw unreadable('This is not a text (CSV) file: it contains binary data');
  }
  const encoding = isUtf8(head) ? 'utf8' : 'latin1';
  const firstLine = text.split(/\r\n|\n|\r/)[0] ?? '';
  if (!/\r|\n/.test(text) && size >= HEAD_BYTES) {
    throw unreadable('Line 1: the header row is longer than 64 KiB; this does not look like a CSV statement');
  }
  const delimiter = detectDelimiter(firstLine);
  if (!delimiter) {
    throw unreadable(
      'Line 1: no header row with columns separated by commas, semicolons or tabs (expected e.g. "Date,Description,Amount")',
    );
  }
  return { head, encoding, delimiter };
}

/** Turns CRLF and lone CR line breaks into LF (also across chunk boundaries), so lines count right. */
export function lineBreaksToLf(): Transform {
  let carriage = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      let text = chunk.toString('latin1');
      // A CR held back from the previous chunk: CRLF across the boundary, or a lone CR (a line break).
      if (carriage && !text.startsWith('\n')) text = `\n${text}`;
      carriage = text.endsWith('\r');
      if (carriage) text = text.slice(0, -1);
      callback(null, Buffer.from(text.replace(/\r\n?/g, '\n'), 'latin1'));
    },
    flush(callback) {
      callback(null, carriage ? Buffer.from('\n') : undefined);
    },
  });
}
