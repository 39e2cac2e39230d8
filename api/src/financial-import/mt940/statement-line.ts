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

/**
 * Reads `:61:YYMMDD[MMDD](C|D|RC|RD)[funds code]amount type reference[//bank reference]`, piece by
 * piece so a refusal says which piece is wrong. The mark is matched longest first: "RD" is a
 * reversal of a debit, "DR" a debit in euros (the funds code R, the third letter of EUR).
 */
export function readStatementLine(field: Mt940Field): StatementLine {
  let rest = field.lines[0]!.trim();
  const take = (pattern: RegExp) => {
    const match = pattern.exec(rest);
    if (match) rest = rest.slice(match[0].length);
    return match?.[0];
  };
  const value = take(/^\d{6}/);
  if (!value) throw unreadable(`${at(field)}: the line has no value date (YYMMDD) at its start`);
  const valueDate = swiftDate(value, field, 'value date');
  const booked = take(/^\d{4}/);
  const mark = take(/^(?:RC|RD|C|D)/);
  if (!mark) throw unreadable(`${at(field)}: the debit/credit mark "${rest.slice(0, 2)}" is not C, D, RC or RD`);
  take(/^[A-Z](?=\d)/);
  const amount = take(/^[\d.,]+/);
  if (!amount) throw unreadable(`${at(field)}: there is no amount after the debit/credit mark ${mark}`);
  const cents = swiftAmount(amount, field);
  const typeCode = take(/^[NFS][A-Z0-9]{3}/);
  if (!typeCode) {
    throw unreadable(
      `${at(field)}: the transaction type (N, F or S and three characters, e.g. NTRF) is missing after the amount`,
    );
  }
  const [ownerReference = '', bankReference] = rest.split('//', 2).map((part) => part.trim());
  const supplementary = field.lines.slice(1).join(' ').trim();
  return {
    field,
    valueDate,
    entryDate: booked ? entryDate(booked, valueDate, field) : undefined,
    amountCents: SIGN[mark]! * cents || 0,
    typeCode,
    ownerReference,
    bankReference: bankReference || undefined,
    supplementary: supplementary || undefined,
  };
}
