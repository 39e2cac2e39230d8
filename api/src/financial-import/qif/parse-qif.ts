import type { Cents } from '../../shared/money.ts';
import { unreadable, type ImportLimits, type ParsedStatement, type StatementRow } from '../statement-row.ts';
import { decodeText, detectEncoding } from '../text-encoding.ts';
import { decideDecimalMark } from './qif-amounts.ts';
import { decideDateOrder } from './qif-dates.ts';
import { qifSections, type QifRecord, type QifSection } from './qif-sections.ts';
import { isOpeningBalance, readQifTransaction, recordAmounts, recordDate, recordTotal } from './qif-transaction.ts';

export interface QifOptions {
  /** The order to read dates in when no date of the file decides it (the company's region's). */
  ambiguousDateOrder: 'DMY' | 'MDY';
}

/** A file is imported into one account: registers of different named accounts are refused, not mixed. */
function oneAccount(registers: readonly QifSection[]): string | undefined {
  const names = new Map<string, QifSection>();
  for (const register of registers) {
    if (!names.has(register.account?.name ?? '')) names.set(register.account?.name ?? '', register);
  }
  if (names.size > 1) {
    const list = [...names.values()]
      .map((register) =>
        register.account
          ? `"${register.account.name}" at line ${register.account.line}`
          : `one at line ${register.line}`,
      )
      .join(', ');
    throw unreadable(
      `The file holds the transactions of ${names.size} accounts (${list}); export each account to a file of its own and import them one by one`,
    );
  }
  return registers[0]!.account?.name;
}

function transactionRecords(registers: readonly QifSection[]): QifRecord[] {
  const records = registers.flatMap((register) => register.records);
  const open = records.find((record) => !record.ended);
  if (open) {
    throw unreadable(
      `Line ${open.line}: the transaction has no ^ line to end it, so the file may have been cut off; export it again`,
    );
  }
  return records;
}

function dateNote(order: ReturnType<typeof decideDateOrder>): string {
  if (order.order === 'YMD') return 'Dates are written year first';
  const name = order.order === 'DMY' ? 'day first (DMY)' : 'month first (MDY)';
  return order.evidence
    ? `Dates read ${name}: "${order.evidence.text}" on line ${order.evidence.line} can only be read that way`
    : `Every date could be read day first or month first; read ${name}, as the company's region writes dates`;
}

/**
 * Reads a QIF file (Quicken Interchange Format): the transactions of its bank, cash, credit card
 * and other asset/liability registers. Category, class, memorized and account lists are left out;
 * investment registers are refused. The day/month order and the decimal mark are decided once for
 * the whole file from all its values. See docs/import-formats-ofx-qif.md.
 */
export function parseQif(bytes: Uint8Array, limits: ImportLimits, options: QifOptions): ParsedStatement {
  if (bytes.length === 0) throw unreadable('The file is empty');
  const encoding = detectEncoding(bytes);
  const sections = qifSections(decodeText(bytes, encoding));
  const registers = sections.filter((section) => section.kind === 'register');
  if (registers.length === 0) {
    const found = sections.map((section) => section.header).join(', ');
    throw unreadable(
      `The QIF file has no bank, cash or card transactions (it holds ${found || 'nothing'}); export an account's register`,
    );
  }
  const account = oneAccount(registers);
  const records = transactionRecords(registers);
  const order = decideDateOrder(records.map(recordDate), options.ambiguousDateOrder);
  const mark = decideDecimalMark(records.flatMap(recordAmounts));

  const notes: string[] = [dateNote(order)];
  let openingBalanceCents: Cents | undefined;
  const rows: StatementRow[] = [];
  let zeros = 0;
  records.forEach((record, index) => {
    if (index === 0 && isOpeningBalance(record)) {
      openingBalanceCents = recordTotal(record, mark);
      notes.push(`The "Opening Balance" record on line ${record.line} is the opening balance, not a transaction`);
      return;
    }
    const row = readQifTransaction(record, order.order, mark, limits);
    if (!row) {
      zeros += 1;
      return;
    }
    if (rows.length >= limits.maxRows) {
      throw unreadable(
        `Line ${row.line}: the file has more than ${limits.maxRows} transactions; split it into smaller files`,
      );
    }
    rows.push(row);
  });
  if (rows.length === 0) {
    throw unreadable(
      zeros > 0
        ? 'The file’s transactions are all of zero: there is nothing to import'
        : 'The file has no transactions',
    );
  }

  const cards = registers.filter((register) => register.register === 'CCard');
  if (cards.length > 0) {
    notes.push('Credit card register: purchases are below zero (money out) and payments above, as Quicken writes them');
    if (rows.every((row) => row.amountCents > 0)) {
      notes.push('Every amount is above zero: some banks write card purchases that way; check the signs');
    }
  }
  for (const list of sections.filter((section) => section.kind === 'list')) {
    notes.push(`The list under ${list.header} on line ${list.line} was left out`);
  }
  if (zeros > 0) notes.push(`${zeros} transaction${zeros === 1 ? '' : 's'} of zero left out`);

  return {
    rows,
    facts: {
      ...(openingBalanceCents !== undefined && { openingBalanceCents }),
      ...(account && { account }),
    },
    reading: {
      encoding,
      dateOrder: order.order,
      dateOrderFrom: order.from,
      decimalMark: mark,
      signConvention: 'format',
      notes,
    },
  };
}
