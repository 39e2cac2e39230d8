import { amountMark, decimalMarksOf, isBlankAmount, readsWithMark, type DecimalMark } from '../statement-amounts.ts';
import { dateReadings, narrowDateOrders } from '../statement-dates.ts';
import { balanceRow, flagDirection, flagKey, isCardPayment, isPaymentReceived } from './cell-kinds.ts';
import type { CsvColumns } from './layout.ts';
import type { CsvRecord } from './spool.ts';

/** What one pass over every row of a file tells about how to read it. */
export interface FileEvidence {
  dateOrders: Set<'DMY' | 'MDY'>;
  /** The form of the first date whose form fixes its order (ISO …), when every date does. */
  onlyFixedDates: boolean;
  fixedForm?: 'YMD' | 'DMY' | 'MDY';
  /** The first date that only one order reads and that contradicts the order decided before it. */
  dateConflict?: { line: number; text: string };
  decimalMarks: Set<DecimalMark>;
  markConflict?: { line: number; text: string };
  /** Rows by the sign of the amount column, and those among them that read as payments to a card. */
  negative: number;
  positive: number;
  negativePayments: number;
  positivePayments: number;
  /** Rows that say a payment was received ("THANK YOU", "Pagamento recebido"), by the sign of their amount. */
  negativeReceived: number;
  positiveReceived: number;
  /**
   * Amounts marked CR (`500.00 CR`, `S$500.00cr`), and positive amounts with no mark at all: a file
   * that marks only its credits (South African and Indian statements, DBS cards) writes money out
   * unmarked. The first marked and the first unmarked cell, for the review's note and questions.
   */
  creditMarked: number;
  unmarked: number;
  firstCreditMarked?: { line: number; text: string };
  firstUnmarked?: { line: number; text: string };
  /** Flag values seen, by key, with the direction each reads as (undefined: not a flag word). */
  flags: Map<string, 'out' | 'in' | undefined>;
  /** The last record that is a transaction; records after it are the footer. */
  lastDataLine: number;
  dataRecords: number;
}

const descriptionOf = (cells: readonly string[], columns: CsvColumns) =>
  columns.description.map((i) => cells[i] ?? '').join(' ');

/** Collects the evidence of one record of the table (below the header) into `evidence`. */
export function addEvidence(evidence: FileEvidence, record: CsvRecord, columns: CsvColumns, latestYear: number): void {
  const { cells, line } = record;
  if (cells.every((cell) => cell === '')) return;
  const description = descriptionOf(cells, columns);
  if (balanceRow(cells, description, columns) !== undefined) return;
  const readings = dateReadings(cells[columns.date] ?? '', latestYear);
  if (!readings.fixed && !readings.DMY && !readings.MDY) {
    // A row with a date and money that does not read is a transaction to refuse, not a footer to skip.
    const money = [columns.amount, columns.debit, columns.credit].some(
      (i) => i !== undefined && !isBlankAmount(cells[i] ?? ''),
    );
    if ((cells[columns.date] ?? '') !== '' && money) evidence.lastDataLine = line;
    return;
  }
  evidence.lastDataLine = line;
  evidence.dataRecords += 1;
  if (readings.fixed) {
    evidence.fixedForm ??= readings.form;
  } else {
    evidence.onlyFixedDates = false;
    const before = evidence.dateOrders.size;
    narrowDateOrders(evidence.dateOrders, readings);
    if (evidence.dateOrders.size === 0 && before > 0) evidence.dateConflict ??= { line, text: cells[columns.date]! };
  }
  for (const column of [columns.amount, columns.debit, columns.credit, columns.balance]) {
    const cell = column === undefined ? '' : (cells[column] ?? '');
    if (cell === '') continue;
    // Once the mark is decided, a cell that reads with it changes nothing.
    if (evidence.decimalMarks.size === 1 && readsWithMark(cell, evidence.decimalMarks.values().next().value!)) continue;
    const marks = decimalMarksOf(cell);
    // A cell that is no amount at all is refused when the rows are read, naming it.
    if (marks.length === 0) continue;
    const before = evidence.decimalMarks.size;
    for (const mark of [...evidence.decimalMarks]) if (!marks.includes(mark)) evidence.decimalMarks.delete(mark);
    if (evidence.decimalMarks.size === 0 && before > 0) evidence.markConflict ??= { line, text: cell };
  }
  if (columns.amount !== undefined) {
    const amount = cells[columns.amount] ?? '';
    const payment = isCardPayment(description);
    const received = payment && isPaymentReceived(description);
    const mark = amountMark(amount.trim());
    if ((mark === 'minus' || mark === 'brackets' || mark === 'dr') && /\d/.test(amount)) {
      evidence.negative += 1;
      if (payment) evidence.negativePayments += 1;
      if (received) evidence.negativeReceived += 1;
    } else if (/[1-9]/.test(amount)) {
      evidence.positive += 1;
      if (payment) evidence.positivePayments += 1;
      if (received) evidence.positiveReceived += 1;
      if (mark === 'cr') {
        evidence.creditMarked += 1;
        evidence.firstCreditMarked ??= { line, text: amount };
      } else if (mark === undefined) {
        evidence.unmarked += 1;
        evidence.firstUnmarked ??= { line, text: amount };
      }
    }
  }
  if (columns.flag !== undefined) {
    const flag = cells[columns.flag] ?? '';
    if (flag !== '' && evidence.flags.size < 50) evidence.flags.set(flagKey(flag), flagDirection(flag));
  }
}

export function newEvidence(): FileEvidence {
  return {
    dateOrders: new Set(['DMY', 'MDY']),
    onlyFixedDates: true,
    decimalMarks: new Set(['.', ',']),
    negative: 0,
    positive: 0,
    negativePayments: 0,
    positivePayments: 0,
    negativeReceived: 0,
    positiveReceived: 0,
    creditMarked: 0,
    unmarked: 0,
    flags: new Map(),
    lastDataLine: 0,
    dataRecords: 0,
  };
}
