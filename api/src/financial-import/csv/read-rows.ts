import type { Cents } from '../../shared/money.ts';
import {
  amountMark,
  decimalMarksOf,
  isBlankAmount,
  looksLikeAmount,
  parseStatementAmount,
} from '../statement-amounts.ts';
import { looksLikeDate, readDate } from '../statement-dates.ts';
import {
  cleanDescription,
  unreadable,
  type ImportLimits,
  type StatementFacts,
  type StatementRow,
} from '../statement-row.ts';
import { balanceRow, flagDirection, flagKey, isPendingMark } from './cell-kinds.ts';
import { headerKey, roleOfHeader } from './header-names.ts';
import type { CsvLayout } from './layout.ts';
import { withoutApostrophe, type TextHints } from './sniff.ts';
import type { CsvRecord } from './spool.ts';

/**
 * Joins the description columns: payee, then details and memo, each once ("Zoë Müller - Invoice 42");
 * a part in `leaveOut` (the account holder's own name) only when nothing else describes the row.
 */
export function joinDescription(parts: readonly string[], leaveOut?: ReadonlySet<string>): string {
  if (parts.length === 1) return cleanDescription(parts[0]!);
  const kept: string[] = [];
  let cleaned = parts.map(cleanDescription).filter((part) => part !== '');
  if (leaveOut && leaveOut.size > 0) {
    const telling = cleaned.filter((part) => !leaveOut.has(part.toLowerCase()));
    if (telling.length > 0) cleaned = telling;
  }
  for (const part of cleaned) {
    const lower = part.toLowerCase();
    if (kept.some((k) => k.toLowerCase().includes(lower))) continue;
    for (let i = kept.length - 1; i >= 0; i--) if (lower.includes(kept[i]!.toLowerCase())) kept.splice(i, 1);
    kept.push(part);
  }
  return kept.join(' - ');
}

/**
 * A line with neither a date nor an amount below a transaction: more of that transaction's text
 * (OCBC writes a payment's payee on the lines below it; Raiffeisen lists the payments of a
 * collective order), joined to its description.
 */
export interface Continuation {
  line: number;
  continues: string;
}

export interface RowReader {
  /**
   * The row of a record below the header, the text a line adds to the row above it, or undefined
   * for a line that is not a transaction (balance, zero).
   */
  read(record: CsvRecord): StatementRow | Continuation | undefined;
  /** After the last record: checks what is left open (the detail lines of a collective booking). */
  finish(): void;
  facts(): StatementFacts;
  notes(): string[];
}

/**
 * Reads the transactions of a file with a decided layout. Every cell that does not read is a refusal
 * naming the line, the column and the reason; balance and total lines are left out (and their
 * figures kept as the statement's facts), as are rows that move no money.
 */
export function rowReader(
  layout: CsvLayout,
  header: readonly string[] | undefined,
  width: number,
  limits: ImportLimits,
  hints: TextHints = { apostrophe: new Set(), leaveOut: new Set() },
  /** The file marks only its credits (`500.00 CR`): an amount without a mark is money out. */
  unmarkedOut = false,
): RowReader {
  const { columns } = layout;
  const mapped = new Set<number>(
    [
      columns.date,
      columns.valueDate,
      columns.balance,
      columns.reference,
      columns.accountCode,
      columns.currency,
      columns.flag,
      ...columns.description,
    ].filter((i): i is number => i !== undefined),
  );
  // The parts of a collective booking (UBS Einzelbetrag): left out once they add up to the booking above them.
  const moneyColumns = new Set([columns.amount, columns.debit, columns.credit]);
  const detail =
    header?.findIndex((name, i) => !mapped.has(i) && !moneyColumns.has(i) && roleOfHeader(name) === 'detail') ?? -1;
  if (detail >= 0) mapped.add(detail);
  // A fee charged on the row beside its amount: added to the row's money out, never left out; unless the
  // amount is the row's total (Up: Subtotal, Fee, Round Up, Total), which has the fee in it already.
  const feeColumn =
    header?.findIndex((name, i) => !mapped.has(i) && !moneyColumns.has(i) && roleOfHeader(name) === 'fee') ?? -1;
  if (feeColumn >= 0) mapped.add(feeColumn);
  const amountIsTotal = columns.amount !== undefined && headerKey(header?.[columns.amount] ?? '').startsWith('total');
  const fee = amountIsTotal ? -1 : feeColumn;
  const fees = { rows: 0, cents: 0 };
  let booked: { line: number; cents: number } | undefined;
  let parts: { line: number; cents: number; count: number } | undefined;
  let detailLines = 0;
  const latestYear = Number(limits.latest.slice(0, 4));
  const columnName = (i: number) => (header?.[i] ? `column "${header[i]}"` : `column ${i + 1}`);
  const fail = (line: number, column: number, reason: string) =>
    unreadable(`Line ${line}, ${columnName(column)}: ${reason}`);
  /** A text cell, without Excel's apostrophe where the column has it on every cell. */
  const textOf = (cells: readonly string[], i: number) =>
    hints.apostrophe.has(i) ? withoutApostrophe(cells[i] ?? '') : (cells[i] ?? '');
  /** The detail lines read since the last booking must add up to it. */
  const settleParts = () => {
    if (!parts) return;
    if (!booked || Math.abs(parts.cents) !== Math.abs(booked.cents)) {
      const sum = (Math.abs(parts.cents) / 100).toFixed(2);
      throw fail(
        parts.line,
        detail,
        booked
          ? `the detail lines from here add up to ${sum}, not to the ${(Math.abs(booked.cents) / 100).toFixed(2)} booked on line ${booked.line}`
          : `a detail line (${sum}) with no booking above it`,
      );
    }
    detailLines += parts.count;
    parts = undefined;
  };
  const facts: StatementFacts = {};
  let balanceLines = 0;
  let zeroRows = 0;
  /** Amounts reserved but not booked yet, and the first lines of them. */
  let pending = 0;
  const pendingLines: number[] = [];
  /** The first lines without an amount (for the note) and how many there were: never one per row. */
  const withoutAmount: number[] = [];
  let withoutAmountCount = 0;
  let currency: string | undefined;
  /**
   * How the balance column follows the amounts, from one stated balance to the next: rows between
   * two balances (a bank that states the balance once a day, a pending row without one) add their
   * amounts to the step. `unbalanced` counts the rows since the last stated balance (or before the first).
   */
  const chain = {
    forward: 0,
    backward: 0,
    steps: 0,
    first: undefined as undefined | { amount: number; balance: number },
    rowsBeforeFirst: 0,
    between: 0,
    unbalanced: 0,
  };
  let previous: { amount: number; balance: number } | undefined;

  const money = (record: CsvRecord, column: number | undefined, what: string): Cents | undefined => {
    if (column === undefined) return undefined;
    const result = parseStatementAmount(record.cells[column] ?? '', layout.decimalMark);
    if (result && 'error' in result) throw fail(record.line, column, `the ${what} ${result.error}`);
    return result?.cents;
  };

  function signedAmount(record: CsvRecord): Cents | undefined {
    const { line, cells } = record;
    if (layout.signConvention === 'debit-credit') {
      const out = Math.abs(money(record, columns.debit, 'money out') ?? 0);
      const into = Math.abs(money(record, columns.credit, 'money in') ?? 0);
      if (out > 0 && into > 0) {
        throw unreadable(`Line ${line}: it has both money out and money in; a row is one or the other`);
      }
      const blank = (i: number | undefined) => i === undefined || isBlankAmount(cells[i] ?? '');
      if (blank(columns.debit) && blank(columns.credit)) return undefined;
      return into - out;
    }
    const amount = money(record, columns.amount, 'amount');
    if (amount === undefined) return undefined;
    if (layout.signConvention === 'card') return -(amount as number);
    if (unmarkedOut && amountMark((cells[columns.amount!] ?? '').trim()) === undefined) return -Math.abs(amount);
    if (layout.signConvention === 'flag' && columns.flag !== undefined) {
      const flag = cells[columns.flag] ?? '';
      const key = flagKey(flag);
      const out = layout.outFlags?.length ? layout.outFlags.includes(key) : flagDirection(flag) === 'out';
      const known = (layout.outFlags?.length ? true : flagDirection(flag) !== undefined) && flag !== '';
      if (!known) throw fail(line, columns.flag, `"${flag}" does not say whether the money went out or came in`);
      return out ? -Math.abs(amount) : Math.abs(amount);
    }
    return amount;
  }

  return {
    read(record) {
      const { cells, line } = record;
      if (cells.every((cell) => cell === '')) return undefined;
      // More cells than the table has: an unquoted delimiter (1,000.00 in a comma file) shifted them.
      let extra = false;
      for (let i = width; i < cells.length && !extra; i++) extra = cells[i] !== '';
      if (extra) {
        const names = header ? 'the header names' : 'the other rows have';
        throw unreadable(
          `Line ${line}: the row has ${cells.length} cells but ${names} ${width}; a value with a "${layout.delimiter}" in it must be in double quotes`,
        );
      }
      const description = joinDescription(
        columns.description.map((i) => textOf(cells, i)),
        hints.leaveOut,
      );
      const balanceKind = balanceRow(cells, description, columns);
      if (balanceKind) {
        balanceLines += 1;
        const figure = money(record, columns.balance, 'balance') ?? signedAmountOrUndefined(record);
        if (figure !== undefined && balanceKind === 'opening') facts.openingBalanceCents ??= figure;
        if (figure !== undefined && balanceKind === 'closing') facts.closingBalanceCents = figure;
        return undefined;
      }
      const dateText = cells[columns.date] ?? '';
      if (isPendingMark(dateText) || isPendingMark(description)) {
        pending += 1;
        if (pendingLines.length < 10) pendingLines.push(line);
        return undefined;
      }
      const processed = readDate(dateText, layout.dateOrder, latestYear);
      if (!processed && noMoney(cells)) return continuation(record);
      if (!processed) {
        const order = layout.dateOrder === 'DMY' ? 'day/month/year' : 'month/day/year';
        throw fail(line, columns.date, `"${dateText}" is not a date (this file's dates are read as ${order})`);
      }
      if (processed < limits.earliest || processed > limits.latest) {
        throw fail(line, columns.date, `the date ${processed} is outside ${limits.earliest} to ${limits.latest}`);
      }
      const feeCents = fee >= 0 ? Math.abs(money(record, fee, 'fee') ?? 0) : 0;
      if (feeCents > 0) {
        fees.rows += 1;
        fees.cents += feeCents;
      }
      const rowAmount = signedAmount(record);
      const amountCents = feeCents > 0 ? (rowAmount ?? 0) - feeCents : rowAmount;
      if (amountCents === undefined && detail >= 0 && (cells[detail] ?? '') !== '') {
        const part = money(record, detail, 'detail amount')!;
        parts = parts
          ? { ...parts, cents: parts.cents + part, count: parts.count + 1 }
          : { line, cents: part, count: 1 };
        return undefined;
      }
      if (amountCents !== undefined) {
        settleParts();
        booked = { line, cents: amountCents };
      }
      if (amountCents === undefined) {
        // A number in a column not read as money may be this row's amount: refuse rather than leave money out.
        const stray = cells.findIndex(
          (cell, i) => !mapped.has(i) && cell !== '' && looksLikeAmount(cell) && !looksLikeDate(cell, latestYear),
        );
        if (stray >= 0)
          throw fail(
            line,
            columns.amount ?? columns.debit ?? columns.credit ?? stray,
            `there is no amount, but ${columnName(stray)} holds "${cells[stray]}"`,
          );
        // A dated line without any amount moves no money (a day's balance, the detail of a combined booking).
        withoutAmountCount += 1;
        if (withoutAmount.length < 10) withoutAmount.push(line);
        return undefined;
      }
      const balance = money(record, columns.balance, 'balance');
      if (balance !== undefined) {
        const step = { amount: amountCents, balance };
        if (previous) {
          chain.steps += 1;
          // Oldest first: this balance is the one before plus the amounts since; newest first, the other way round.
          if (balance === previous.balance + chain.between + amountCents) chain.forward += 1;
          if (previous.balance === balance + previous.amount + chain.between) chain.backward += 1;
        } else {
          chain.first = step;
          chain.rowsBeforeFirst = chain.unbalanced;
        }
        previous = step;
        chain.between = 0;
        chain.unbalanced = 0;
      } else {
        chain.between += amountCents;
        chain.unbalanced += 1;
      }
      if (columns.currency !== undefined) currency ??= cells[columns.currency] || undefined;
      if (amountCents === 0) {
        zeroRows += 1;
        return undefined;
      }
      if (!description) throw fail(line, columns.description[0] ?? 0, 'the description is empty');
      const row: StatementRow = {
        line,
        processed,
        description,
        amountCents,
        accountCode: columns.accountCode === undefined ? '' : (cells[columns.accountCode] ?? ''),
      };
      const reference = columns.reference === undefined ? '' : textOf(cells, columns.reference);
      if (reference) row.reference = reference;
      return row;
    },
    finish() {
      settleParts();
    },
    facts() {
      const result = { ...facts };
      if (currency) result.currency = currency;
      const { first } = chain;
      const last = previous;
      // Only from balances stated on the first and last rows: rows beyond them have none to go by.
      if (first && last && chain.steps > 0 && chain.rowsBeforeFirst === 0 && chain.unbalanced === 0) {
        if (chain.forward === chain.steps) {
          result.openingBalanceCents ??= first.balance - first.amount;
          result.closingBalanceCents ??= last.balance;
        } else if (chain.backward === chain.steps) {
          result.openingBalanceCents ??= last.balance - last.amount;
          result.closingBalanceCents ??= first.balance;
        }
      }
      return result;
    },
    notes() {
      const notes: string[] = [];
      if (balanceLines > 0)
        notes.push(`${balanceLines} balance or total line${balanceLines === 1 ? '' : 's'} left out`);
      if (withoutAmountCount > 0) {
        const lines = withoutAmount.join(', ');
        notes.push(
          `${withoutAmountCount} line${withoutAmountCount === 1 ? '' : 's'} without an amount left out (line ${lines}${withoutAmountCount > 10 ? ' …' : ''})`,
        );
      }
      if (detailLines > 0) {
        notes.push(
          `${detailLines} detail line${detailLines === 1 ? '' : 's'} of collective bookings left out (they add up to their booking)`,
        );
      }
      if (fees.rows > 0) {
        notes.push(
          `${fees.rows} fee${fees.rows === 1 ? '' : 's'} of ${columnName(fee)} (${(fees.cents / 100).toFixed(2)} in all) added to ${fees.rows === 1 ? 'its row' : 'their rows'} as money out`,
        );
      }
      if (zeroRows > 0) notes.push(`${zeroRows} row${zeroRows === 1 ? '' : 's'} with a zero amount left out`);
      if (pending > 0) {
        notes.push(
          `${pending} amount${pending === 1 ? '' : 's'} reserved but not booked yet left out: the bank books ${pending === 1 ? 'it' : 'them'} in a later statement (line ${pendingLines.join(', ')}${pending > 10 ? ' …' : ''})`,
        );
      }
      if (previous && chain.steps > 0 && chain.forward < chain.steps && chain.backward < chain.steps) {
        notes.push('The balance column does not follow the amounts on every row: check the signs');
      }
      return notes;
    },
  };

  /** True when every money column of the row is blank. */
  function noMoney(cells: readonly string[]): boolean {
    return [columns.amount, columns.debit, columns.credit].every(
      (i) => i === undefined || isBlankAmount(cells[i] ?? ''),
    );
  }

  /**
   * A line without a date or money: its text continues the row above. A number with decimals or a
   * sign in any cell may be money the row lost its place for: refused, never dropped.
   */
  function continuation(record: CsvRecord): Continuation | undefined {
    const { cells, line } = record;
    const money = cells.findIndex((cell) => /[.,]\d{1,2}\D*$|^[-−+(]/.test(cell) && decimalMarksOf(cell).length > 0);
    if (money >= 0) {
      throw fail(line, columns.date, `there is no date, but ${columnName(money)} holds "${cells[money]}"`);
    }
    const text = cleanDescription(
      cells
        .map((cell, i) => textOf(cells, i))
        .filter((cell) => cell !== '')
        .join(' '),
    );
    return text === '' ? undefined : { line, continues: text };
  }

  function signedAmountOrUndefined(record: CsvRecord): Cents | undefined {
    try {
      return signedAmount(record);
    } catch {
      return undefined;
    }
  }
}
