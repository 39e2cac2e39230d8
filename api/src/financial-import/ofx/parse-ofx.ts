import type { Cents } from '../../shared/money.ts';
import { unreadable, type ImportLimits, type ParsedStatement, type StatementRow } from '../statement-row.ts';
import { ofxStatements, type OfxStatement } from './ofx-statements.ts';
import { decodeOfx } from './ofx-text.ts';
import { readOfxTransaction } from './ofx-transaction.ts';
import { readOfxTree } from './ofx-tree.ts';
import { ofxAmount, ofxDate } from './ofx-values.ts';

/** Transaction types that take money out: a statement with them but no amount below zero is suspect. */
const MONEY_OUT_TYPES = new Set(['DEBIT', 'CHECK', 'FEE', 'SRVCHG', 'ATM', 'POS', 'PAYMENT', 'CASH', 'DIRECTDEBIT']);

/**
 * A file is imported into one account: several statements are read one after the other only when
 * they are of the same account in the same currency (a bank that splits a long period); statements
 * of different accounts (a checking account and a card) are refused rather than mixed.
 */
function sameAccount(statements: readonly OfxStatement[]): void {
  const accounts = new Map<string, OfxStatement>();
  for (const statement of statements) {
    if (!accounts.has(statement.account ?? '')) accounts.set(statement.account ?? '', statement);
  }
  if (accounts.size > 1) {
    const list = [...accounts.values()]
      .map(
        (statement) =>
          `${statement.account ? `"${statement.account}"` : 'one without ACCTID'} at line ${statement.line}`,
      )
      .join(', ');
    throw unreadable(
      `The file holds statements of ${accounts.size} accounts (${list}); export each account to a file of its own and import them one by one`,
    );
  }
  const currencies = new Set(statements.map((statement) => statement.currency ?? ''));
  if (currencies.size > 1) {
    throw unreadable(`The file's statements are in different currencies (${[...currencies].join(', ')})`);
  }
}

/** LEDGERBAL of the statement it is latest for (DTASOF; the later one in the file on a tie). */
function closingBalance(statements: readonly OfxStatement[]): { cents: Cents; asOf: string | undefined } | undefined {
  const asOf = (statement: OfxStatement) => ofxDate(statement.ledger?.asOf ?? '') ?? '';
  let latest: OfxStatement | undefined;
  for (const statement of statements) {
    if (statement.ledger && (!latest || asOf(statement) >= asOf(latest))) latest = statement;
  }
  if (!latest?.ledger) return undefined;
  const amount = ofxAmount(latest.ledger.amount);
  if ('reason' in amount) {
    throw unreadable(
      `Line ${latest.ledger.line}: the balance "${latest.ledger.amount}" (LEDGERBAL/BALAMT) ${amount.reason}`,
    );
  }
  return { cents: amount.cents, asOf: asOf(latest) || undefined };
}

/**
 * Reads an OFX or QFX statement (OFX 1.x SGML or 2.x XML; QFX is OFX with Quicken's `INTU.*`
 * elements): the transactions of its bank (`STMTRS`) or credit card (`CCSTMTRS`) statement, its
 * closing balance (LEDGERBAL), currency (CURDEF) and account (ACCTID). See docs/import-formats-ofx-qif.md.
 */
export function parseOfx(bytes: Uint8Array, limits: ImportLimits): ParsedStatement {
  if (bytes.length === 0) throw unreadable('The file is empty');
  const { text, encoding, dialect, notes } = decodeOfx(bytes);
  if (!/<OFX[\s>]/i.test(text)) {
    throw unreadable(
      'This is not an OFX or QFX file: it has no <OFX> element (an OFX file starts with OFXHEADER:100 or <?OFX OFXHEADER="200"?>)',
    );
  }
  const document = readOfxTree(text);
  if (!document.complete) {
    const lastLine = text.trimEnd().split(/\r\n|\r|\n/).length;
    throw unreadable(
      `Line ${lastLine}: the file ends before its closing </OFX>, so it was cut off; download the statement again`,
    );
  }
  const statements = ofxStatements(document.roots);
  sameAccount(statements);

  const rows: StatementRow[] = [];
  const marks = new Set<string>();
  let zeros = 0;
  let debitAboveZero = false;
  for (const statement of statements) {
    for (const transaction of statement.transactions) {
      const { row, mark, type } = readOfxTransaction(transaction, statement, limits);
      if (mark) marks.add(mark);
      if (!row) {
        zeros += 1;
        continue;
      }
      if (rows.length >= limits.maxRows) {
        throw unreadable(
          `Line ${row.line}: the file has more than ${limits.maxRows} transactions; split it into smaller files`,
        );
      }
      rows.push(row);
      if (type && MONEY_OUT_TYPES.has(type) && row.amountCents > 0) debitAboveZero = true;
    }
  }
  if (rows.length === 0) {
    throw unreadable(
      zeros > 0
        ? 'The statement’s transactions are all of zero: there is nothing to import'
        : 'The statement has no transactions (no STMTTRN)',
    );
  }

  const first = statements[0]!;
  const qfx = /<INTU\.BID>/i.test(text);
  notes.unshift(`${qfx ? 'QFX (Quicken Web Connect), read as ' : ''}${dialect}`);
  if (statements.length > 1) {
    notes.push(`${statements.length} statements of the same account, read one after the other`);
  }
  if (first.kind === 'card') {
    notes.push('Credit card statement: purchases are below zero (money out) and payments above, as OFX signs them');
  }
  if (debitAboveZero && rows.every((row) => row.amountCents > 0)) {
    notes.push('Every amount is above zero although some are debits: check that the bank signed its amounts');
  }
  if (marks.has('.') && marks.has(',')) {
    notes.push(
      'Some amounts have a decimal point and others a decimal comma; OFX allows either, each was read as written',
    );
  }
  if (zeros > 0) notes.push(`${zeros} transaction${zeros === 1 ? '' : 's'} of zero left out`);

  const closing = closingBalance(statements);
  if (closing?.asOf) notes.push(`Closing balance (LEDGERBAL) as of ${closing.asOf}`);
  const decimalMark = marks.has(',') && !marks.has('.') ? ',' : marks.has('.') && !marks.has(',') ? '.' : undefined;
  return {
    rows,
    facts: {
      ...(closing && { closingBalanceCents: closing.cents }),
      ...(first.currency && { currency: first.currency }),
      ...(first.account && { account: first.account }),
    },
    reading: {
      encoding,
      dateOrder: 'YMD',
      dateOrderFrom: 'format',
      ...(decimalMark && { decimalMark }),
      signConvention: 'format',
      notes,
    },
  };
}
