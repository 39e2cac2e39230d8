import { isBlankAmount, looksLikeAmount } from '../statement-amounts.ts';
import { cleanDescription } from '../statement-row.ts';
import { looksLikeDate } from '../statement-dates.ts';
import { debitCreditByBalance, findAmountAndBalance } from './balance-chain.ts';
import { balanceLine, flagDirection, looksLikeCurrency } from './cell-kinds.ts';
import { BOOKING_DATE_KEYS, CARD_HEADER_KEYS, headerKey, roleOfHeader, type HeaderRole } from './header-names.ts';
import { splitCsv } from './split.ts';
import { CSV_DELIMITERS, type CsvColumns, type CsvDelimiter, type LayoutQuestion } from './layout.ts';

/** How many records of the sample decide the columns' roles. */
const SAMPLE_RECORDS = 400;

export interface SniffedLayout {
  delimiter: CsvDelimiter;
  skipRecords: number;
  hasHeader: boolean;
  header: string[] | undefined;
  columns: CsvColumns;
  /** Flag values seen in the sample, when a flag column was found. */
  questions: LayoutQuestion[];
  /** The first records of the file as the delimiter splits them: the mapping step's preview. */
  preview: string[][];
  /** The transactions of the sample (balance lines left out), as split. */
  transactions: string[][];
  /** A column only card exports have (Card Member, Card No.): see `CARD_HEADER_KEYS`. */
  cardHeader: boolean;
  /** The columns that name the other party (payee, payer): where the holder's own name stands in turn. */
  payeeColumns: number[];
  /** What the review should say about a decision taken from the content. */
  notes: string[];
}

/** The first `limit` records of the text as the delimiter splits them (the rest of the sample is not split). */
export function splitRecords(text: string, delimiter: CsvDelimiter, limit = SAMPLE_RECORDS): string[][] {
  try {
    return splitCsv(text, delimiter, limit).map((record) => record.map((cell) => cell.trim()));
  } catch {
    return [];
  }
}

function isDataRecord(record: readonly string[], latestYear: number): boolean {
  const dates = record.filter((cell) => looksLikeDate(cell, latestYear)).length;
  const amounts = record.filter((cell) => !looksLikeDate(cell, latestYear) && looksLikeAmount(cell)).length;
  return dates >= 1 && amounts >= 1 && record.length >= 3;
}

/** How well a delimiter splits the sample into a table: rows of one width with dates and amounts in them. */
function tableScore(records: readonly string[][], latestYear: number): number {
  const widths = new Map<number, number>();
  for (const record of records) widths.set(record.length, (widths.get(record.length) ?? 0) + 1);
  let score = 0;
  for (const record of records) {
    if (record.length >= 3 && isDataRecord(record, latestYear)) score += 1;
  }
  const [[width = 0, count = 0] = []] = [...widths].sort((a, b) => b[1] - a[1]);
  return width >= 3 ? score * 2 + count : score;
}

function chooseDelimiter(
  text: string,
  latestYear: number,
  only?: CsvDelimiter,
): { delimiter: CsvDelimiter; records: string[][] } {
  let best: { delimiter: CsvDelimiter; records: string[][]; score: number } | undefined;
  for (const delimiter of only ? [only] : CSV_DELIMITERS) {
    const records = splitRecords(text, delimiter);
    const score = tableScore(records, latestYear);
    if (!best || score > best.score) best = { delimiter, records, score };
  }
  return best!;
}

/** The first record from which data rows follow (a date and an amount in each of the next few rows). */
function firstDataRecord(records: readonly string[][], latestYear: number): number {
  for (let i = 0; i < records.length; i++) {
    const next = records.slice(i, i + 3);
    if (next.every((record) => isDataRecord(record, latestYear) || balanceLine(record.join(' ')) !== undefined)) {
      if (isDataRecord(records[i]!, latestYear)) return i;
    }
  }
  return records.findIndex((record) => isDataRecord(record, latestYear));
}

interface ColumnStats {
  filled: number;
  dates: number;
  amounts: number;
  signed: number;
  decimals: number;
  flags: number;
  currencies: number;
  text: number;
  /** Cells that are one token of mostly digits ('320260600080123456', KB88123400): identifiers. */
  ids: number;
  totalLength: number;
  distinct: Set<string>;
}

function columnStats(rows: readonly string[][], width: number, latestYear: number): ColumnStats[] {
  return Array.from({ length: width }, (_, column) => {
    const stats: ColumnStats = {
      filled: 0,
      dates: 0,
      amounts: 0,
      signed: 0,
      decimals: 0,
      flags: 0,
      currencies: 0,
      text: 0,
      ids: 0,
      totalLength: 0,
      distinct: new Set(),
    };
    for (const row of rows) {
      const cell = row[column] ?? '';
      // A lone dash is a blank money cell (Credit Suisse), or a +/- flag whose other value is counted.
      if (cell === '' || isBlankAmount(cell)) continue;
      stats.filled += 1;
      stats.totalLength += cell.length;
      if (IDENTIFIER.test(cell)) stats.ids += 1;
      if (stats.distinct.size < 50) stats.distinct.add(cell.toLowerCase());
      if (looksLikeDate(cell, latestYear)) stats.dates += 1;
      else if (looksLikeAmount(cell)) {
        stats.amounts += 1;
        if (/^[-−(+]|[-−)]$|(?:cr|dr)\.?$/i.test(cell)) stats.signed += 1;
        if (/[.,]\d{1,2}(?:\D*)$/.test(cell)) stats.decimals += 1;
      } else if (flagDirection(cell)) stats.flags += 1;
      else if (looksLikeCurrency(cell)) stats.currencies += 1;
      else stats.text += 1;
    }
    return stats;
  });
}

const IDENTIFIER = /^'?[A-Za-z]{0,4}[\d-]{6,}[A-Za-z]{0,4}'?$/;

const mostly = (part: number, whole: number) => whole > 0 && part >= whole * 0.9;

/** Header roles, corrected by what the columns hold: a "Valuta" of currency codes is a currency. */
function rolesFromHeader(header: readonly string[], stats: readonly ColumnStats[]): (HeaderRole | undefined)[] {
  return header.map((name, i) => {
    const role = roleOfHeader(name);
    const s = stats[i];
    if (!role || !s || s.filled === 0) return role;
    // A named column keeps its role while it holds any value of its kind: a bad cell is refused when read.
    if ((role === 'date' || role === 'valueDate') && s.dates === 0) {
      return mostly(s.currencies, s.filled) ? 'currency' : undefined;
    }
    if (['amount', 'debit', 'credit', 'balance'].includes(role) && mostly(s.flags, s.filled)) return 'flag';
    if (role === 'kind' && mostly(s.flags, s.filled)) return 'flag';
    // A "Reference" of identifiers only (Amex) is the bank's reference, not words of the description.
    if (role === 'memo' && s.ids === s.filled) return 'reference';
    // "Account" is a chart code in accounting exports, but the bank account's number in some banks' (20-32-06 12345678).
    if (role === 'accountCode' && [...s.distinct].some((value) => !/^[\w.-]{1,12}$/.test(value))) return undefined;
    // A bare "Code" of letters is the bank's transaction code (ING's GT, BA; Rabobank's cb, ei), not a chart's.
    if (
      role === 'accountCode' &&
      ['code', 'account'].includes(headerKey(name)) &&
      [...s.distinct].some((v) => !/\d/.test(v))
    ) {
      return undefined;
    }
    return role;
  });
}

/** The amount column, or the money-out and money-in columns, among the unnamed columns of numbers. */
function moneyRoles(
  roles: (HeaderRole | undefined)[],
  stats: readonly ColumnStats[],
  rows: readonly string[][],
  questions: LayoutQuestion[],
  notes: string[],
): void {
  const free = (i: number) => roles[i] === undefined && stats[i]!.filled > 0;
  const has = (role: HeaderRole) => roles.includes(role);
  const numeric = stats
    .map((_, i) => i)
    .filter((i) => free(i) && mostly(stats[i]!.amounts, stats[i]!.filled) && stats[i]!.decimals + stats[i]!.signed > 0);
  const chained = numeric.length >= 2 ? findAmountAndBalance(rows, numeric) : undefined;
  if (numeric.length === 1) roles[numeric[0]!] = 'amount';
  else if (chained) {
    roles[chained.amount] = 'amount';
    if (!has('balance')) roles[chained.balance] = 'balance';
  } else if (numeric.length >= 2) {
    const [a, b] = numeric as [number, number];
    const partly = (i: number) => stats[i]!.filled < rows.length;
    // Money out and money in beside a balance (TD's layout): the balances say which is which.
    const byBalance =
      partly(a) && partly(b)
        ? [...numeric.filter((c) => c !== a && c !== b && !partly(c)), roles.indexOf('balance')]
            .filter((c) => c >= 0)
            .map((c) => ({ balance: c, sides: debitCreditByBalance(rows, a, b, c) }))
            .find(({ sides }) => sides !== undefined)
        : undefined;
    if (byBalance?.sides) {
      roles[byBalance.sides.debit] = 'debit';
      roles[byBalance.sides.credit] = 'credit';
      if (!has('balance')) roles[byBalance.balance] = 'balance';
      notes.push(
        `Columns ${byBalance.sides.debit + 1} and ${byBalance.sides.credit + 1} are taken as money out and money in: the balances in column ${byBalance.balance + 1} follow them on every row`,
      );
      return;
    }
    if (partly(a) && partly(b)) {
      // Two columns each filled on some rows only: money out and money in, in an order no name tells.
      roles[a] = 'debit';
      roles[b] = 'credit';
    } else {
      roles[a] = 'amount';
    }
    questions.push({
      about: 'columns',
      message:
        partly(a) && partly(b)
          ? `Columns ${a + 1} and ${b + 1} look like money out and money in, but the file does not name them`
          : `Column ${a + 1} is taken as the amount, but the file has other columns of numbers and does not name them`,
    });
  }
}

/** Roles from what the columns hold, for columns the header did not name (or files without a header). */
function rolesFromContent(
  roles: (HeaderRole | undefined)[],
  stats: readonly ColumnStats[],
  rows: readonly string[][],
  questions: LayoutQuestion[],
  notes: string[],
): void {
  const free = (i: number) => roles[i] === undefined && stats[i]!.filled > 0;
  const has = (role: HeaderRole) => roles.includes(role);
  if (!has('date')) {
    const dates = stats.map((_, i) => i).filter((i) => free(i) && mostly(stats[i]!.dates, stats[i]!.filled));
    if (dates[0] !== undefined) roles[dates[0]] = 'date';
    if (dates[1] !== undefined && !has('valueDate')) roles[dates[1]] = 'valueDate';
  }
  if (!has('amount') && !has('debit') && !has('credit')) moneyRoles(roles, stats, rows, questions, notes);
  if (!has('flag')) {
    const flag = stats.findIndex((s, i) => free(i) && s.filled > 0 && s.flags === s.filled && s.distinct.size >= 1);
    if (flag >= 0) roles[flag] = 'flag';
  }
  if (!has('currency')) {
    const currency = stats.findIndex((s, i) => free(i) && mostly(s.currencies, s.filled));
    if (currency >= 0) roles[currency] = 'currency';
  }
  // The longest text, when no column is named a description or those named are mostly empty (a user's label).
  const described = roles.some(
    (role, i) => (role === 'description' || role === 'payee' || role === 'memo') && stats[i]!.filled * 2 >= rows.length,
  );
  if (!described) {
    // Not an identifier on every row (the holder's IBAN), nor one text on every row: neither tells one row from another.
    const telling = (s: ColumnStats) => s.ids < s.filled && !(s.distinct.size === 1 && s.filled >= 3);
    const texts = stats
      .map((s, i) => ({ i, s }))
      .filter(({ i, s }) => free(i) && s.text > 0 && s.text >= s.filled * 0.5 && telling(s))
      .sort((x, y) => y.s.totalLength / y.s.filled - x.s.totalLength / x.s.filled);
    if (texts[0]) roles[texts[0].i] = 'description';
  }
}

function columnsFrom(
  roles: readonly (HeaderRole | undefined)[],
  header: readonly string[] | undefined,
): { columns: Partial<CsvColumns>; description: number[] } {
  const first = (role: HeaderRole) => {
    const i = roles.indexOf(role);
    return i >= 0 ? i : undefined;
  };
  const dates = roles.flatMap((role, i) => (role === 'date' ? [i] : []));
  // A posting (booking) date goes before a transaction date: it is when the money moved on the account.
  const booked = dates.findIndex((i) => BOOKING_DATE_KEYS.has(headerKey(header?.[i] ?? '')));
  if (booked > 0) dates.unshift(...dates.splice(booked, 1));
  const all = (role: HeaderRole) => roles.flatMap((r, i) => (r === role ? [i] : []));
  // The kind (Lastschrift, Sale) and reference come last: a row whose other columns are empty still says something.
  const description = [...all('payee'), ...all('description'), ...all('memo'), ...all('kind')];
  const amount = first('amount');
  // A file whose only date is a value date (ING España's F. VALOR) is read by it.
  const valueDate = first('valueDate');
  const onlyValueDate = dates.length === 0 && valueDate !== undefined;
  return {
    description,
    columns: {
      date: onlyValueDate ? valueDate : dates[0],
      valueDate: onlyValueDate ? undefined : (valueDate ?? dates[1]),
      amount,
      debit: amount === undefined ? first('debit') : undefined,
      credit: amount === undefined ? first('credit') : undefined,
      flag: first('flag'),
      currency: first('currency'),
      reference: first('reference'),
      balance: first('balance'),
      accountCode: first('accountCode'),
    },
  };
}

/**
 * Decides from the first part of a file (decoded): the delimiter, the preamble above the header,
 * whether there is a header, and which column holds what, from the header's names and, where they
 * do not tell, from what the columns hold. What it cannot be sure of becomes a question.
 */
export function sniffLayout(sample: string, latestYear: number, delimiterChosen?: CsvDelimiter): SniffedLayout {
  const { delimiter, records } = chooseDelimiter(sample, latestYear, delimiterChosen);
  const preview = records.slice(0, 30);
  const questions: LayoutQuestion[] = [];
  const dataStart = firstDataRecord(records, latestYear);
  const dataRows = dataStart >= 0 ? records.slice(dataStart, dataStart + SAMPLE_RECORDS) : [];
  const width = Math.max(0, ...dataRows.map((r) => r.length));

  // The header: the nearest row above the data that names columns we know (or, failing that, any row of text just above).
  let headerIndex = -1;
  for (let i = (dataStart >= 0 ? dataStart : records.length) - 1; i >= 0; i--) {
    if (records[i]!.filter((cell) => roleOfHeader(cell)).length >= 2) {
      headerIndex = i;
      break;
    }
  }
  if (headerIndex < 0 && dataStart > 0) {
    const above = records[dataStart - 1]!;
    if (above.length === width && !isDataRecord(above, latestYear) && above.every((c) => !looksLikeAmount(c))) {
      headerIndex = dataStart - 1;
    }
  }
  const header = headerIndex >= 0 ? records[headerIndex] : undefined;
  const transactions = dataRows.filter((row) => balanceLine(row.join(' ')) === undefined);
  const stats = columnStats(transactions, Math.max(width, header?.length ?? 0), latestYear);
  const roles = header ? rolesFromHeader(header, stats) : Array.from({ length: stats.length }, () => undefined);
  const notes: string[] = [];
  rolesFromContent(roles, stats, transactions, questions, notes);
  const { columns, description } = columnsFrom(roles, header);

  if (columns.date === undefined) questions.push({ about: 'columns', message: 'No column of dates was found' });
  if (columns.amount === undefined && columns.debit === undefined && columns.credit === undefined) {
    questions.push({ about: 'columns', message: 'No column of amounts (or money out and money in) was found' });
  }
  if (description.length === 0) questions.push({ about: 'columns', message: 'No description column was found' });
  return {
    delimiter,
    skipRecords: headerIndex >= 0 ? headerIndex : Math.max(dataStart, 0),
    hasHeader: headerIndex >= 0,
    header,
    columns: { ...columns, date: columns.date ?? 0, description },
    questions,
    preview,
    transactions,
    cardHeader: header?.some((name) => CARD_HEADER_KEYS.has(headerKey(name))) ?? false,
    payeeColumns: roles.flatMap((role, i) => (role === 'payee' ? [i] : [])),
    notes,
  };
}

/** How the text cells of a file's rows are cleaned, decided from the sample (see `textHints`). */
export interface TextHints {
  /** Columns whose every cell starts with an apostrophe (Excel's mark of text: NatWest, Amex): it is dropped. */
  apostrophe: ReadonlySet<number>;
  /** Text that describes no one row (the holder's own name): left out of a description that has other text. */
  leaveOut: ReadonlySet<string>;
}

/** A cell without the apostrophe Excel's text mark leaves before it (and after it: '3202606'). */
export function withoutApostrophe(cell: string): string {
  return cell.startsWith("'") ? cell.slice(1, cell.length > 1 && cell.endsWith("'") ? -1 : undefined).trim() : cell;
}

/**
 * From the sample's transactions: the text columns written with Excel's apostrophe on every cell,
 * and the text that stands in description columns on (nearly) every row and so says nothing of any
 * one transaction: the account holder's own name, which a payer column and a payee column carry in
 * turn (DKB, Volksbank: the holder pays on one row and is paid on the next; on 75% of the rows or
 * more, in two of `payeeColumns`), or a column other than a payee's that is the same on every row
 * (UBS: the account's product name). A payee column that is the same on every row (rent paid to one
 * landlord) keeps its name. Lower case. Decided for files of 5 rows or more with several description
 * columns.
 */
export function textHints(
  rows: readonly (readonly string[])[],
  columns: CsvColumns,
  payeeColumns: readonly number[] = [],
): TextHints {
  const apostrophe = new Set<number>();
  for (const i of [...columns.description, columns.reference]) {
    if (i === undefined) continue;
    const filled = rows.map((row) => row[i] ?? '').filter((cell) => cell !== '');
    if (filled.length >= 2 && filled.every((cell) => cell.startsWith("'"))) apostrophe.add(i);
  }
  const leaveOut = new Set<string>();
  const { description } = columns;
  if (description.length < 2 || rows.length < 5) return { apostrophe, leaveOut };
  const payees = new Set(payeeColumns.filter((i) => description.includes(i)));
  const byValue = new Map<string, { rows: number; payeeColumns: Set<number>; byColumn: Map<number, number> }>();
  for (const row of rows) {
    const seen = new Set<string>();
    for (const i of description) {
      const cell = row[i] ?? '';
      const value = cleanDescription(apostrophe.has(i) ? withoutApostrophe(cell) : cell).toLowerCase();
      if (value === '') continue;
      const entry = byValue.get(value) ?? { rows: 0, payeeColumns: new Set(), byColumn: new Map() };
      byValue.set(value, entry);
      if (payees.has(i)) entry.payeeColumns.add(i);
      entry.byColumn.set(i, (entry.byColumn.get(i) ?? 0) + 1);
      if (!seen.has(value)) entry.rows += 1;
      seen.add(value);
    }
  }
  for (const [value, entry] of byValue) {
    const holder = entry.payeeColumns.size >= 2 && entry.rows >= rows.length * 0.75;
    const constant = [...entry.byColumn].some(([i, n]) => n === rows.length && !payees.has(i));
    if (holder || constant) leaveOut.add(value);
  }
  return { apostrophe, leaveOut };
}
