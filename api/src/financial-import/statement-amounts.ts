import { toCents, type Cents } from '../shared/money.ts';

export type DecimalMark = '.' | ',';
export type AmountResult = { cents: Cents } | { error: string } | undefined;

const SPACES = /[\s\u00a0\u202f]/g;
const DIGIT_SPACE_DIGIT = /\d[\s\u00a0\u202f]+\d/;
const DIGIT_SPACES = /(\d)[\s\u00a0\u202f]+(?=\d)/g;
/** Currency signs and words banks print beside an amount (codes of three capitals are taken apart from these). */
const CURRENCY_MARKS = [
  'CA$',
  'C$',
  'US$',
  'A$',
  'NZ$',
  'HK$',
  'S$',
  'R$',
  'RM',
  'Rp',
  'Rs.',
  'Rs',
  'Kč',
  'Ft',
  'zł',
  'kr',
  'Fr.',
  'CHF',
  'R',
  '€',
  '£',
  '$',
  '¥',
  '₹',
];
const CURRENCY_BEFORE = new RegExp(`^(?:[A-Z]{3}|${CURRENCY_MARKS.map(escape).join('|')})`);
const CURRENCY_AFTER = new RegExp(`(?:[A-Z]{3}|${CURRENCY_MARKS.map(escape).join('|')})$`);

function escape(text: string): string {
  return text.replace(/[.$]/g, '\\$&');
}

/**
 * The mark an amount carries for its direction: a minus (leading or trailing), brackets, a DR or a
 * CR suffix, or none. Unmarked amounts are money in, unless the file marks only its credits (see
 * `FileEvidence.creditMarked`): then they are money out.
 */
export type AmountMark = 'minus' | 'brackets' | 'dr' | 'cr' | 'plus' | undefined;

/** Strips signs, brackets, CR/DR marks and currency around the number; returns the core, the sign and the mark. */
function unwrap(text: string): { core: string; negative: boolean; mark: AmountMark } {
  // A space between digits groups thousands (1 234,56): kept as a separator, so "0235 12345678" is no amount.
  let core = (DIGIT_SPACE_DIGIT.test(text) ? text.replace(DIGIT_SPACES, "$1'") : text).replace(SPACES, '');
  let negative = false;
  let mark: AmountMark;
  for (let changed = true; changed;) {
    const before = core;
    if (/^\(.*\)$/.test(core)) [core, negative, mark] = [core.slice(1, -1), true, 'brackets'];
    if (/^[-−]/.test(core)) [core, negative, mark] = [core.slice(1), true, mark ?? 'minus'];
    if (/[-−]$/.test(core)) [core, negative, mark] = [core.slice(0, -1), true, mark ?? 'minus'];
    if (core.startsWith('+')) [core, mark] = [core.slice(1), mark ?? 'plus'];
    if (core.endsWith('+')) [core, mark] = [core.slice(0, -1), mark ?? 'plus'];
    if (/dr\.?$/i.test(core)) [core, negative, mark] = [core.replace(/dr\.?$/i, ''), true, 'dr'];
    if (/cr\.?$/i.test(core)) [core, mark] = [core.replace(/cr\.?$/i, ''), mark ?? 'cr'];
    core = core.replace(CURRENCY_BEFORE, '').replace(CURRENCY_AFTER, '');
    changed = core !== before;
  }
  return { core, negative, mark };
}

/** Groups of three after a first group of one to three (1,234,567), or India's lakh grouping (12,34,567). */
function groupedWith(separators: string): RegExp {
  const s = `[${separators}]`;
  return new RegExp(`^(?:\\d{1,3}(?:${s}\\d{3})+|\\d{1,2}(?:${s}\\d{2})*${s}\\d{3})$`);
}

const POINT_INTEGER = groupedWith(",'");
const COMMA_INTEGER = groupedWith(".'");

/** The number as plain digits with an optional '.' and fraction, if `core` reads with this decimal mark. */
function canonical(core: string, mark: DecimalMark): string | undefined {
  const at = core.lastIndexOf(mark);
  const whole = at < 0 ? core : core.slice(0, at);
  const fraction = at < 0 ? '' : core.slice(at + 1);
  if (!/^\d*$/.test(fraction) || (at >= 0 && fraction === '')) return undefined;
  if (whole === '' && fraction === '') return undefined;
  const integerOk = whole === '' || /^\d+$/.test(whole) || (mark === '.' ? POINT_INTEGER : COMMA_INTEGER).test(whole);
  if (!integerOk) return undefined;
  const digits = whole.replace(/\D/g, '') || '0';
  return fraction ? `${digits}.${fraction}` : digits;
}

/**
 * The common case, read without taking the cell apart: an optional minus, up to 13 digits and at
 * most two decimals after a point or a comma ("-1234.56", "12,5", "700"). Undefined otherwise.
 */
const PLAIN = /^(-?)(\d{1,13})(?:([.,])(\d{1,2}))?$/;

/** With thousands grouped by commas and a decimal point ("1,234.56"), or by points and a decimal comma ("1.234,56"). */
const GROUPED_POINT = /^(-?)(\d{1,3}(?:,\d{3})+)(?:\.(\d{1,2}))?$/;
const GROUPED_COMMA = /^(-?)(\d{1,3}(?:\.\d{3})+)(?:,(\d{1,2}))?$/;

interface PlainAmount {
  negative: boolean;
  whole: string;
  /** The decimal mark the amount must be read with; undefined when either reads it (whole numbers). */
  mark?: DecimalMark;
  fraction: string;
}

function plainAmount(text: string): PlainAmount | undefined {
  const match = PLAIN.exec(text);
  if (match) {
    return {
      negative: match[1] === '-',
      whole: match[2]!,
      mark: match[3] as DecimalMark | undefined,
      fraction: match[4] ?? '',
    };
  }
  const code = text.charCodeAt(text.length - 1);
  if (!(code >= 0x30 && code <= 0x39)) return undefined;
  for (const [pattern, mark] of [
    [GROUPED_POINT, '.'],
    [GROUPED_COMMA, ','],
  ] as const) {
    const grouped = pattern.exec(text);
    if (!grouped) continue;
    const whole = grouped[2]!.replace(/[.,]/g, '');
    return whole.length > 13 ? undefined : { negative: grouped[1] === '-', whole, mark, fraction: grouped[3] ?? '' };
  }
  return undefined;
}

/**
 * The decimal marks an amount can be read with: `12.50` only with a point, `12,50` only with a comma,
 * `1500` with either. A single separator before exactly three digits (`1,500`, `1.500`) groups
 * thousands, since statements print at most two decimals. Empty for text that is no amount at all.
 */
export function decimalMarksOf(text: string): DecimalMark[] {
  const plain = plainAmount(text);
  if (plain) return plain.mark ? [plain.mark] : ['.', ','];
  const { core } = unwrap(text);
  return (['.', ','] as const).filter((mark) => {
    const number = canonical(core, mark);
    return number !== undefined && (number.split('.')[1] ?? '').length <= 2;
  });
}

/** True when the amount reads with this decimal mark (at most two decimals): `decimalMarksOf(text).includes(mark)`, cheaper. */
export function readsWithMark(text: string, mark: DecimalMark): boolean {
  const plain = plainAmount(text);
  if (plain) return plain.mark === undefined || plain.mark === mark;
  const number = canonical(unwrap(text).core, mark);
  return number !== undefined && (number.split('.')[1] ?? '').length <= 2;
}

/** True when the cell holds something an amount could be (digits with separators, signs, currency). */
export function looksLikeAmount(text: string): boolean {
  return /\d/.test(text) && decimalMarksOf(text).length > 0;
}

/**
 * Reads a statement amount with the file's decimal mark: 1,234.56 / 1 234.56 / 1'234.56 / (12.00) /
 * 12.00- / -R12.00 / £1,234.56 / CAD 5.00 / 12.00 CR / 12.00 DR; with a comma 1.234,56 / 1 234,56 /
 * € 12,50. Blank → undefined; anything else unreadable → an error saying why.
 */
export function parseStatementAmount(text: string, mark: DecimalMark): AmountResult {
  const plain = plainAmount(text);
  if (plain && (plain.mark === undefined || plain.mark === mark)) {
    const cents = Number(plain.whole) * 100 + Number(plain.fraction.padEnd(2, '0'));
    return { cents: plain.negative ? -cents : cents };
  }
  if (isBlankAmount(text)) return undefined;
  const { core, negative } = unwrap(text);
  const number = canonical(core, mark);
  const shown = text.trim();
  if (number === undefined) {
    const other = mark === '.' ? ',' : '.';
    return canonical(core, other) === undefined
      ? { error: `"${shown}" is not an amount` }
      : {
          error: `"${shown}" is written with a decimal ${other === ',' ? 'comma' : 'point'}, unlike the file's other amounts`,
        };
  }
  if ((number.split('.')[1] ?? '').length > 2) return { error: `"${shown}" has more than two decimals` };
  const cents = toCents(number);
  if (cents === undefined) return { error: `"${shown}" is too large an amount` };
  return { cents: negative ? -(cents as number) : cents };
}

/** A cell that holds no amount: empty, spaces, or a lone dash some banks write for "nothing" (Credit Suisse, Swedish savings banks). */
export function isBlankAmount(text: string): boolean {
  const bare = text.replace(SPACES, '');
  return bare === '' || bare === '-' || bare === '–' || bare === '—';
}

/** True when the text carries its own sign: a minus, brackets, or a DR/CR mark. */
export function isSignedAmount(text: string): boolean {
  return unwrap(text).negative;
}

/** The direction mark of an amount cell (`-12.50`, `12.50-`, `(12.50)`, `12.50 DR`, `12.50 CR`, `+12.50`), or undefined. */
export function amountMark(text: string): AmountMark {
  const plain = PLAIN.exec(text);
  if (plain) return plain[1] ? 'minus' : undefined;
  const code = text.charCodeAt(0);
  // The common case, digits with no mark at either end, without taking the cell apart.
  if (code >= 0x30 && code <= 0x39) {
    const last = text.charCodeAt(text.length - 1);
    if (last >= 0x30 && last <= 0x39) return undefined;
  }
  return unwrap(text).mark;
}
