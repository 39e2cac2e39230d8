import { cleanDescription, unreadable, type ImportLimits, type StatementRow } from '../statement-row.ts';
import type { OfxStatement } from './ofx-statements.ts';
import { child, type OfxElement } from './ofx-tree.ts';
import { ofxAmount, ofxDate } from './ofx-values.ts';

/** TRNTYPE (spec 11.4.4.3) in words: the description of a transaction that has no NAME or MEMO. */
const TYPE_WORDS: Readonly<Record<string, string>> = {
  CREDIT: 'Credit',
  DEBIT: 'Debit',
  INT: 'Interest',
  DIV: 'Dividend',
  FEE: 'Fee',
  SRVCHG: 'Service charge',
  DEP: 'Deposit',
  ATM: 'ATM',
  POS: 'Point of sale',
  XFER: 'Transfer',
  CHECK: 'Check',
  PAYMENT: 'Payment',
  CASH: 'Cash withdrawal',
  DIRECTDEP: 'Direct deposit',
  DIRECTDEBIT: 'Direct debit',
  REPEATPMT: 'Repeating payment',
  HOLD: 'Hold',
  OTHER: 'Other',
};

export interface OfxTransactionRead {
  /** Undefined for a transaction of zero, which moves no money. */
  row: StatementRow | undefined;
  /** The decimal mark its TRNAMT was written with, if any. */
  mark: '.' | ',' | undefined;
  /** TRNTYPE, upper case. */
  type: string | undefined;
}

/** A data element among the transaction's own children, with its line. */
function field(transaction: OfxElement, name: string): { text: string; line: number } | undefined {
  const element = transaction.children.find((item) => item.name === name && item.text !== undefined);
  return element ? { text: element.text!, line: element.line } : undefined;
}

/**
 * NAME and MEMO joined with " - ". One of them alone when the other is empty, the same, or its
 * beginning (OFX 1.x cuts NAME at 32 characters and banks repeat it in MEMO in full).
 */
function describe(name: string, memo: string): string {
  const [n, m] = [name.toLowerCase(), memo.toLowerCase()];
  if (!m || n.startsWith(m)) return name;
  if (!n || m.startsWith(n)) return memo;
  return `${name} - ${memo}`;
}

function description(transaction: OfxElement, check: string, type: string | undefined): string {
  // A payee may come as a PAYEE aggregate (with its address) instead of NAME.
  const payee = child(transaction, 'PAYEE');
  const name = cleanDescription(field(transaction, 'NAME')?.text ?? (payee && field(payee, 'NAME')?.text) ?? '');
  const text = describe(name, cleanDescription(field(transaction, 'MEMO')?.text ?? ''));
  const isCheck = type === 'CHECK' && check !== '';
  if (!text) return isCheck ? `Check ${check}` : (TYPE_WORDS[type ?? ''] ?? type ?? '');
  // A check's number tells two checks of the same amount apart. Only a check's: some banks (Santander
  // Brasil) repeat FITID in CHECKNUM for every transaction.
  if (!isCheck || text.includes(check)) return text;
  return /^(check|cheque|chq|chk)\.?$/i.test(text) ? `${text} ${check}` : `${text} - Check ${check}`;
}

/**
 * Reads one STMTTRN: DTPOSTED (the date as written), TRNAMT (signed as OFX signs it: below zero
 * money out, for bank and card statements alike), NAME/MEMO, FITID as the reference (CHECKNUM when
 * there is no FITID). Refuses, naming the line and the element, a transaction it cannot read.
 */
export function readOfxTransaction(
  transaction: OfxElement,
  statement: OfxStatement,
  limits: ImportLimits,
): OfxTransactionRead {
  const type = field(transaction, 'TRNTYPE')?.text.toUpperCase() || undefined;
  const posted = field(transaction, 'DTPOSTED');
  if (!posted?.text)
    throw unreadable(`Line ${transaction.line}: the transaction has no DTPOSTED (the date it was posted)`);
  const processed = ofxDate(posted.text);
  if (!processed) {
    throw unreadable(
      `Line ${posted.line}: the date "${posted.text}" (DTPOSTED) of the transaction is not a date (OFX writes YYYYMMDD)`,
    );
  }
  if (processed < limits.earliest || processed > limits.latest) {
    throw unreadable(
      `Line ${posted.line}: the date ${processed} (DTPOSTED) is outside ${limits.earliest} to ${limits.latest}`,
    );
  }

  const written = field(transaction, 'TRNAMT');
  if (!written?.text) throw unreadable(`Line ${transaction.line}: the transaction has no TRNAMT (its amount)`);
  const amount = ofxAmount(written.text);
  if ('reason' in amount) {
    throw unreadable(`Line ${written.line}: the amount "${written.text}" (TRNAMT) of the transaction ${amount.reason}`);
  }
  const currency = child(transaction, 'CURRENCY');
  const symbol = currency && field(currency, 'CURSYM')?.text.toUpperCase();
  if (symbol && symbol !== statement.currency) {
    throw unreadable(
      `Line ${currency.line}: the transaction's amount is in ${symbol}, not in the statement's currency ${statement.currency ?? '(none named)'}; such transactions are not imported`,
    );
  }
  if (amount.cents === 0) return { row: undefined, mark: amount.mark, type };

  const fitid = field(transaction, 'FITID')?.text ?? '';
  const check = field(transaction, 'CHECKNUM')?.text ?? '';
  const text = description(transaction, check, type);
  if (!text) throw unreadable(`Line ${transaction.line}: the transaction has no NAME, MEMO or TRNTYPE to describe it`);
  const row: StatementRow = {
    line: transaction.line,
    processed,
    description: text,
    amountCents: amount.cents,
    accountCode: '',
  };
  if (fitid || check) row.reference = fitid || check;
  return { row, mark: amount.mark, type };
}
