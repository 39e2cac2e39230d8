import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Duplex, Readable } from 'node:stream';
import { unreadable, uploadInterrupted } from '../statement-row.ts';
import { decodeStream, EncodingDetector, type StatementEncoding } from '../text-encoding.ts';
import type { CsvDelimiter } from './layout.ts';
import { CsvSplitter } from './split.ts';

/** The longest line a statement may have: a longer one is refused before it is split into cells. */
export const MAX_LINE_BYTES = 64 * 1024;
/** The most cells a row may have. */
export const MAX_COLUMNS = 200;
/** How much of the file's start decides its layout. */
const SAMPLE_BYTES = 256 * 1024;

/** An upload kept in a temporary file, so it can be read twice: once to decide how, once to read it. */
export interface SpooledFile {
  path: string;
  bytes: number;
  encoding: StatementEncoding;
  /** The decoded start of the file, cut after its last whole line. */
  sample: string;
  remove: () => Promise<void>;
}

function controlBytes(bytes: Uint8Array): number {
  return bytes.filter((b) => b < 0x20 && ![0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x1a, 0x1b].includes(b)).length;
}

/**
 * Writes the upload to a temporary file while deciding its encoding over every byte and checking
 * the length of its lines; refuses PDFs, binary files and lines over `MAX_LINE_BYTES` as soon as they
 * arrive. The caller removes the file (`remove`) when done.
 */
export async function spoolUpload(file: Readable): Promise<SpooledFile> {
  const dir = await mkdtemp(path.join(tmpdir(), 'folio-statement-'));
  const filePath = path.join(dir, 'statement.csv');
  const remove = () => rm(dir, { recursive: true, force: true });
  try {
    const detector = new EncodingDetector();
    const out = createWriteStream(filePath);
    let bytes = 0;
    let line = 1;
    let lineBytes = 0;
    let first: Buffer | undefined;
    const interrupted = new Promise<never>((_, reject) => {
      file.once('error', () => reject(uploadInterrupted()));
      file.once('close', () => {
        if (!file.readableEnded) reject(uploadInterrupted());
      });
    });
    interrupted.catch(() => undefined);
    const reading = (async () => {
      for await (const chunk of file.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>) {
        if (!first) {
          first = chunk;
          const head = chunk.subarray(0, 5).toString('latin1');
          if (head.startsWith('%PDF-')) {
            throw unreadable('This is a PDF file, not a CSV file: choose the bank statement (PDF) input format for it');
          }
        }
        detector.feed(chunk);
        for (let at = 0; at < chunk.length;) {
          const lf = chunk.indexOf(0x0a, at);
          lineBytes += (lf < 0 ? chunk.length : lf) - at;
          if (lineBytes > MAX_LINE_BYTES) {
            throw unreadable(
              `Line ${line}: the line is longer than ${MAX_LINE_BYTES / 1024} KiB; a statement's rows are shorter`,
            );
          }
          if (lf < 0) break;
          line += 1;
          lineBytes = 0;
          at = lf + 1;
        }
        bytes += chunk.length;
        if (!out.write(chunk)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
      }
    })();
    await Promise.race([reading, interrupted]);
    await new Promise<void>((resolve, reject) =>
      out.end((error?: Error | null) => (error ? reject(error) : resolve())),
    );
    const encoding = detector.decide();
    const start = first ?? Buffer.alloc(0);
    const utf16 = encoding.startsWith('utf-16');
    if (!utf16 && (start.includes(0) || controlBytes(start.subarray(0, 4096)) > 0)) {
      throw unreadable('This is not a text (CSV) file: it contains binary data');
    }
    const sample = await readSample(filePath, encoding);
    if (sample.trim() === '') throw unreadable('The file is empty: it has no header row and no transactions');
    return { path: filePath, bytes, encoding, sample, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}

async function readSample(filePath: string, encoding: StatementEncoding): Promise<string> {
  const handle = await open(filePath);
  try {
    const buffer = Buffer.alloc(SAMPLE_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SAMPLE_BYTES, 0);
    const decoder = decodeStream(encoding);
    const text: string[] = [];
    decoder.on('data', (s: string) => text.push(s));
    decoder.end(buffer.subarray(0, bytesRead));
    await new Promise((resolve) => decoder.once('end', resolve));
    const whole = text.join('');
    const complete = bytesRead < SAMPLE_BYTES ? whole : whole.slice(0, Math.max(whole.lastIndexOf('\n'), 0));
    return complete.replace(/\r\n?/g, '\n');
  } finally {
    await handle.close();
  }
}

export interface CsvRecord {
  cells: string[];
  /** The line of the file the record starts on, from 1. */
  line: number;
}

/**
 * The spooled file's records, decoded and split (`CsvSplitter`), in batches as the file is read,
 * each with the line it starts on; cells trimmed; empty lines skipped. A row of more than
 * `MAX_COLUMNS` cells is refused naming its line.
 */
export async function* csvRecords(
  spooled: SpooledFile,
  encoding: StatementEncoding,
  delimiter: CsvDelimiter,
): AsyncGenerator<CsvRecord[]> {
  let batch: CsvRecord[] = [];
  const splitter = new CsvSplitter(delimiter, (record, line) => {
    if (record.length > MAX_COLUMNS) {
      throw unreadable(`Line ${line}: the row has ${record.length} cells; a statement has at most ${MAX_COLUMNS}`);
    }
    for (let i = 0; i < record.length; i++) record[i] = record[i]!.trim();
    batch.push({ cells: record, line });
  });
  const source = createReadStream(spooled.path, { highWaterMark: 256 * 1024 });
  const decoder = decodeStream(encoding) as unknown as Duplex;
  source.on('error', (error) => decoder.destroy(error));
  source.pipe(decoder);
  try {
    for await (const chunk of decoder as AsyncIterable<string>) {
      splitter.push(chunk);
      if (batch.length > 0) {
        yield batch;
        batch = [];
      }
    }
    splitter.end();
    if (batch.length > 0) yield batch;
  } finally {
    source.destroy();
    decoder.destroy();
  }
}
