/**
 * The tokens of an OFX body, for both dialects: OFX 1.x is SGML, where data elements have no end
 * tag (`<TRNAMT>-12.50`), and OFX 2.x is XML (`<TRNAMT>-12.50</TRNAMT>`, `<MEMO/>`).
 */
export type OfxToken =
  | { kind: 'open'; name: string; line: number; empty: boolean }
  | { kind: 'close'; name: string; line: number }
  | { kind: 'text'; text: string; line: number };

/**
 * A tag (`<NAME>`, `</NAME>`, `<NAME/>`, names with dots such as `INTU.BID`), or markup that holds
 * no data: comments, processing instructions (`<?OFX …?>`), declarations (`<!DOCTYPE …>`); CDATA is
 * text. Attributes are allowed and ignored: OFX has none, but an XML writer may add a namespace.
 */
const MARKUP =
  /<(\/?)([A-Za-z][\w.:-]*)(?:\s[^<>]*?)?\s*(\/?)>|<!--[\s\S]*?-->|<\?[\s\S]*?\?>|<!\[CDATA\[([\s\S]*?)\]\]>|<![^<>]*>/g;

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/**
 * Replaces the entity escapes OFX uses (`&amp;`, `&lt;`, `&gt;`, and numeric ones). An ampersand
 * that starts no known entity stays as written: SGML files often carry a bare `AT&T`.
 */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z]{2,6});/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

function countLineBreaks(text: string, from: number, to: number): number {
  let breaks = 0;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    // CRLF counts once: its CR is skipped here and its LF counted.
    if (c === 0x0a || (c === 0x0d && text.charCodeAt(i + 1) !== 0x0a)) breaks += 1;
  }
  return breaks;
}

/**
 * The tags and texts of `text` in order, each with the 1-based line it starts on (LF, CRLF and CR
 * line breaks alike). Text is returned with its entities decoded and without surrounding
 * whitespace; blank text between tags is left out. Text before the first tag (an OFX 1.x header)
 * is returned like any other text.
 */
export function* ofxTokens(text: string): Generator<OfxToken> {
  let line = 1;
  let at = 0;
  MARKUP.lastIndex = 0;
  for (let match = MARKUP.exec(text); ; match = MARKUP.exec(text)) {
    const end = match ? match.index : text.length;
    const between = text.slice(at, end);
    const trimmed = between.trim();
    if (trimmed) {
      const lead = between.length - between.trimStart().length;
      yield { kind: 'text', text: decodeEntities(trimmed), line: line + countLineBreaks(text, at, at + lead) };
    }
    line += countLineBreaks(text, at, end);
    if (!match) return;
    const [whole, slash, name, selfClose, cdata] = match;
    if (name !== undefined) {
      const upper = name.toUpperCase();
      yield slash
        ? { kind: 'close', name: upper, line }
        : { kind: 'open', name: upper, line, empty: selfClose === '/' };
    } else if (cdata !== undefined && cdata.trim()) {
      yield { kind: 'text', text: cdata.trim(), line };
    }
    line += countLineBreaks(text, match.index, match.index + whole.length);
    at = match.index + whole.length;
  }
}
