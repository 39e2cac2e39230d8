/**
 * UN/EDIFACT syntax (ISO 9735) with the default service characters that the UNA segment announces:
 * `:` component separator, `+` data element separator, `.` decimal mark, `?` release character,
 * `'` segment terminator. Only what the claim messages need: writing and reading segments.
 */
export const UNA = "UNA:+.? '";

const SPECIAL = /[?:+']/g;

/** Escapes a value with the release character: "O'Brien" → "O?'Brien". */
export function escapeValue(value: string): string {
  return value.replace(SPECIAL, (c) => `?${c}`);
}

/** A data element: a value, or components joined by `:` (trailing empty components dropped). */
export type Element = string | readonly string[];

/** One segment: tag and elements, escaped, with trailing empty elements dropped, ending in `'`. */
export function segment(tag: string, ...elements: Element[]): string {
  const parts = elements.map((element) => {
    const components = typeof element === 'string' ? [element] : [...element];
    while (components.length > 0 && components[components.length - 1] === '') components.pop();
    return components.map(escapeValue).join(':');
  });
  while (parts.length > 0 && parts[parts.length - 1] === '') parts.pop();
  return [tag, ...parts].join('+') + "'";
}

export interface ParsedSegment {
  tag: string;
  /** elements[i][j]: component j of data element i + 1 (unescaped). */
  elements: string[][];
}

/** Splits on `sep` where it is not released by `?`, then unescapes each piece. */
function splitReleased(text: string, sep: string): string[] {
  const out: string[] = [];
  let current = '';
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (c === '?' && i + 1 < text.length) {
      current += c + text[i + 1]!;
      i += 1;
    } else if (c === sep) {
      out.push(current);
      current = '';
    } else {
      current += c;
    }
  }
  out.push(current);
  return out;
}

const unescape = (text: string) => text.replace(/\?(.)/g, '$1');

/**
 * Reads an interchange into segments. The UNA service string advice is checked to announce the
 * default characters (the only ones this reader takes) and is not returned as a segment.
 */
export function parseInterchange(text: string): ParsedSegment[] {
  let body = text.replace(/\r?\n/g, '');
  if (body.startsWith('UNA')) {
    if (body.slice(0, UNA.length) !== UNA) throw new Error("UNA announces service characters other than :+.? '");
    body = body.slice(UNA.length);
  }
  const raw = splitReleased(body, "'").filter((s) => s.trim() !== '');
  return raw.map((seg) => {
    const [tag = '', ...elements] = splitReleased(seg, '+');
    if (!/^[A-Z]{3}$/.test(tag)) throw new Error(`"${tag}" is not a segment tag`);
    return { tag, elements: elements.map((e) => splitReleased(e, ':').map(unescape)) };
  });
}

/** Component `j` of element `i` (both from 0), or '' when absent. */
export function valueOf(seg: ParsedSegment | undefined, i: number, j = 0): string {
  return seg?.elements[i]?.[j] ?? '';
}
