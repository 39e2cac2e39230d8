import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readCsvStatement } from '../../api/src/financial-import/csv/parse-csv.ts';
import type { StatementRow } from '../../api/src/financial-import/statement-row.ts';
import {
  BAD_LAST_LINE,
  amountText,
  IMPORT_CSV_HEADER,
  importCsvChunks,
  importCsvLine,
  importRow,
  writeImportCsv,
} from './import-csv.ts';

const limits = { maxRows: 200_000, earliest: '1990-01-01', latest: '2100-12-31' };

async function parseCsvStatement(file: Readable): Promise<StatementRow[]> {
  const rows: StatementRow[] = [];
  await readCsvStatement(file, { limits, ambiguousDateOrder: 'DMY' }, (row) => rows.push(row));
  return rows;
}

describe('amountText', () => {
  it('writes cents as a decimal with thousands separators', () => {
    expect(amountText(5)).toBe('0.05');
    expect(amountText(-123456)).toBe('-1,234.56');
    expect(amountText(100)).toBe('1.00');
    expect(amountText(123456789)).toBe('1,234,567.89');
  });
});

// Reading thousands of rows twice takes a while on a loaded machine: a hang guard, not a speed test.
describe('the scenario 4 statement', { timeout: 60_000 }, () => {
  it('quotes amounts that hold a comma', () => {
    const big = Array.from({ length: 50 }, (_, i) => i).find(
      (i) => Math.abs(importRow(i, 2025).amountCents) >= 100_000,
    )!;
    expect(importCsvLine(big, 2025)).toMatch(/^2025-\d\d-\d\d,Bench transaction \d+,"-?\d{1,3},\d{3}\.\d\d",/);
  });

  it('is read by the api’s generic CSV importer row for row', async () => {
    const text = [...importCsvChunks(3_000, 2025)].join('');
    expect(text.startsWith(`${IMPORT_CSV_HEADER}\r\n`)).toBe(true);
    const rows = await parseCsvStatement(Readable.from([Buffer.from(text)]));
    expect(rows).toHaveLength(3_000);
    rows.forEach((row, i) => {
      const expected = importRow(i, 2025);
      expect(row).toEqual({
        line: i + 2,
        processed: expected.processed,
        description: expected.description,
        amountCents: expected.amountCents,
        accountCode: '',
      });
    });
    expect(rows.filter((r) => r.amountCents > 0)).toHaveLength(1_000);
    expect(new Set(rows.map((r) => r.processed)).size).toBeGreaterThan(300);
  });

  it('ends with a line the importer refuses, when asked, naming that line', async () => {
    const text = [...importCsvChunks(2_000, 2025, { lastLine: BAD_LAST_LINE })].join('');
    expect(text.endsWith(`${BAD_LAST_LINE}\r\n`)).toBe(true);
    await expect(parseCsvStatement(Readable.from([Buffer.from(text)]))).rejects.toMatchObject({
      message: expect.stringMatching(/^Line 2002, column "Date": "2025-02-30" is not a date/),
    });
  });

  it('grows by a Notes column the importer adds to the description, with the same dates and amounts', async () => {
    const plain = [...importCsvChunks(500, 2025)].join('');
    const padded = [...importCsvChunks(500, 2025, { notes: 400 })].join('');
    expect(padded.split('\r\n')[0]).toBe(`${IMPORT_CSV_HEADER},Notes`);
    expect(padded.length - plain.length).toBe(',Notes'.length + 500 * 401);
    const read = async (text: string) => parseCsvStatement(Readable.from([Buffer.from(text)]));
    expect(await read(padded)).toEqual(await read(plain));
  });

  it('streams to a file in chunks', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'bench-csv-'));
    try {
      const file = path.join(dir, 'statement.csv');
      const bytes = await writeImportCsv(file, 10_000, 2025);
      const text = await readFile(file, 'utf8');
      expect(bytes).toBe(Buffer.byteLength(text));
      expect(text.split('\r\n').filter(Boolean)).toHaveLength(10_001);
      expect([...importCsvChunks(10_000, 2025)].length).toBeGreaterThan(1);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
