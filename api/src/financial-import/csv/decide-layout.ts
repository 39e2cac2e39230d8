import type { DateOrder } from '../statement-row.ts';
import type { FileEvidence } from './evidence.ts';
import type { CsvLayout, LayoutQuestion } from './layout.ts';
import type { SniffedLayout } from './sniff.ts';

export interface DecidedLayout {
  layout: CsvLayout;
  questions: LayoutQuestion[];
  /** Where the date order came from. */
  dateOrderFrom: 'file' | 'region' | 'profile';
  /** The form dates are written in when all of them fix their own order (ISO …). */
  fixedDateForm?: DateOrder;
  /** What the review should say about a decision the file made on its own. */
  notes: string[];
  /** True when the file marks only its credits (`500.00 CR`): its unmarked amounts are money out. */
  unmarkedOut: boolean;
}

/** The part of a layout a person (the mapping step) or a bank profile fixed; the rest is decided from the file. */
export type LayoutChoices = Partial<Omit<CsvLayout, 'encoding'>> & { encoding?: CsvLayout['encoding'] };

function signConvention(
  sniffed: SniffedLayout,
  evidence: FileEvidence,
  questions: LayoutQuestion[],
  notes: string[],
): Pick<CsvLayout, 'signConvention' | 'outFlags'> {
  const { columns } = sniffed;
  if (columns.amount === undefined) return { signConvention: 'debit-credit' };
  if (columns.flag !== undefined && evidence.negative === 0) {
    const unknown = [...evidence.flags].filter(([, direction]) => direction === undefined).map(([key]) => key);
    const outFlags = [...evidence.flags].filter(([, direction]) => direction === 'out').map(([key]) => key);
    if (unknown.length > 0 || outFlags.length === 0) {
      questions.push({
        about: 'signConvention',
        message: `The direction column has values whose meaning is not known (${[...evidence.flags.keys()].slice(0, 6).join(', ')}): say which mean money out`,
      });
    }
    return { signConvention: 'flag', outFlags };
  }
  const rows = evidence.negative + evidence.positive;
  // A card statement lists purchases as positive amounts and the payments to the card as negative ones.
  const cardLike =
    evidence.negative > 0 &&
    evidence.negativePayments >= evidence.negative * 0.5 &&
    evidence.positive >= rows * 0.7 &&
    evidence.positivePayments <= evidence.positive * 0.2;
  // Sure only when every negative row is a payment or refund, no positive one is, there is no
  // balance to follow, and either a negative row says the payment was received ("THANK YOU",
  // "Pagamento recebido": money in on a bank account) or a column only card exports have says so.
  const surelyCard =
    cardLike &&
    rows >= 3 &&
    columns.balance === undefined &&
    evidence.negativePayments === evidence.negative &&
    evidence.positivePayments === 0 &&
    evidence.positiveReceived === 0 &&
    (evidence.negativeReceived > 0 || sniffed.cardHeader);
  if (surelyCard) {
    notes.push(
      'Read as a card statement: purchases are positive in the file and are money out; the negative rows are payments to the card',
    );
    return { signConvention: 'card' };
  }
  if (cardLike) {
    questions.push({
      about: 'signConvention',
      message:
        'This looks like a card statement: most amounts are positive and the negative ones are payments. Are purchases positive here (money out)?',
    });
    return { signConvention: 'card' };
  }
  if (evidence.negative === 0 && evidence.positive >= 3 && evidence.creditMarked === 0) {
    questions.push({
      about: 'signConvention',
      message: 'Every amount in the file is positive: say whether they are money in, or purchases on a card statement',
    });
  }
  return { signConvention: 'signed' };
}

/**
 * Whether the amounts without a mark are money out: yes when some amounts are marked CR and none is
 * marked DR, negative or in brackets (the file marks its credits only); a file that marks credits
 * and debits both and leaves some amounts unmarked is a question. Decided from every row.
 */
function unmarkedAmounts(
  evidence: FileEvidence,
  signConvention: CsvLayout['signConvention'],
  questions: LayoutQuestion[],
  notes: string[],
): boolean {
  if (signConvention !== 'signed' || evidence.creditMarked === 0 || evidence.unmarked === 0) return false;
  const marked = evidence.firstCreditMarked!;
  const unmarked = evidence.firstUnmarked!;
  if (evidence.negative > 0) {
    questions.push({
      about: 'signConvention',
      message: `Some amounts are marked CR (line ${marked.line}: "${marked.text}"), some are negative or marked DR, and others have no mark (line ${unmarked.line}: "${unmarked.text}"): say whether the unmarked amounts are money in`,
    });
    return false;
  }
  notes.push(
    `Amounts marked CR are money in and the ${evidence.unmarked} without a mark are money out (line ${unmarked.line}: "${unmarked.text}")`,
  );
  return true;
}

/**
 * The layout to read the file with: what the sniffer found, with the date order, decimal mark and
 * sign convention decided from every row's evidence, and anything `chosen` (a profile, the mapping
 * step) taking precedence. What could not be decided surely is a question.
 */
export function decideLayout(
  sniffed: SniffedLayout,
  evidence: FileEvidence,
  encoding: CsvLayout['encoding'],
  ambiguousDateOrder: 'DMY' | 'MDY',
  chosen: LayoutChoices = {},
): DecidedLayout {
  const questions = [...sniffed.questions];
  let dateOrderFrom: DecidedLayout['dateOrderFrom'] = 'file';
  let dateOrder: 'DMY' | 'MDY';
  if (evidence.dateOrders.size === 1) dateOrder = [...evidence.dateOrders][0]!;
  else {
    dateOrder = ambiguousDateOrder;
    if (evidence.dateOrders.size === 0) {
      const at = evidence.dateConflict;
      questions.push({
        about: 'dateOrder',
        message: `The dates contradict each other: some have a day above 12 first, others second${at ? ` (line ${at.line}: "${at.text}")` : ''}`,
      });
    } else if (!evidence.onlyFixedDates) dateOrderFrom = 'region';
  }
  let decimalMark: CsvLayout['decimalMark'] = evidence.decimalMarks.has('.') ? '.' : ',';
  if (evidence.decimalMarks.size === 0) {
    const at = evidence.markConflict;
    decimalMark = '.';
    questions.push({
      about: 'decimalMark',
      message: `The amounts mix a decimal point and a decimal comma${at ? ` (line ${at.line}: "${at.text}")` : ''}`,
    });
  } else if (evidence.decimalMarks.size === 2) {
    // Every amount is whole (or grouped only): either mark reads the same values.
    decimalMark = sniffed.delimiter === ';' ? ',' : '.';
  }
  const notes = chosen.columns ? [] : [...sniffed.notes];
  const sign = signConvention(sniffed, evidence, questions, chosen.signConvention ? [] : notes);
  const layout: CsvLayout = {
    encoding: chosen.encoding ?? encoding,
    delimiter: chosen.delimiter ?? sniffed.delimiter,
    skipRecords: chosen.skipRecords ?? sniffed.skipRecords,
    hasHeader: chosen.hasHeader ?? sniffed.hasHeader,
    columns: chosen.columns ?? sniffed.columns,
    dateOrder: chosen.dateOrder ?? dateOrder,
    decimalMark: chosen.decimalMark ?? decimalMark,
    signConvention: chosen.signConvention ?? sign.signConvention,
    outFlags: chosen.outFlags ?? sign.outFlags,
  };
  if (chosen.dateOrder) dateOrderFrom = 'profile';
  // A sign convention a person chose reads unmarked amounts as written.
  const unmarkedOut = chosen.signConvention
    ? false
    : unmarkedAmounts(evidence, layout.signConvention, questions, notes);
  // What the person chose is no longer a question.
  const answered = new Set<LayoutQuestion['about']>();
  if (chosen.columns) answered.add('columns').add('header');
  if (chosen.dateOrder) answered.add('dateOrder');
  if (chosen.decimalMark) answered.add('decimalMark');
  if (chosen.signConvention) answered.add('signConvention');
  return {
    layout,
    questions: questions.filter((q) => !answered.has(q.about)),
    dateOrderFrom,
    fixedDateForm: evidence.onlyFixedDates ? evidence.fixedForm : undefined,
    notes,
    unmarkedOut,
  };
}
