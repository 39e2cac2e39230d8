import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { ExportColumn } from './export-columns.ts';
import { DATE_FORMAT, MONEY_FORMAT, excelDate, xlsxCell, xlsxStream } from './xlsx.ts';

interface Row {
  name: string;
  day: string | null;
  cents: number;
  count: number;
}

const COLUMNS: ExportColumn<Row>[] = [
  { header: 'Name', kind: 'text', width: 20, value: (r) => r.name },
  { header: 'Day', kind: 'date', width: 12, value: (r) => r.day },
  { header: 'Amount', kind: 'money', width: 12, value: (r) => r.cents },
  { header: 'Count', kind: 'integer', width: 6, value: (r) => r.count },
];

async function workbookOf(rows: Row[]): Promise<ExcelJS.Workbook> {
  async function* source() {
    yield* rows;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of xlsxStream({ name: 't', title: 'Things', columns: COLUMNS, rows: source() })) {
    chunks.push(Buffer.from(chunk as Uint8Array));
  }
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
  return workbook;
}

describe('xlsx cells', () => {
  it('turns cents into a number of the currency, a date into a Date at midnight UTC, text into a string', () => {
    expect(xlsxCell(COLUMNS[2]!, { name: '', day: null, cents: 123456, count: 0 })).toBe(1234.56);
    expect(xlsxCell(COLUMNS[1]!, { name: '', day: '2026-02-28', cents: 0, count: 0 })).toEqual(
      new Date('2026-02-28T00:00:00.000Z'),
    );
    expect(xlsxCell(COLUMNS[1]!, { name: '', day: null, cents: 0, count: 0 })).toBeNull();
    // A string cell is never a formula in XLSX: no apostrophe needed.
    expect(xlsxCell(COLUMNS[0]!, { name: '=1+1', day: null, cents: 0, count: 0 })).toBe('=1+1');
    expect(excelDate('2026-11-24').toISOString()).toBe('2026-11-24T00:00:00.000Z');
  });
});

describe('xlsxStream', () => {
  it('writes a sheet with a bold frozen header and typed cells that read back as written', async () => {
    const workbook = await workbookOf([
      { name: 'Zoë Ngcobo', day: '2026-01-31', cents: 123450, count: 2 },
      { name: '=cmd|"/c calc"!A1', day: null, cents: 5, count: 0 },
    ]);
    const sheet = workbook.getWorksheet('Things')!;
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    const header = sheet.getRow(1);
    expect(header.values).toEqual([undefined, 'Name', 'Day', 'Amount', 'Count']);
    expect(header.getCell(1).font?.bold).toBe(true);

    const first = sheet.getRow(2);
    expect(first.getCell(1).value).toBe('Zoë Ngcobo');
    expect(first.getCell(2).type).toBe(ExcelJS.ValueType.Date);
    expect(first.getCell(2).value).toEqual(new Date('2026-01-31T00:00:00.000Z'));
    expect(first.getCell(2).numFmt).toBe(DATE_FORMAT);
    expect(first.getCell(3).type).toBe(ExcelJS.ValueType.Number);
    expect(first.getCell(3).value).toBe(1234.5);
    expect(first.getCell(3).numFmt).toBe(MONEY_FORMAT);
    expect(first.getCell(4).value).toBe(2);

    const second = sheet.getRow(3);
    expect(second.getCell(1).type).toBe(ExcelJS.ValueType.String);
    expect(second.getCell(1).value).toBe('=cmd|"/c calc"!A1');
    expect(second.getCell(2).value).toBeNull();
    expect(second.getCell(3).value).toBe(0.05);
    expect(sheet.rowCount).toBe(3);
  });

  it('writes an empty list as a header row only', async () => {
    const sheet = (await workbookOf([])).getWorksheet('Things')!;
    expect(sheet.rowCount).toBe(1);
  });
});
