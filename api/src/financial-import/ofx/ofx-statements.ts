import { unreadable } from '../statement-row.ts';
import { child, childText, findAll, type OfxElement } from './ofx-tree.ts';

/** One statement of an OFX file: a bank account's (`STMTRS`) or a credit card's (`CCSTMTRS`). */
export interface OfxStatement {
  kind: 'bank' | 'card';
  /** The line of its `<STMTRS>` / `<CCSTMTRS>`. */
  line: number;
  /** ACCTID of BANKACCTFROM / CCACCTFROM, as written. */
  account: string | undefined;
  /** CURDEF, the ISO 4217 currency of its amounts. */
  currency: string | undefined;
  /** The STMTTRN aggregates, in file order. */
  transactions: OfxElement[];
  /** LEDGERBAL, the balance at the end of the statement: BALAMT as written, and DTASOF. */
  ledger: { amount: string; line: number; asOf: string | undefined } | undefined;
}

const STATEMENTS = new Set(['STMTRS', 'CCSTMTRS']);
const TRANSACTIONS = new Set(['STMTTRN']);
const INVESTMENT = new Set(['INVSTMTRS']);
const STATUS = new Set(['STATUS']);

function statementOf(element: OfxElement): OfxStatement {
  const from = child(element, element.name === 'STMTRS' ? 'BANKACCTFROM' : 'CCACCTFROM');
  const ledger = child(element, 'LEDGERBAL');
  const balance = ledger?.children.find((item) => item.name === 'BALAMT' && item.text);
  return {
    kind: element.name === 'STMTRS' ? 'bank' : 'card',
    line: element.line,
    account: (from && childText(from, 'ACCTID')) || undefined,
    currency: childText(element, 'CURDEF')?.toUpperCase() || undefined,
    transactions: findAll(element, TRANSACTIONS),
    ledger:
      ledger && balance?.text
        ? { amount: balance.text, line: balance.line, asOf: childText(ledger, 'DTASOF') || undefined }
        : undefined,
  };
}

/** Why a file holds no statement, when its server said so: `STATUS` with an error code. */
function serverError(roots: readonly OfxElement[]): string | undefined {
  for (const status of roots.flatMap((root) => findAll(root, STATUS))) {
    const code = childText(status, 'CODE');
    if (code && code !== '0') {
      const message = childText(status, 'MESSAGE');
      return `the bank's server answered with error ${code}${message ? ` ("${message}")` : ''}`;
    }
  }
  return undefined;
}

/**
 * The bank and credit card statements of an OFX file, in file order. Refuses a file that has none,
 * saying what it holds instead (an investment statement, or a server's error answer).
 */
export function ofxStatements(roots: readonly OfxElement[]): OfxStatement[] {
  const statements = roots.flatMap((root) => findAll(root, STATEMENTS)).map(statementOf);
  if (statements.length > 0) return statements;
  if (roots.some((root) => findAll(root, INVESTMENT).length > 0)) {
    throw unreadable(
      'This OFX file is an investment statement (INVSTMTRS); only bank and credit card statements are imported',
    );
  }
  const error = serverError(roots);
  throw unreadable(
    `This OFX file holds no bank or credit card statement (no STMTRS or CCSTMTRS)${error ? `: ${error}` : ''}`,
  );
}
