/**
 * The statement of scenario 4: a generic CSV (import format 001, docs/import-formats.md) as a bank
 * exports it: a header, a date, a description, a signed amount (quoted with a thousands separator
 * from 1,000.00 up) and a balance column the importer ignores. Every description is one the bench
 * company already uses ("Bench transaction 0" … "4999", data.ts), so the review suggests an account
 * for every row from 1,000,000 transactions of history, as it would for a customer's usual payees.
 */
import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export const IMPORT_CSV_HEADER = 'Date,Description,Amount,Balance';
/** As many distinct descriptions as the bench company's history has (data.ts). */
const DESCRIPTIONS = 5_000;

/** 123456 → "1,234.56", -5 → "-0.05". */
export function amountText(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const units = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${sign}${units}.${String(abs % 100).padStart(2, '0')}`;
}

/** A cell as RFC 4180 writes it: quoted when it holds a comma, a quote or a line break. */
const cell = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

/** Row `i` (from 0): its date in `year`, description and amount in cents (every third row money in). */
export function importRow(i: number, year: number): { processed: string; description: string; amountCents: number } {
  const month = String((i % 12) + 1).padStart(2, '0');
  const day = String((Math.floor(i / 12) % 28) + 1).padStart(2, '0');
  const cents = ((i * 7919) % 250_000) + 100;
  return {
    processed: `${year}-${month}-${day}`,
    description: `Bench transaction ${i % DESCRIPTIONS}`,
    amountCents: i % 3 === 2 ? cents : -cents,
  };
}

/** The CSV line of row `i`, without its line break. */
export function importCsvLine(i: number, year: number): string {
  const row = importRow(i, year);
  const balance = 5_000_000 + row.amountCents;
  return [row.processed, cell(row.description), cell(amountText(row.amountCents)), cell(amountText(balance))].join(',');
}

/** A last line the importer refuses (the date does not exist), so that it answers with an error naming it. */
export const BAD_LAST_LINE = '2025-02-30,Not a date,-1.00,0.00';

export interface CsvOptions {
  /** Added after the rows (e.g. BAD_LAST_LINE). */
  lastLine?: string;
  /** Characters of a Notes column the importer ignores, to make a bigger file of the same rows. */
  notes?: number;
}

/** Lines in chunks of ~64 KiB, so writing a big file holds little in memory. */
export function* importCsvChunks(rows: number, year: number, options: CsvOptions = {}): Generator<string> {
  const notes = options.notes ? `,${'n'.repeat(options.notes)}` : '';
  let chunk = `${IMPORT_CSV_HEADER}${notes ? ',Notes' : ''}\r\n`;
  for (let i = 0; i < rows; i++) {
    chunk += `${importCsvLine(i, year)}${notes}\r\n`;
    if (chunk.length >= 64 * 1024) {
      yield chunk;
      chunk = '';
    }
  }
  if (options.lastLine !== undefined) chunk += `${options.lastLine}\r\n`;
  if (chunk) yield chunk;
}

/** Streams a statement of `rows` rows dated in `year` to `file`; answers its size in bytes. */
export async function writeImportCsv(file: string, rows: number, year: number, options?: CsvOptions): Promise<number> {
  const out = createWriteStream(file);
  await pipeline(Readable.from(importCsvChunks(rows, year, options)), out);
  return out.bytesWritten;
}
