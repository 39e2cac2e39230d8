import type { Cents } from '../../shared/money.ts';
import { unreadable } from '../statement-row.ts';
import type { Mt940Field } from './mt940-fields.ts';
import { at, entryDate, swiftAmount, swiftDate } from './mt940-values.ts';

/** A :61: statement line. */
export interface StatementLine {
  field: Mt940Field;
  valueDate: string;
  /** The booking date, when the line has one (MMDD after the value date). */
  entryDate: string | undefined;
  /** Below 0 money out: D and RC (reversal of a credit) are out, C and RD (reversal of a debit) in. */
  amountCents: Cents;
  /** N, F or S and three characters: NTRF, NMSC, N654, S103 … */
  typeCode: string;
  /** Reference for the account owner (NONREF when there is none). */
  ownerReference: string;
  /** The bank's own reference, after "//". */
  bankReference: string | undefined;
  /** The line below, 34 characters (ING: /TRCD/…/; Rabobank, ABN AMRO: the other account). */
  supplementary: string | undefined;
}

const SIGN: Readonly<Record<string, 1 | -1>> = { C: 1, D: -1, RC: -1, RD: 1 };

/** A whole statement line, read at once (the pieces are checked after). */
const LINE = /^(\d{6})(\d{4})?(RC|RD|C|D)(?:[A-Z](?=\d))?([\d.,]+)([NFS][A-Z0-9]{3})(.*)$/s;

/** Reads a line the pattern does not match piece by piece, to say which piece is wrong. */
function refuseLine(text: string, field: Mt940Field): never {
  const value = /^\d{6}/.exec(text);
  if (!value) throw unreadable(`${at(field)}: the line has no value date (YYMMDD) at its start`);
  swiftDate(value[0], field, 'value date');
  const rest = text.slice(6).replace(/^\d{4}/, '');
  const mark = /^(?:RC|RD|C|D)/.exec(rest)?.[0];
  if (!mark) throw unreadable(`${at(field)}: the debit/credit mark "${rest.slice(0, 2)}" is not C, D, RC or RD`);
  if (!/^[A-Z]?[\d.,]/.test(rest.slice(mark.length))) {
    throw unreadable(`${at(field)}: there is no amount after the debit/credit mark ${mark}`);
  }
  throw unreadable(
    `${at(field)}: the transaction type (N, F or S and three characters, e.g. NTRF) is missing after the amount`,
  );
}

/**
 * Reads `:61:YYMMDD[MMDD](C|D|RC|RD)[funds code]amount type reference[//bank reference]`. The mark
 * is matched longest first: "RD" is a reversal of a debit, "DR" a debit in euros (the funds code R,
 * the third letter of EUR).
 */
export function readStatementLine(field: Mt940Field): StatementLine {
  const text = field.lines[0]!.trim();
  const [, value, booked, mark, amount, typeCode, rest] = LINE.exec(text) ?? refuseLine(text, field);
  const valueDate = swiftDate(value!, field, 'value date');
  const cents = swiftAmount(amount!, field);
  const split = rest!.indexOf('//');
  const ownerReference = (split < 0 ? rest! : rest!.slice(0, split)).trim();
  const bankReference = split < 0 ? '' : rest!.slice(split + 2).trim();
  const supplementary = field.lines.slice(1).join(' ').trim();
  return {
    field,
    valueDate,
    entryDate: booked ? entryDate(booked, valueDate, field) : undefined,
    amountCents: SIGN[mark!]! * cents || 0,
    typeCode: typeCode!,
    ownerReference,
    bankReference: bankReference || undefined,
    supplementary: supplementary || undefined,
  };
}
