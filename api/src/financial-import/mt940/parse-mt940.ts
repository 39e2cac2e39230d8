import { joinDescriptionParts } from '../camt053/description-parts.ts';
import { unreadable, type ImportLimits, type ParsedStatement, type StatementRow } from '../statement-row.ts';
import { decodeText, detectEncoding } from '../text-encoding.ts';
import { readInformation } from './information-to-owner.ts';
import { splitMessages } from './mt940-fields.ts';
import { readMessage, reconcile, type Mt940Statement, type Transaction } from './mt940-message.ts';
import { at } from './mt940-values.ts';

/** Owner references that only point into :86: (or say there is none), not a reference of their own. */
const PLACEHOLDER_REFERENCE = /^(NONREF|EREF|PREF|MARF|KREF\+?|NOTPROVIDED)?$/i;

const accountKey = (s: Mt940Statement) => `${s.account.replace(/\s+/g, '').toUpperCase()} ${s.opening.currency}`;

function description({ line, information }: Transaction): string {
  const parts = information.map((field) => readInformation(field.lines, ':86:'.length));
  const text = joinDescriptionParts(parts.flatMap((p) => [p.remittance, p.name, p.bookingText]));
  if (text) return text;
  // No :86: (or an empty one): what the :61: line itself says.
  const owner = PLACEHOLDER_REFERENCE.test(line.ownerReference) ? undefined : line.ownerReference;
  return joinDescriptionParts([line.supplementary, owner, line.bankReference]) || line.typeCode;
}

function reference({ line }: Transaction): string | undefined {
  if (line.bankReference) return line.bankReference;
  return PLACEHOLDER_REFERENCE.test(line.ownerReference) ? undefined : line.ownerReference;
}

/** A file is imported into one bank account: its messages (one per day, often) must all be of one account. */
function checkOneAccount(statements: readonly Mt940Statement[]): void {
  const first = statements[0]!;
  for (const statement of statements) {
    if (accountKey(statement) === accountKey(first)) continue;
    throw unreadable(
      `${at(statement.accountField)}: this message is of account ${statement.account} in ${statement.opening.currency}, the first one of ${first.account} in ${first.opening.currency}; a file is imported into one bank account, so import each account's statements on its own`,
    );
  }
}

function toRows(statements: readonly Mt940Statement[], limits: ImportLimits, notes: string[]): StatementRow[] {
  const rows: StatementRow[] = [];
  let byValueDate = 0;
  let zero = 0;
  let count = 0;
  for (const transaction of statements.flatMap((s) => s.transactions)) {
    const { line } = transaction;
    if (++count > limits.maxRows) {
      throw unreadable(
        `${at(line.field)}: the statement has more than ${limits.maxRows} transactions; split it into smaller files`,
      );
    }
    const processed = line.entryDate ?? line.valueDate;
    if (!line.entryDate) byValueDate += 1;
    if (processed < limits.earliest || processed > limits.latest) {
      throw unreadable(`${at(line.field)}: the date ${processed} is outside ${limits.earliest} to ${limits.latest}`);
    }
    if (line.amountCents === 0) {
      zero += 1;
      continue;
    }
    const ref = reference(transaction);
    rows.push({
      line: line.field.line,
      processed,
      description: description(transaction),
      amountCents: line.amountCents,
      accountCode: '',
      ...(ref ? { reference: ref } : {}),
    });
  }
  if (byValueDate > 0)
    notes.push(`${byValueDate} of the statement lines have no entry date: dated by their value date`);
  if (zero > 0) notes.push(`${zero} statement ${zero === 1 ? 'line' : 'lines'} of zero amount left out`);
  return rows;
}

/**
 * Reads a SWIFT MT940 customer statement, as docs/import-formats-camt-mt940.md describes: one row
 * per :61: statement line, in file order, dated by its entry (booking) date, else its value date.
 * Every message must add up (opening + lines = closing), or the file is refused.
 */
export function parseMt940(bytes: Uint8Array, limits: ImportLimits): ParsedStatement {
  const encoding = detectEncoding(bytes);
  const messages = splitMessages(decodeText(bytes, encoding));
  if (messages.length === 0) {
    throw unreadable('This file is not an MT940 statement: no line starts with a field tag such as :20:, :25: or :61:');
  }
  const statements = messages.map(readMessage);
  checkOneAccount(statements);
  statements.forEach(reconcile);
  const notes = [`SWIFT MT940, ${statements.length} ${statements.length === 1 ? 'message' : 'messages'}`];
  const rows = toRows(statements, limits, notes);
  const first = statements[0]!;
  const last = statements.at(-1)!;
  return {
    rows,
    facts: {
      account: first.account,
      currency: first.opening.currency,
      openingBalanceCents: first.opening.cents,
      closingBalanceCents: last.closing.cents,
    },
    reading: { encoding, signConvention: 'format', notes },
  };
}
