import type { Readable } from 'node:stream';
import { unreadable, type ImportLimits, type ParsedStatement, type StatementRow } from '../statement-row.ts';
import { decideLayout, type LayoutChoices } from './decide-layout.ts';
import { addEvidence, newEvidence } from './evidence.ts';
import type { CsvLayout, LayoutQuestion } from './layout.ts';
import { MAX_DESCRIPTION_LENGTH } from '../../financial-transactions/transaction-rules.ts';
import { joinDescription, rowReader } from './read-rows.ts';
import { sniffLayout, textHints } from './sniff.ts';
import { csvRecords, spoolUpload, type CsvRecord, type SpooledFile } from './spool.ts';

export interface CsvReadOptions {
  limits: ImportLimits;
  /** The order of dates no row of the file decides (e.g. 03/04/2026): M/D/Y for a Canadian company. */
  ambiguousDateOrder: 'DMY' | 'MDY';
  /** What a bank profile or the mapping step fixed; the rest is decided from the file. */
  chosen?: LayoutChoices;
  /**
   * Called once the file's start is known when nothing was chosen: a bank profile's layout for a file
   * of this shape (docs/import-formats.md, "Bank profiles"), or undefined to decide from the file.
   */
  profileFor?: (shape: {
    delimiter: string;
    header: string[] | undefined;
    rows: string[][];
  }) => Promise<LayoutChoices | undefined>;
}

/** A CSV statement as read: the layout used and, when the reader was not sure, the questions instead of rows. */
export interface CsvStatement extends Omit<ParsedStatement, 'rows'> {
  layout: CsvLayout;
  header: string[] | undefined;
  /** What the reader is not sure of; when there are any, no row was read (the mapping step asks first). */
  questions: LayoutQuestion[];
  /** The first records as split, for the mapping step. */
  preview: string[][];
  rowCount: number;
}

type Place = 'preamble' | 'header' | 'table';

/** The records of the table in batches, each with its place: above the header (preamble), the header, or below it. */
async function* tableRecords(
  spooled: SpooledFile,
  layout: Pick<CsvLayout, 'encoding' | 'delimiter' | 'skipRecords' | 'hasHeader'>,
): AsyncGenerator<{ records: CsvRecord[]; placeOf: (index: number) => Place }> {
  let index = 0;
  const headerIndex = layout.hasHeader ? layout.skipRecords : -1;
  for await (const records of csvRecords(spooled, layout.encoding, layout.delimiter)) {
    const first = index;
    index += records.length;
    yield {
      records,
      placeOf: (i) => {
        const at = first + i;
        return at < layout.skipRecords ? 'preamble' : at === headerIndex ? 'header' : 'table';
      },
    };
  }
}

/**
 * Reads a CSV bank statement (format 001, docs/import-formats.md) the way banks write them: the
 * encoding from every byte, the delimiter, preamble and header from the file's start, the columns
 * from their names (in our users' languages) or their content, and the date order, decimal mark and
 * sign convention from every row. Rows go to `onRow` in file order (a promise it answers is awaited
 * before the next row is read). When the reader is not sure of
 * something that changes money or dates, it reads no row and returns its questions.
 */
export async function readCsvStatement(
  file: Readable,
  options: CsvReadOptions,
  onRow: (row: StatementRow) => unknown,
): Promise<CsvStatement> {
  const { limits } = options;
  let chosen = options.chosen ?? {};
  const latestYear = Number(limits.latest.slice(0, 4));
  const spooled = await spoolUpload(file);
  try {
    let sniffed = sniffLayout(spooled.sample, latestYear, chosen.delimiter);
    if (Object.keys(chosen).length === 0 && options.profileFor) {
      const rows = sniffed.preview.slice(sniffed.skipRecords + (sniffed.hasHeader ? 1 : 0));
      chosen = (await options.profileFor({ delimiter: sniffed.delimiter, header: sniffed.header, rows })) ?? {};
      if (chosen.delimiter && chosen.delimiter !== sniffed.delimiter)
        sniffed = sniffLayout(spooled.sample, latestYear, chosen.delimiter);
    }
    const encoding = chosen.encoding ?? spooled.encoding;
    const reading = {
      encoding,
      delimiter: sniffed.delimiter,
      skipRecords: chosen.skipRecords ?? sniffed.skipRecords,
      hasHeader: chosen.hasHeader ?? sniffed.hasHeader,
    };
    const columns = chosen.columns ?? sniffed.columns;
    const evidence = newEvidence();
    let header: string[] | undefined;
    for await (const { records, placeOf } of tableRecords(spooled, reading)) {
      for (let i = 0; i < records.length; i++) {
        const place = placeOf(i);
        if (place === 'header') header = records[i]!.cells;
        else if (place === 'table') addEvidence(evidence, records[i]!, columns, latestYear);
      }
    }
    if (evidence.dataRecords === 0) {
      throw unreadable(
        header
          ? 'The file has a header row but no transactions (no row has a date and an amount)'
          : 'No transactions were found: no row has a date and an amount',
      );
    }
    const decided = decideLayout(
      { ...sniffed, ...reading, columns },
      evidence,
      encoding,
      options.ambiguousDateOrder,
      chosen,
    );
    const base = {
      layout: decided.layout,
      header,
      preview: sniffed.preview,
      questions: decided.questions,
      facts: {},
      reading: {
        encoding,
        dateOrder: decided.fixedDateForm ?? decided.layout.dateOrder,
        dateOrderFrom: decided.fixedDateForm ? ('file' as const) : decided.dateOrderFrom,
        decimalMark: decided.layout.decimalMark,
        signConvention: decided.layout.signConvention,
        notes: [] as string[],
      },
      rowCount: 0,
    };
    if (decided.questions.length > 0) return base;

    const width = header?.length ?? Math.max(0, ...sniffed.preview.slice(reading.skipRecords).map((r) => r.length));
    const hints = textHints(sniffed.transactions, decided.layout.columns, sniffed.payeeColumns);
    const reader = rowReader(decided.layout, header, width, limits, hints, decided.unmarkedOut);
    let rowCount = 0;
    let footer = 0;
    // Each row waits for the next: the lines below it without a date or an amount add to its description.
    let held: StatementRow | undefined;
    let continued = 0;
    for await (const { records, placeOf } of tableRecords(spooled, decided.layout)) {
      for (let i = 0; i < records.length; i++) {
        if (placeOf(i) !== 'table') continue;
        const record = records[i]!;
        if (record.line > evidence.lastDataLine) {
          // Below the last transaction: totals and balances, read for their figures only.
          try {
            reader.read(record);
          } catch {
            footer += 1;
          }
          continue;
        }
        const row = reader.read(record);
        if (!row) continue;
        if ('continues' in row) {
          const joined = held && joinDescription([held.description, row.continues]);
          if (held && joined!.length <= MAX_DESCRIPTION_LENGTH) held.description = joined!;
          continued += 1;
          continue;
        }
        if (++rowCount > limits.maxRows) {
          throw unreadable(
            `Line ${row.line}: the file has more than ${limits.maxRows} transactions; split it into smaller files`,
          );
        }
        // A promise is the reviewer writing rows out: reading waits for it, so rows never pile up.
        const written = held && onRow(held);
        if (written instanceof Promise) await written;
        held = row;
      }
    }
    const last = held && onRow(held);
    if (last instanceof Promise) await last;
    reader.finish();
    if (rowCount === 0) throw unreadable('The file has no transactions with an amount: nothing to import');
    const notes = [...decided.notes, ...reader.notes()];
    if (reading.skipRecords > 0) {
      notes.unshift(
        `${reading.skipRecords} line${reading.skipRecords === 1 ? '' : 's'} above the ${reading.hasHeader ? 'header' : 'transactions'} skipped`,
      );
    }
    if (!reading.hasHeader) notes.push('The file has no header row: the columns were recognised by what they hold');
    if (continued > 0) {
      notes.push(
        `${continued} line${continued === 1 ? '' : 's'} without a date or an amount read as more of the description above ${continued === 1 ? 'it' : 'them'}`,
      );
    }
    if (footer > 0) notes.push(`${footer} line${footer === 1 ? '' : 's'} below the transactions skipped`);
    return { ...base, facts: reader.facts(), reading: { ...base.reading, notes }, rowCount };
  } finally {
    await spooled.remove();
  }
}
