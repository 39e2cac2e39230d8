/**
 * Finds a number written with an exponent (1e1, 2.5E-3) in JSON text. JSON.parse reads 1e1 as 10, so once
 * parsed nothing tells it from 10: the api decides on the text, before it is parsed into values, and
 * refuses such numbers everywhere (an amount, a quantity, an id: none needs an exponent).
 */

/** A digit followed by e or E: no exponent without it (most bodies stop here). */
const MAYBE_EXPONENT = /\d[eE]/;
/** Strings, matched whole to skip them, or a number with an exponent outside them. */
const STRING_OR_EXPONENT = /"(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?[eE][+-]?\d+/g;
const STRING = /"(?:[^"\\]|\\.)*"/y;
const NUMBER = /-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

interface Frame {
  array: boolean;
  key: string;
  index: number;
}

/**
 * The path of the first number written with an exponent (`items.0.unitCost`; '' for the whole value), or
 * undefined when there is none. `json` must be well-formed (JSON.parse accepted it).
 */
export function findExponentNumber(json: string): string | undefined {
  if (!MAYBE_EXPONENT.test(json)) return undefined;
  STRING_OR_EXPONENT.lastIndex = 0;
  for (let m = STRING_OR_EXPONENT.exec(json); m; m = STRING_OR_EXPONENT.exec(json)) {
    if (!m[0].startsWith('"')) return pathOfFirstExponent(json);
  }
  return undefined;
}

/** Walks the text's structure, so the number can be named as a field. */
function pathOfFirstExponent(json: string): string | undefined {
  const stack: Frame[] = [];
  let expectKey = false;
  let i = 0;
  while (i < json.length) {
    const c = json[i]!;
    const top = stack[stack.length - 1];
    if (c === '"') {
      STRING.lastIndex = i;
      const text = STRING.exec(json)![0];
      if (top && !top.array && expectKey) {
        top.key = JSON.parse(text) as string;
        expectKey = false;
      }
      i += text.length;
    } else if (c === '-' || (c >= '0' && c <= '9')) {
      NUMBER.lastIndex = i;
      const text = NUMBER.exec(json)![0];
      if (/[eE]/.test(text)) return stack.map((f) => (f.array ? String(f.index) : f.key)).join('.');
      i += text.length;
    } else {
      if (c === '{' || c === '[') {
        stack.push({ array: c === '[', key: '', index: 0 });
        expectKey = c === '{';
      } else if (c === '}' || c === ']') {
        stack.pop();
      } else if (c === ',' && top) {
        if (top.array) top.index += 1;
        else expectKey = true;
      }
      i += 1;
    }
  }
  return undefined;
}
