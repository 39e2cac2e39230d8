import { headerKey } from './header-names.ts';
import type { CsvColumns } from './layout.ts';

/**
 * Direction flags banks write beside unsigned amounts: D/C, DR/CR, Debit/Credit, Af/Bij (Dutch),
 * S/H (German Soll/Haben), I/O, +/-, in the languages of our users' banks. Lower case, no accents.
 */
const OUT_FLAGS = [
  'd',
  'dr',
  'db',
  'deb',
  'debit',
  'dbit',
  'debet',
  'debito',
  'debiet',
  'af',
  's',
  'soll',
  'o',
  'out',
  '-',
  'cargo',
  'w',
  'withdrawal',
  'vydaj',
  'terheles',
  'ausgang',
  'afschrijving',
  'afschrijvingen',
];
const IN_FLAGS = [
  'c',
  'cr',
  'cred',
  'credit',
  'crdt',
  'credito',
  'krediet',
  'bij',
  'h',
  'haben',
  'i',
  'in',
  '+',
  'abono',
  'dep',
  'deposit',
  'prijem',
  'jovairas',
  'eingang',
  'bijschrijving',
  'bijschrijvingen',
];

const FLAG_WORDS: ReadonlyMap<string, 'out' | 'in'> = new Map([
  ...OUT_FLAGS.map((word) => [word, 'out'] as const),
  ...IN_FLAGS.map((word) => [word, 'in'] as const),
]);

/** A flag cell as a key: "Débit" → "debit", "+" → "+", "Af " → "af". */
export function flagKey(text: string): string {
  const trimmed = text.trim();
  return trimmed === '+' || trimmed === '-' ? trimmed : headerKey(trimmed);
}

/** 'out', 'in', or undefined when the cell is not a direction flag. */
export function flagDirection(text: string): 'out' | 'in' | undefined {
  return FLAG_WORDS.get(flagKey(text));
}

/** The ISO 4217 codes (EUR, USD, ZAR), so a column of other capitals (Desjardins' account type EOP) is no currency. */
const CURRENCY_CODES: ReadonlySet<string> = new Set(Intl.supportedValuesOf('currency'));

/** A currency code in its own column: EUR, USD, ZAR. */
export function looksLikeCurrency(text: string): boolean {
  const code = text.trim();
  return code.length === 3 && CURRENCY_CODES.has(code);
}

/**
 * Words of a balance or total line inside a statement's table (never a transaction), in our users'
 * languages, compared on the description's words without digits or punctuation.
 */
const BALANCE_PHRASES = [
  'opening balance',
  'closing balance',
  'balance brought forward',
  'balance carried forward',
  'balance b f',
  'balance c f',
  'brought forward',
  'carried forward',
  'starting balance',
  'ending balance',
  'previous balance',
  'new balance',
  'total',
  'totals',
  'turnover',
  'anfangssaldo',
  'endsaldo',
  'schlusssaldo',
  'alter kontostand',
  'neuer kontostand',
  'kontostand',
  'saldo',
  'saldo anterior',
  'saldo inicial',
  'saldo final',
  'saldo actual',
  'saldo de abertura',
  'saldo de fecho',
  'saldo do dia',
  'beginsaldo',
  'eindsaldo',
  'openingsbalans',
  'slotsaldo',
  'openingsaldo',
  'afsluitingsaldo',
  'totaal',
  'umsatz',
  'umsatze',
  'summe',
  'solde',
  'solde initial',
  'solde final',
  'solde precedent',
  'ancien solde',
  'nouveau solde',
  'total des operations',
  'pocatecni zustatek',
  'konecny zustatek',
  'zustatek',
  'nyito egyenleg',
  'zaro egyenleg',
  'egyenleg',
];
const BALANCE_FILLERS = new Set([
  'am',
  'on',
  'au',
  'al',
  'per',
  'at',
  'op',
  'du',
  'del',
  'de',
  'le',
  'as',
  'van',
  'vom',
  'zum',
  'bis',
  'to',
  'of',
  'for',
  'date',
  'eur',
  'usd',
  'gbp',
  'zar',
  'cad',
  'chf',
  'inr',
  'czk',
  'huf',
  'r',
  'a',
  'en',
  'em',
  'debit',
  'credit',
  'soll',
  'haben',
]);
const OPENING_WORDS =
  /^(opening|anfangs|alter|saldo anterior|saldo inicial|saldo de abertura|begin|opening|openings|solde (initial|precedent)|ancien|pocatecni|nyito|starting|previous|brought)/;

function words(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim()
    .split(' ')
    .filter((word) => word !== '');
}

const FIRST_WORD = /^[^\p{L}]*(\p{L}+)/u;
const isAsciiLetter = (code: number) => (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);

/** The phrases by their first word: most descriptions start with a word no phrase starts with. */
const PHRASES_BY_FIRST_WORD: ReadonlyMap<string, string[][]> = (() => {
  const map = new Map<string, string[][]>();
  for (const phrase of BALANCE_PHRASES) {
    const phraseWords = phrase.split(' ');
    map.set(phraseWords[0]!, [...(map.get(phraseWords[0]!) ?? []), phraseWords]);
  }
  return map;
})();

/** 'opening', 'closing' or 'other' (totals, turnover) when the text is a balance or total line, else undefined. */
export function balanceLine(text: string): 'opening' | 'closing' | 'other' | undefined {
  // Most descriptions start with a plain word no phrase starts with: read it without a regex or taking accents off.
  let end = 0;
  while (end < text.length && isAsciiLetter(text.charCodeAt(end))) end += 1;
  let key: string;
  if (end > 0 && (end === text.length || text.charCodeAt(end) < 0x80)) key = text.slice(0, end).toLowerCase();
  else {
    const first = FIRST_WORD.exec(text)?.[1];
    if (!first) return undefined;
    key = words(first)[0] ?? '';
  }
  if (!PHRASES_BY_FIRST_WORD.has(key)) return undefined;
  const found = words(text);
  for (const phraseWords of PHRASES_BY_FIRST_WORD.get(found[0]!) ?? []) {
    if (
      phraseWords.every((word, i) => found[i] === word) &&
      found.slice(phraseWords.length).every((w) => BALANCE_FILLERS.has(w))
    ) {
      const joined = found.join(' ');
      if (OPENING_WORDS.test(joined)) return 'opening';
      return /total|totaal|umsatz|summe|turnover/.test(joined) ? 'other' : 'closing';
    }
  }
  return undefined;
}

/**
 * What banks write in the date cell, or as the whole text, of an amount reserved on the account but
 * not booked yet (Nordea Finland's `Varaus`, Swedish savings banks' `SKYDDAT BELOPP`, "pending"): no
 * transaction yet. The bank books it later, with its own date and text, in a later statement.
 */
const PENDING_MARKS: ReadonlySet<string> = new Set([
  'varaus',
  'pending',
  'skyddat belopp',
  'reservation',
  'reserviert',
  'vorgemerkt',
  'reservering',
  'en cours',
  'pendiente',
  'pendente',
]);

/** True when the text says the row is an amount reserved but not booked yet. */
export function isPendingMark(text: string): boolean {
  // Every row is asked: dates, amounts and long texts are answered without taking the text apart.
  if (text === '' || text.length > 20) return false;
  const first = text.charCodeAt(0);
  if (first >= 0x30 && first <= 0x39) return false;
  return PENDING_MARKS.has(words(text).join(' '));
}

/** Words of a payment to a card account or a refund on it (the other rows of a card statement are purchases). */
export function isCardPayment(text: string): boolean {
  return /\b(payment|thank you|autopay|auto pay|refund|return|credit|reversal|pago|zahlung|paiement|betaling|pagamento|estorno)\b/i.test(
    text,
  );
}

/**
 * Words of a payment the account received, from the card issuer's side ("PAYMENT RECEIVED",
 * "Pagamento recebido"): on a bank account such a row is money in, so a negative one says the file
 * writes the card's purchases positive. ("THANK YOU" alone is not enough: shops print it too.)
 */
export function isPaymentReceived(text: string): boolean {
  return /\b(payment received|pagamento recebido|pago recibido|paiement re[çc]u|zahlung erhalten|betaling ontvangen)\b/i.test(
    text,
  );
}

/**
 * The kind of balance or total line a row is, from its description; when the description is empty,
 * from any other cell that is not a date or money and says opening or closing balance (Volksbank
 * writes "Anfangssaldo" in its reference column; a "Total" elsewhere is not enough to leave a row
 * out). Undefined for a transaction.
 */
export function balanceRow(
  cells: readonly string[],
  description: string,
  columns: CsvColumns,
): 'opening' | 'closing' | 'other' | undefined {
  const kind = balanceLine(description);
  if (kind || description.trim() !== '') return kind;
  const skip = [columns.date, columns.valueDate, columns.amount, columns.debit, columns.credit, columns.balance];
  for (let i = 0; i < cells.length; i++) {
    if (cells[i] === '' || skip.includes(i)) continue;
    const other = balanceLine(cells[i]!);
    if (other === 'opening' || other === 'closing') return other;
  }
  return undefined;
}
