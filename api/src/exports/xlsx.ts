import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { ExportColumn, ExportSource } from './export-columns.ts';

/** Number formats of the typed cells (Excel's own codes; shown in the reader's locale). */
export const MONEY_FORMAT = '#,##0.00';
export const DATE_FORMAT = 'yyyy-mm-dd';

/** A calendar date 'YYYY-MM-DD' as the Date Excel stores for that day (midnight UTC: exceljs converts in UTC). */
export function excelDate(date: string): Date {
  return new Date(`${date}T00:00:00.000Z`);
}

/** One cell of a column as the XLSX writer takes it: numbers for money and counts, Dates for dates. */
export function xlsxCell<Row>(column: ExportColumn<Row>, row: Row): string | number | Date | null {
  const value = column.value(row);
  if (value === null) return null;
  switch (column.kind) {
    case 'money':
      return Number(value) / 100;
    case 'integer':
      return Number(value);
    case 'date':
      return excelDate(String(value));
    case 'text':
      return String(value);
  }
}

function columnFormat(column: ExportColumn<unknown>): string | undefined {
  if (column.kind === 'money') return MONEY_FORMAT;
  if (column.kind === 'date') return DATE_FORMAT;
  return undefined;
}

/**
 * The list as an XLSX stream, written by exceljs's streaming WorkbookWriter: inline strings (no shared-string
 * table growing with the rows), each row committed as it is added, a bold frozen header row, typed cells. After
 * each batch of rows the writer waits until the response has taken what was written, so memory stays flat.
 */
export function xlsxStream<Row>(source: ExportSource<Row>): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  workbook.creator = 'Folio';
  const sheet = workbook.addWorksheet(source.title, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = source.columns.map((column, index) => {
    const numFmt = columnFormat(column as ExportColumn<unknown>);
    return { header: column.header, key: `c${index}`, width: column.width, ...(numFmt ? { style: { numFmt } } : {}) };
  });
  const header = sheet.getRow(1);
  header.font = { bold: true };

  async function write(): Promise<void> {
    header.commit();
    let count = 0;
    for await (const row of source.rows) {
      sheet.addRow(source.columns.map((column) => xlsxCell(column, row))).commit();
      count += 1;
      if (count % 500 === 0 && out.writableNeedDrain) await once(out, 'drain');
    }
    sheet.commit();
    await workbook.commit();
  }
  write().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
