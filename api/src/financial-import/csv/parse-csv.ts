import type { Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import { parseStatementAmount } from '../statement-amounts.ts';
import { DATE_FORMS_HINT, parseStatementDate } from '../statement-dates.ts';
import {
  cleanDescription,
  unreadable,
  uploadInterrupted,
  type ImportLimits,
  type StatementRow,
} from '../statement-row.ts';
import { lineBreaksToLf, readCsvHead } from './csv-source.ts';
import { looksLikeData, mapColumns, type ColumnMap } from './columns.ts';

const MAX_RECORD_BYTES = 64 * 1024;
/** Rows without an amount that are a statement's balance lines, not transactions: skipped. */
const BALANCE_LINE = /^(opening|closing) balance|^balance (brought|carried) forward|^balance b\/?f|^balance c\/?f/i;

function headerColumns(record: string[], line: number): ColumnMap {
  if (looksLikeData(record)) {
    throw unreadable(
      `Line ${line}: the first row must be a header naming the columns (e.g. Date, Description, Amount), not a transaction`,
    );
  }
  const { columns, missing } = mapColumns(record);
  if (missing.length > 0) {
    const found = record.map((c) => `"${c}"`).join(', ');
    throw unreadable(`Line ${line}: the header row (${found}) has no ${missing.join(', and no ')}`);
  }
  return columns;
}

function readRow(
  record: string[],
  line: number,
  header: { columns: ColumnMap; width: number },
  decimalComma: boolean,
  limits: ImportLimits,
) {
  const { columns } = header;
  // More cells than the header names: an unquoted delimiter (1,000.00 in a comma file) shifted them.
  if (record.slice(header.width).some((extra) => extra.trim() !== '')) {
    throw unreadable(
      `Line ${line}: the row has ${record.length} cells but the header names ${header.width}; put a value with a ${
        decimalComma ? 'semicolon' : 'comma'
      } in it in double quotes`,
    );
  }
  const cell = (index: number | undefined) => (index === undefined ? '' : (record[index] ?? '').trim());
  const description = cleanDescription(cell(columns.description));
  const dateText = cell(columns.date);
  const processed = parseStatementDate(dateText);
  if (!processed) throw unreadable(`Line ${line}: "${dateText}" is not a date (use ${DATE_FORMS_HINT})`);
  if (processed < limits.earliest || processed > limits.latest) {
    throw unreadable(`Line ${line}: the date ${processed} is outside ${limits.earliest} to ${limits.latest}`);
  }

  let amountCents: number;
  if (columns.amount !== undefined) {
    const amount = parseStatementAmount(cell(columns.amount), decimalComma);
    if (amount && 'error' in amount) throw unreadable(`Line ${line}: the amount ${amount.error}`);
    if (!amount) {
      if (BALANCE_LINE.test(description)) return undefined;
      throw unreadable(`Line ${line}: there is no amount`);
    }
    amountCents = amount.cents;
  } else {
    const debit = parseStatementAmount(cell(columns.debit), decimalComma);
    const credit = parseStatementAmount(cell(columns.credit), decimalComma);
    if (debit && 'error' in debit) throw unreadable(`Line ${line}: the debit ${debit.error}`);
    if (credit && 'error' in credit) throw unreadable(`Line ${line}: the credit ${credit.error}`);
    const out = Math.abs(debit?.cents ?? 0);
    const into = Math.abs(credit?.cents ?? 0);
    if (out > 0 && into > 0) {
      throw unreadable(`Line ${line}: it has both a debit and a credit; a row is either money out or money in`);
    }
    if (!debit && !credit) {
      if (BALANCE_LINE.test(description)) return undefined;
      throw unreadable(`Line ${line}: there is no debit and no credit`);
    }
    amountCents = into - out;
  }
  // A zero amount moves no money (banks list some fee notices that way): nothing to import.
  if (amountCents === 0) return undefined;
  if (!description) throw unreadable(`Line ${line}: the description is empty`);
  const row: StatementRow = { line, processed, description, amountCents, accountCode: cell(columns.account) };
  return row;
}

const newlines = (record: string[]) => record.reduce((n, c) => n + (c.match(/\n/g)?.length ?? 0), 0);

/**
 * Reads a generic CSV statement (format 001, docs/import-formats.md) as it streams in, handing each
 * row to `onRow` as soon as it is read. Any line it cannot read fails the whole file with a 400
 * naming the line and the reason. Leaves `file` paused (unpiped) when it stops early, so the caller
 * can drain the rest of the upload.
 */
export async function parseCsvStatement(
  file: Readable,
  limits: ImportLimits,
  onRow?: (row: StatementRow) => void,
): Promise<StatementRow[]> {
  const { head, encoding, delimiter } = await readCsvHead(file);
  const parser = parse({
    delimiter,
    encoding,
    bom: true,
    info: true,
    trim: true,
    relax_column_count: true,
    skip_empty_lines: true,
    skip_records_with_empty_values: true,
    max_record_size: MAX_RECORD_BYTES,
  });
  const lf = lineBreaksToLf();
  lf.pipe(parser);
  lf.write(head);
  file.pipe(lf);
  // pipe() does not pass errors on: an upload cut off mid-way must end the parse, not stall it.
  const interrupted = () => {
    if (!file.readableEnded) parser.destroy(uploadInterrupted());
  };
  file.once('error', interrupted);
  file.once('close', interrupted);

  let header: { columns: ColumnMap; width: number } | undefined;
  const rows: StatementRow[] = [];
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      const line = info.lines - newlines(record);
      if (!header) {
        header = { columns: headerColumns(record, line), width: record.length };
        continue;
      }
      const row = readRow(record, line, header, delimiter === ';', limits);
      if (!row) continue;
      if (rows.length >= limits.maxRows) {
        throw unreadable(
          `Line ${line}: the file has more than ${limits.maxRows} transactions; split it into smaller files`,
        );
      }
      rows.push(row);
      onRow?.(row);
    }
  } catch (error) {
    if (error instanceof CsvError) {
      const reasons: Record<string, string> = {
        CSV_MAX_RECORD_SIZE: `a row is longer than ${MAX_RECORD_BYTES / 1024} KiB (an unclosed quote?)`,
        CSV_QUOTE_NOT_CLOSED: 'a quoted field is opened but never closed',
      };
      const reason =
        reasons[error.code] ??
        error.message
          .replace(/ at line \d+.*$/, '')
          .replace(/^Invalid Closing Quote: /, 'a quote is not closed properly: ');
      throw unreadable(`Line ${(error as CsvError & { lines?: number }).lines ?? '?'}: ${reason}`);
    }
    throw error;
  } finally {
    file.off('error', interrupted);
    file.off('close', interrupted);
    file.unpipe(lf);
    lf.unpipe(parser);
    parser.destroy();
  }
  if (!header) throw unreadable('The file is empty: it has no header row and no transactions');
  if (rows.length === 0) throw unreadable('The file has a header row but no transactions');
  return rows;
}
