/**
 * The :86: field (information to account owner) as description parts: remittance text, the other
 * party's name and the bank's booking text, in that order. Banks write it in one of three ways:
 *
 * - German (DFÜ-Abkommen, Anlage 3) and Polish banks: a 3-digit transaction code, then subfields
 *   `?00` booking text, `?20`–`?29` and `?60`–`?63` purpose, `?32`/`?33` name (Polish banks use
 *   `~` or `<` instead of `?`). SEPA payments tag the purpose: EREF+ … SVWZ+ (the remittance text);
 * - Dutch banks: `/CODE/value` pairs: /REMI/ remittance, /NAME/ name (ABN AMRO, Rabobank under
 *   /BENM/ or /ORDP/), /CNTP/ IBAN/BIC/name/city (ING), /TRTP/ transaction type (ABN AMRO);
 * - anyone else: free text.
 *
 * SWIFT wraps the field at a fixed width, mid-word: structured fields are joined without a break
 * (the subfield codes mark where things start); free text is joined directly where a line was
 * full, with a space where it was not.
 */
export interface InformationParts {
  remittance?: string;
  name?: string;
  bookingText?: string;
}

/** Line width at which SWIFT (6*65x) and most banks wrap the field; ABN AMRO wraps at 70 after the tag. */
const FULL_LINE = 65;
/**
 * German purpose and name subfields hold 27 characters: a full one continues mid-word in the next.
 * A longer one (Polish banks allow more) says nothing about where it was cut, so a space follows.
 */
const FULL_SUBFIELD = 27;

const GERMAN = /^(?:\d{3})?([?~<])\d{2}/;
const SUBFIELD: Readonly<Record<string, RegExp>> = { '?': /\?(\d{2})/g, '~': /~(\d{2})/g, '<': /<(\d{2})/g };
const SEPA_KEY =
  /(?<![A-Za-z])(EREF|KREF|MREF|CRED|DEBT|COAM|OAMT|SVWZ|ABWA|ABWE|IBAN|BIC|BREF|RREF|PURP|MDAT|SQTP|ORCR|ORMR|DDAT)\+/g;
const DUTCH_CODES =
  'TRTP|IBAN|BIC|NAME|REMI|EREF|PREF|MARF|CSID|CNTP|RTRN|PURP|ULTC|ULTD|ULTB|BENM|ORDP|ADDR|ISDT|CREF|TRCD|OCMT|EXCH|CHGS|CRNM|CACT|CBIC|OPRP|SUM';
const DUTCH = new RegExp(`^/(?:${DUTCH_CODES})/`);

/** Joins fixed-width chunks: directly after a full one (it was cut mid-word), else with a space. */
function joinChunks(chunks: readonly string[], full: (i: number) => boolean): string {
  let text = chunks[0] ?? '';
  for (let i = 1; i < chunks.length; i++) text += (full(i - 1) ? '' : ' ') + chunks[i]!;
  return text;
}

/** SEPA purpose "EREF+… MREF+… SVWZ+Rechnung 4711": the SVWZ+ text; untagged purpose as it is. */
function sepaRemittance(purpose: string): string | undefined {
  const keys = [...purpose.matchAll(SEPA_KEY)];
  if (keys.length === 0) return purpose;
  const svwz = keys.findIndex((k) => k[1] === 'SVWZ');
  if (svwz >= 0) {
    const start = keys[svwz]!.index + keys[svwz]![0].length;
    return purpose.slice(start, keys[svwz + 1]?.index ?? purpose.length).trim();
  }
  return purpose.slice(0, keys[0]!.index).trim() || undefined;
}

function german(text: string, separator: string): InformationParts {
  const purposes: string[] = [];
  const continued: string[] = [];
  const names: string[] = [];
  let bookingText: string | undefined;
  const marks = [...text.matchAll(SUBFIELD[separator]!)];
  for (let i = 0; i < marks.length; i++) {
    const mark = marks[i]!;
    const code = Number(mark[1]);
    const value = text.slice(mark.index + mark[0].length, marks[i + 1]?.index ?? text.length);
    if (code === 0) bookingText ??= value;
    else if (code >= 20 && code <= 29) purposes.push(value);
    else if (code >= 60 && code <= 63) continued.push(value);
    else if (code === 32 || code === 33) names.push(value);
  }
  purposes.push(...continued);
  return {
    remittance: sepaRemittance(joinChunks(purposes, (i) => purposes[i]!.length === FULL_SUBFIELD)),
    name: joinChunks(names, (i) => names[i]!.length === FULL_SUBFIELD),
    bookingText,
  };
}

const DUTCH_CODE = new RegExp(`/(${DUTCH_CODES})/`, 'g');

function dutch(text: string): InformationParts {
  const values = new Map<string, string>();
  const marks = [...text.matchAll(DUTCH_CODE)];
  marks.forEach((mark, i) => {
    const value = text.slice(mark.index + mark[0].length, marks[i + 1]?.index ?? text.length).replace(/\/+$/, '');
    if (!values.has(mark[1]!)) values.set(mark[1]!, value);
  });
  const remittance = values
    .get('REMI')
    ?.replace(/^USTD\/\//, '')
    .replace(/^STRD\/[A-Z]*\/?/, '');
  const counterparty = values.get('CNTP')?.split('/')[2];
  return {
    remittance,
    name: values.get('NAME') || counterparty || values.get('CRNM'),
    bookingText: values.get('TRTP'),
  };
}

/** `lines` are the field's lines as written; `tagWidth` is the width of ":86:" on the first. */
export function readInformation(lines: readonly string[], tagWidth: number): InformationParts {
  const structured = lines.join('');
  const separator = GERMAN.exec(structured)?.[1];
  if (separator) return german(structured, separator);
  if (DUTCH.test(structured)) {
    const parts = dutch(structured);
    if (parts.remittance || parts.name || parts.bookingText) return parts;
  }
  const width = (i: number) => lines[i]!.length + (i === 0 ? tagWidth : 0);
  return { remittance: joinChunks(lines, (i) => width(i) >= FULL_LINE) };
}
