import { formatCents, type Cents } from '../../shared/money.ts';
import { unreadable, type ImportLimits, type ParsedStatement, type StatementRow } from '../statement-row.ts';
import { readEntry, type CamtEntry, type UnbookedEntry } from './camt-entry.ts';
import { camt053Version } from './camt-message.ts';
import { readStatementHead, type CamtStatementHead } from './camt-statement.ts';
import { decodeXml } from './xml-encoding.ts';
import { readXml, type XmlElement } from './xml-tree.ts';

interface CamtStatement extends CamtStatementHead {
  entries: CamtEntry[];
  unbooked: UnbookedEntry[];
}

const accountKey = (s: CamtStatementHead) => `${s.account.replace(/\s+/g, '').toUpperCase()} ${s.currency ?? ''}`;
/** An entry's amount, read the other way when it is a reversal and reversals are flipped. */
const amountOf = (entry: CamtEntry, flipReversals: boolean): Cents =>
  flipReversals && entry.reversal ? -(entry.amountCents as number) : entry.amountCents;
const sum = (entries: readonly CamtEntry[], flipReversals: boolean): Cents =>
  entries.reduce((total: number, e) => total + amountOf(e, flipReversals), 0);

/**
 * Reads the XML, identifying the message as soon as its element opens (so a camt.054 or a pain.001
 * is refused before its entries are read) and reading each Stmt's entries as they close.
 */
function readStatements(text: string, limits: ImportLimits) {
  let version: string | undefined;
  let messageLine = 1;
  let booked = 0;
  let entries: CamtEntry[] = [];
  let unbooked: UnbookedEntry[] = [];
  const statements: CamtStatement[] = [];
  const root = readXml(text, {
    open(element, parent) {
      if (version || parent?.name !== 'Document') return;
      version = camt053Version(element);
      messageLine = element.line;
    },
    close(element: XmlElement, parent) {
      if (!version) return false;
      if (element.name === 'Ntry' && parent?.name === 'Stmt') {
        const entry = readEntry(element);
        if ('status' in entry) unbooked.push(entry);
        else if (++booked > limits.maxRows) {
          throw unreadable(
            `Line ${entry.line}: the statement has more than ${limits.maxRows} transactions; split it into smaller files`,
          );
        } else entries.push(entry);
        return true;
      }
      if (element.name === 'Stmt' && parent?.name === 'BkToCstmrStmt') {
        statements.push({ ...readStatementHead(element), entries, unbooked });
        entries = [];
        unbooked = [];
        return true;
      }
      return false;
    },
  });
  if (!version) {
    throw unreadable(
      `This XML file is not an ISO 20022 camt.053 statement: its root element is <${root.name}>, and no <Document> holds a <BkToCstmrStmt>`,
    );
  }
  if (statements.length === 0) throw unreadable(`Line ${messageLine}: the camt.053 message has no statement (Stmt)`);
  return { version, statements };
}

const accountName = (s: CamtStatementHead) => [s.account, s.currency].filter(Boolean).join(' ');

/** One file is one bank account's statement(s): several Stmt are read in order if they are of the same account. */
function checkOneAccount(statements: readonly CamtStatement[]): void {
  const first = statements[0]!;
  for (const statement of statements) {
    if (accountKey(statement) !== accountKey(first)) {
      throw unreadable(
        `Line ${statement.line} (Stmt): this statement is of account ${accountName(statement)}, the first one of ${accountName(first)}; a file is imported into one bank account, so import each account's statement on its own`,
      );
    }
    const foreign = statement.entries.find(
      (e) => e.currency && statement.currency && e.currency !== statement.currency,
    );
    if (foreign) {
      throw unreadable(
        `Line ${foreign.line} (Ntry/Amt): the amount is in ${foreign.currency} but the account is in ${statement.currency}`,
      );
    }
  }
}

/**
 * The booked entries must take the opening balance to the closing one (when the Stmt states both):
 * this is how a statement proves it was read right. Some banks mark a reversal with the original
 * entry's direction instead of the reversal's (against the standard); when only that reading adds
 * up, it is used and said in the notes.
 */
function reconcile(statement: CamtStatement): boolean {
  const { opening, closing, entries } = statement;
  if (!opening || !closing) return false;
  const total = sum(entries, false);
  if (opening.cents + total === closing.cents) return false;
  if (entries.some((e) => e.reversal) && opening.cents + sum(entries, true) === closing.cents) return true;
  throw unreadable(
    `Line ${closing.line} (Bal ${closing.code}): the opening balance ${formatCents(opening.cents)} plus the ${entries.length} booked ${entries.length === 1 ? 'entry' : 'entries'} (${formatCents(total)}) makes ${formatCents(opening.cents + total)}, not the closing balance ${formatCents(closing.cents)}; the statement was not read as the bank wrote it`,
  );
}

function toRows(statements: readonly CamtStatement[], limits: ImportLimits, notes: string[]): StatementRow[] {
  const rows: StatementRow[] = [];
  let zero = 0;
  for (const statement of statements) {
    const flipped = reconcile(statement);
    if (flipped) {
      notes.push(
        `Statement at line ${statement.line}: the bank marks reversals (RvslInd) with the original entry's direction; they were read the other way, so the balances add up`,
      );
    }
    for (const entry of statement.entries) {
      if (entry.processed < limits.earliest || entry.processed > limits.latest) {
        throw unreadable(
          `Line ${entry.line} (Ntry/${entry.dateField}): the date ${entry.processed} is outside ${limits.earliest} to ${limits.latest}`,
        );
      }
      if (entry.amountCents === 0) {
        zero += 1;
        continue;
      }
      const amountCents = amountOf(entry, flipped);
      rows.push({
        line: entry.line,
        processed: entry.processed,
        description: entry.description,
        amountCents,
        accountCode: '',
        ...(entry.reference ? { reference: entry.reference } : {}),
      });
    }
  }
  if (zero > 0) notes.push(`${zero} ${zero === 1 ? 'entry' : 'entries'} of zero amount left out`);
  return rows;
}

function unbookedNote(statements: readonly CamtStatement[]): string | undefined {
  const unbooked = statements.flatMap((s) => s.unbooked);
  if (unbooked.length === 0) return undefined;
  const statuses = [...new Set(unbooked.map((e) => e.status))].join(', ');
  const one = unbooked.length === 1;
  return `${unbooked.length} ${one ? 'entry' : 'entries'} not booked (Sts ${statuses}) left out: ${one ? 'it is' : 'they are'} not in the booked balance`;
}

/**
 * Reads an ISO 20022 camt.053 bank-to-customer statement (versions 001.02 to 001.08), as
 * docs/import-formats-camt-mt940.md describes: one row per booked entry (Ntry), in file order.
 */
export function parseCamt053(bytes: Uint8Array, limits: ImportLimits): ParsedStatement {
  const { text, encoding, notes } = decodeXml(bytes);
  if (!/^\s*</.test(text)) {
    throw unreadable('Line 1: this file is not XML; a camt.053 statement is an XML document (<?xml …?><Document …>)');
  }
  const { version, statements } = readStatements(text, limits);
  checkOneAccount(statements);
  notes.unshift(`ISO 20022 ${version}`);
  if (statements.length > 1) notes.push(`${statements.length} statements of the same account, read in order`);
  const rows = toRows(statements, limits, notes);
  const unbooked = unbookedNote(statements);
  if (unbooked) notes.push(unbooked);
  const first = statements[0]!;
  const last = statements.at(-1)!;
  return {
    rows,
    facts: {
      account: first.account,
      ...(first.currency ? { currency: first.currency } : {}),
      ...(first.opening ? { openingBalanceCents: first.opening.cents } : {}),
      ...(last.closing ? { closingBalanceCents: last.closing.cents } : {}),
    },
    reading: { encoding, signConvention: 'format', notes },
  };
}
