import { monthNumber, parseStatementDate } from '../statement-dates.ts';
import { cleanDescription, unreadable, type ImportLimits, type StatementRow } from '../statement-row.ts';
import { columnsFromHeader, splitLine, type TableColumns } from './table-columns.ts';
import type { TextLine } from './pdf-text.ts';

/**
 * FNB (First National Bank, South Africa) account statement, as docs/import-formats.md describes:
 * "Statement Period : 01 March 2026 to 31 March 2026", then a table Date | Description | Amount |
 * Balance | Accrued Bank Charges. Dates are "05 Mar" (the year comes from the period), amounts are
 * money out unless they end in "Cr", balances end in "Cr" when in credit, and the table starts with
 * the Opening Balance and ends with the Closing Balance.
 */
const PERIOD =
  /Statement Period\s*:?\s*(\d{1,2}\s+[A-Za-z]+\.?\s+\d{4})\s*(?:to|-|–)\s*(\d{1,2}\s+[A-Za-z]+\.?\s+\d{4})/i;
const SHORT_DATE = /^(\d{1,2})\s+([A-Za-z]{3,9})$/;
const MONEY = /^(-)?(\d{1,3}(?:[, ]\d{3})*|\d+)\.(\d{2})\s?(Cr|Dr)?$/i;

interface Draft {
  line: TextLine;
  dateText: string;
  day: number;
  month: number;
  /** Description parts with their baselines: the row's own, and wrapped lines above or below it. */
  description: Array<{ y: number; text: string }>;
  amountCents: number;
  balanceCents: number | undefined;
}

/** "1,234.56Cr" → 123456, "1,234.56" → -123456 (money out / overdrawn). */
export function fnbMoney(text: string): number | undefined {
  const match = MONEY.exec(text.trim());
  if (!match) return undefined;
  const cents = Number(match[2]!.replace(/[, ]/g, '')) * 100 + Number(match[3]);
  return match[1] || match[4]?.toLowerCase() !== 'cr' ? -cents : cents;
}

function statementPeriod(lines: readonly TextLine[]): { start: string; end: string } {
  for (const line of lines) {
    const match = PERIOD.exec(line.text);
    const start = match && parseStatementDate(match[1]!);
    const end = match && parseStatementDate(match[2]!);
    if (start && end) return { start, end };
  }
  throw unreadable(
    'This does not look like an FNB statement: the line "Statement Period : 01 March 2026 to 31 March 2026" was not found',
  );
}

function dateIn(period: { start: string; end: string }, draft: Draft): string {
  const endYear = Number(period.end.slice(0, 4));
  for (const year of [endYear, endYear - 1]) {
    const date = `${year}-${String(draft.month).padStart(2, '0')}-${String(draft.day).padStart(2, '0')}`;
    if (parseStatementDate(date) && date >= period.start && date <= period.end) return date;
  }
  throw unreadable(
    `Line ${draft.line.number}: the date "${draft.dateText}" is not within the statement period ${period.start} to ${period.end}`,
  );
}

function balanceLine(line: TextLine, label: RegExp): number | undefined {
  if (!label.test(line.text)) return undefined;
  for (const piece of line.pieces) {
    const cents = fnbMoney(piece.text);
    if (cents !== undefined) return cents;
  }
  return undefined;
}

/** Checks the running balance: each row's balance is the previous one plus its amount. */
function reconcile(drafts: readonly Draft[], opening: number | undefined, closing: number | undefined): void {
  if (opening === undefined || drafts.some((d) => d.balanceCents === undefined)) return;
  let balance = opening;
  for (const draft of drafts) {
    balance += draft.amountCents;
    if (balance !== draft.balanceCents) {
      throw unreadable(
        `Line ${draft.line.number}: the balance does not follow from the one before and the amount, so the statement’s table was not read reliably`,
      );
    }
  }
  if (closing !== undefined && balance !== closing) {
    throw unreadable('The transactions do not add up to the statement’s closing balance');
  }
}

/** Gives each wrapped description line to the nearest row on its page, if it is close enough. */
function attachWrapped(drafts: readonly Draft[], wrapped: ReadonlyArray<{ line: TextLine; text: string }>): void {
  for (const { line, text } of wrapped) {
    const reach = 1.6 * (line.pieces[0]?.height || 10);
    let nearest: Draft | undefined;
    for (const draft of drafts) {
      if (draft.line.page !== line.page) continue;
      const distance = Math.abs(draft.line.y - line.y);
      if (distance <= reach && (!nearest || distance < Math.abs(nearest.line.y - line.y))) nearest = draft;
    }
    nearest?.description.push({ y: line.y, text });
  }
}

export function parseFnbStatement(lines: readonly TextLine[], limits: ImportLimits): StatementRow[] {
  const period = statementPeriod(lines);
  let columns: TableColumns | undefined;
  let opening: number | undefined;
  let closing: number | undefined;
  let tableEnded = false;
  const drafts: Draft[] = [];
  const wrapped: Array<{ line: TextLine; text: string }> = [];

  for (const line of lines) {
    opening ??= balanceLine(line, /opening balance/i);
    const closingHere = balanceLine(line, /closing balance/i);
    if (closingHere !== undefined) {
      closing ??= closingHere;
      if (columns) tableEnded = true;
      continue;
    }
    const header = columnsFromHeader(line);
    if (header) {
      columns = header;
      continue;
    }
    if (!columns || tableEnded || /opening balance/i.test(line.text)) continue;

    const cells = splitLine(line, columns);
    const date = SHORT_DATE.exec(cells.date);
    const month = date ? monthNumber(date[2]!) : undefined;
    if (date && month) {
      const amountCents = fnbMoney(cells.amount);
      if (amountCents === undefined || amountCents === 0) {
        throw unreadable(`Line ${line.number}: the row dated "${cells.date}" has no amount`);
      }
      drafts.push({
        line,
        dateText: cells.date,
        day: Number(date[1]),
        month,
        description: cells.description ? [{ y: line.y, text: cells.description }] : [],
        amountCents,
        balanceCents: cells.balance ? fnbMoney(cells.balance) : undefined,
      });
      continue;
    }
    // Only description text: a wrapped line of a row's description (below it, or around it when
    // the row is centred vertically on its tallest cell).
    if (!cells.date && !cells.amount && !cells.balance && cells.description)
      wrapped.push({ line, text: cells.description });
  }
  attachWrapped(drafts, wrapped);

  if (drafts.length === 0) {
    throw unreadable(
      'No transactions were found: the statement has no rows under a Date, Description, Amount, Balance header',
    );
  }
  if (drafts.length > limits.maxRows) {
    throw unreadable(`The statement has more than ${limits.maxRows} transactions; split it into smaller files`);
  }
  reconcile(drafts, opening, closing);
  return drafts.map((draft) => {
    const processed = dateIn(period, draft);
    if (processed < limits.earliest || processed > limits.latest) {
      throw unreadable(
        `Line ${draft.line.number}: the date ${processed} is outside ${limits.earliest} to ${limits.latest}`,
      );
    }
    const description = cleanDescription(
      [...draft.description]
        .sort((a, b) => b.y - a.y)
        .map((part) => part.text)
        .join(' '),
    );
    if (!description) throw unreadable(`Line ${draft.line.number}: the row has no description`);
    return { line: draft.line.number, processed, description, amountCents: draft.amountCents, accountCode: '' };
  });
}
