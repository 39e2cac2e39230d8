import type { Cents } from '../../shared/money.ts';
import { unreadable } from '../statement-row.ts';
import { all, amountCents, at, child, choiceDate, direction, textAt } from './camt-values.ts';
import { joinDescriptionParts } from './description-parts.ts';
import type { XmlElement } from './xml-tree.ts';

/** A booked entry (Ntry) of a statement. */
export interface CamtEntry {
  line: number;
  /** Signed by CdtDbtInd: below 0 money out. */
  amountCents: Cents;
  reversal: boolean;
  currency: string | undefined;
  processed: string;
  /** Where `processed` came from: BookgDt, or ValDt when the entry has no booking date. */
  dateField: 'BookgDt' | 'ValDt';
  description: string;
  reference: string | undefined;
}

/** An entry not read as a transaction: not booked (PDNG, INFO …), with its status for the review's notes. */
export interface UnbookedEntry {
  line: number;
  status: string;
}

/** Sts is a code up to camt.053.001.06 and a choice of Cd/Prtry from .07 on; absent is read as booked. */
function entryStatus(entry: XmlElement): string {
  const status = child(entry, 'Sts');
  if (!status) return 'BOOK';
  return (textAt(status, 'Cd') ?? textAt(status, 'Prtry') ?? status.text).toUpperCase();
}

function transactions(entry: XmlElement): XmlElement[] {
  return all(entry, 'NtryDtls', 'TxDtls');
}

/** How many transactions the entry books: the batch's NbOfTxs, else its TxDtls. */
function transactionCount(entry: XmlElement, txs: readonly XmlElement[]): number {
  const declared = all(entry, 'NtryDtls', 'Btch', 'NbOfTxs').reduce((n, e) => n + (Number(e.text) || 0), 0);
  return Math.max(declared, txs.length);
}

function remittance(tx: XmlElement): string[] {
  const unstructured = all(tx, 'RmtInf', 'Ustrd').map((e) => e.text);
  if (unstructured.length > 0) return unstructured;
  // No free text: the creditor reference (RF…, a Swiss QR reference) is what identifies the payment.
  return all(tx, 'RmtInf', 'Strd', 'CdtrRefInf', 'Ref').map((e) => e.text);
}

/**
 * The other party's name. The related parties describe the original payment: for a credit the
 * payer is the debtor, for a debit the payee the creditor; a reversal undoes a payment the other
 * way, so its counterparty sits on the other side. camt.053.001.08 puts the name under Pty.
 */
function counterparty(tx: XmlElement, moneyIn: boolean, reversal: boolean): string | undefined {
  const party = child(tx, 'RltdPties', moneyIn !== reversal ? 'Dbtr' : 'Cdtr');
  return textAt(party, 'Nm') ?? textAt(party, 'Pty', 'Nm');
}

function describe(entry: XmlElement, txs: readonly XmlElement[], moneyIn: boolean, reversal: boolean): string {
  const count = transactionCount(entry, txs);
  const additional = textAt(entry, 'AddtlNtryInf');
  const perTransaction = txs.flatMap((tx) => [...remittance(tx), counterparty(tx, moneyIn, reversal)]);
  const parts =
    count > 1 ? [additional, `Batch of ${count} transactions`, ...perTransaction] : [...perTransaction, additional];
  const description = joinDescriptionParts(parts);
  if (description) return description;
  const code = child(entry, 'BkTxCd');
  const fallback = joinDescriptionParts([
    textAt(code, 'Prtry', 'Cd'),
    [textAt(code, 'Domn', 'Cd'), textAt(code, 'Domn', 'Fmly', 'Cd'), textAt(code, 'Domn', 'Fmly', 'SubFmlyCd')]
      .filter(Boolean)
      .join('/'),
  ]);
  if (fallback) return fallback;
  throw unreadable(`${at(entry, 'Ntry')}: the entry has no text (no RmtInf/Ustrd, no party name, no AddtlNtryInf)`);
}

function reference(entry: XmlElement, txs: readonly XmlElement[]): string | undefined {
  const endToEnd = txs
    .map((tx) => textAt(tx, 'Refs', 'EndToEndId'))
    .find((id) => id && id.toUpperCase() !== 'NOTPROVIDED');
  return textAt(entry, 'AcctSvcrRef') ?? textAt(entry, 'NtryRef') ?? endToEnd;
}

/**
 * Reads one Ntry. Its amount is signed by CdtDbtInd alone: ISO 20022 says a reversal entry's
 * CdtDbtInd is already the direction of the reversal ("if CRDT and RvslInd is true, the original
 * operation was a debit"), so RvslInd is kept only as a flag (parse-camt053 checks it against the
 * balances). The booking date is the processed date, else the value date.
 */
export function readEntry(entry: XmlElement): CamtEntry | UnbookedEntry {
  const status = entryStatus(entry);
  if (status !== 'BOOK') return { line: entry.line, status };
  const amount = child(entry, 'Amt');
  if (!amount) throw unreadable(`${at(entry, 'Ntry')}: the entry has no amount (Amt)`);
  const sign = direction(child(entry, 'CdtDbtInd'), entry, 'Ntry/CdtDbtInd');
  const reversal = /^(true|1)$/i.test(textAt(entry, 'RvslInd') ?? '');
  const txs = transactions(entry);
  const booked = choiceDate(child(entry, 'BookgDt'), 'Ntry/BookgDt');
  const processed = booked ?? choiceDate(child(entry, 'ValDt'), 'Ntry/ValDt');
  if (!processed)
    throw unreadable(`${at(entry, 'Ntry')}: the entry has no booking date (BookgDt) or value date (ValDt)`);
  return {
    line: entry.line,
    amountCents: sign * amountCents(amount, 'Ntry/Amt'),
    reversal,
    currency: amount.attributes.Ccy,
    processed,
    dateField: booked ? 'BookgDt' : 'ValDt',
    description: describe(entry, txs, sign > 0, reversal),
    reference: reference(entry, txs),
  };
}
