import { Readable } from 'node:stream';
import type { ExportColumn, ExportSource } from './export-columns.ts';
import { moneyText } from './export-columns.ts';

/** UTF-8 byte order mark: Excel reads the file as UTF-8 (accents, ₦, €) only when it starts with one. */
export const UTF8_BOM = '\uFEFF';

/**
 * A text cell that a spreadsheet would run as a formula (=, +, -, @) or that starts with a tab or carriage return
 * gets a leading apostrophe (OWASP "CSV injection"). Only text cells: amounts and counts are written as numbers.
 */
export function guardFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** One field as RFC 4180 writes it: in double quotes (inner quotes doubled) when it holds a comma, quote or line break. */
export function quoteField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One cell of a column as CSV text. */
export function csvCell<Row>(column: ExportColumn<Row>, row: Row): string {
  const value = column.value(row);
  if (value === null || value === '') return '';
  switch (column.kind) {
    case 'money':
      return moneyText(Number(value));
    case 'integer':
      return String(value);
    case 'date':
      return String(value);
    case 'text':
      return quoteField(guardFormula(String(value)));
  }
}

/** One CRLF-terminated record (RFC 4180). */
export function csvRecord(fields: readonly string[]): string {
  return `${fields.join(',')}\r\n`;
}

/** Rows written per chunk: one string per few hundred rows rather than one per row. */
const ROWS_PER_CHUNK = 500;

/**
 * The list as a CSV stream: the BOM and a header record, then the rows as they are read. Pulled, not pushed: the
 * next page of rows is read only when the client has taken the previous ones (Readable.from's back-pressure).
 */
export function csvStream<Row>(source: ExportSource<Row>): Readable {
  async function* lines(): AsyncGenerator<string> {
    yield UTF8_BOM + csvRecord(source.columns.map((c) => quoteField(guardFormula(c.header))));
    let chunk = '';
    let count = 0;
    for await (const row of source.rows) {
      chunk += csvRecord(source.columns.map((column) => csvCell(column, row)));
      count += 1;
      if (count === ROWS_PER_CHUNK) {
        yield chunk;
        chunk = '';
        count = 0;
      }
    }
    if (chunk) yield chunk;
  }
  return Readable.from(lines(), { objectMode: false });
}
