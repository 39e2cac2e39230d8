import { formatCents } from '../../shared/money.ts';
import { unreadable } from '../statement-row.ts';
import type { Mt940Field, Mt940Message } from './mt940-fields.ts';
import { at, readBalance, type Mt940Balance } from './mt940-values.ts';
import { readStatementLine, type StatementLine } from './statement-line.ts';

/** A statement line and the :86: fields that follow it (one as a rule; some banks write two). */
export interface Transaction {
  line: StatementLine;
  information: Mt940Field[];
}

export interface Mt940Statement {
  line: number;
  account: string;
  accountField: Mt940Field;
  opening: Mt940Balance;
  closing: Mt940Balance;
  transactions: Transaction[];
}

/**
 * Reads one message's fields. :86: belongs to the :61: right before it; one after the closing
 * balance is about the whole statement (ING's /SUM/) and is not a transaction's. :20:, :28C:, :64:,
 * :65: and other tags carry nothing a row needs.
 */
export function readMessage(message: Mt940Message): Mt940Statement {
  let accountField: Mt940Field | undefined;
  let opening: Mt940Balance | undefined;
  let closing: Mt940Balance | undefined;
  const transactions: Transaction[] = [];
  let previous: string | undefined;
  for (const field of message.fields) {
    const { tag } = field;
    if (tag === '34F' || tag === '13D') {
      throw unreadable(
        `${at(field)}: this is an MT942 interim transaction report (entries not yet on a statement), not an MT940 statement`,
      );
    }
    if (tag.startsWith('25')) accountField ??= field;
    else if (tag === '60F' || tag === '60M') opening ??= readBalance(field);
    else if (tag === '62F' || tag === '62M') closing ??= readBalance(field);
    else if (tag === '61') transactions.push({ line: readStatementLine(field), information: [] });
    else if (tag === '86' && (previous === '61' || previous === '86')) transactions.at(-1)?.information.push(field);
    previous = tag;
  }
  const where = `Line ${message.line}: the MT940 message starting here`;
  const account = accountField?.lines[0]!.trim().replace(/^\//, '');
  if (!accountField || !account) throw unreadable(`${where} has no account (:25:)`);
  if (!opening) throw unreadable(`${where} has no opening balance (:60F:)`);
  if (!closing) throw unreadable(`${where} has no closing balance (:62F:)`);
  if (closing.currency !== opening.currency) {
    throw unreadable(
      `${at(closing.field)}: the closing balance is in ${closing.currency} but the opening balance in ${opening.currency}`,
    );
  }
  return { line: message.line, account, accountField, opening, closing, transactions };
}

/**
 * The opening balance plus the statement lines must make the closing balance: this is how an MT940
 * message proves it was read right (a misread amount or a lost line shows here).
 */
export function reconcile(statement: Mt940Statement): void {
  const { opening, closing, transactions } = statement;
  const total = transactions.reduce((sum, t) => sum + t.line.amountCents, 0);
  if (opening.cents + total === closing.cents) return;
  throw unreadable(
    `${at(closing.field)}: the opening balance ${formatCents(opening.cents)} (line ${opening.field.line}) plus the ${transactions.length} statement ${transactions.length === 1 ? 'line' : 'lines'} (${formatCents(total)}) makes ${formatCents(opening.cents + total)}, not the closing balance ${formatCents(closing.cents)}; the file was not read as the bank wrote it, or it is incomplete`,
  );
}
