import type { FieldError } from './problem.ts';

/**
 * Text the api refuses in any request string (body, query string, path): a NUL character, which
 * PostgreSQL cannot store in text (it failed the statement: a 500), and an unpaired UTF-16 surrogate,
 * which is no character at all (the driver silently turned it into U+FFFD). Both arrive only as JSON
 * escapes (\u0000, \ud800) or percent-encoding (%00): raw bytes cannot make them.
 */
const NUL = '\u0000';
/** A high surrogate not followed by a low one, or a low one not preceded by a high one (code units, no u flag). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const WHAT = {
  nul: 'a NUL character (\\u0000)',
  surrogate: 'an unpaired UTF-16 surrogate (such as \\ud800); send valid Unicode text',
} as const;

/** At most this many fields are named in one answer. */
const MAX_REPORTED = 20;

function problemOf(text: string): keyof typeof WHAT | undefined {
  if (text.includes(NUL)) return 'nul';
  if (LONE_SURROGATE.test(text)) return 'surrogate';
  return undefined;
}

/**
 * Every string in `value` (an object, array or string; property names too) that holds such text, named
 * as validation errors name fields: `body.items.0.description`, `querystring.search`, `params.email`.
 */
export function findUnstorableText(value: unknown, path: string): FieldError[] {
  const found: FieldError[] = [];
  const visit = (node: unknown, at: string) => {
    if (found.length >= MAX_REPORTED) return;
    if (typeof node === 'string') {
      const problem = problemOf(node);
      if (problem) found.push({ field: at, message: `must not contain ${WHAT[problem]}` });
    } else if (Array.isArray(node)) {
      node.forEach((item, i) => visit(item, `${at}.${i}`));
    } else if (typeof node === 'object' && node !== null) {
      for (const [key, item] of Object.entries(node)) {
        const problem = problemOf(key);
        if (problem) found.push({ field: at, message: `has a property name with ${WHAT[problem]}` });
        visit(item, `${at}.${key}`);
      }
    }
  };
  visit(value, path);
  return found;
}

/**
 * True when JSON text may hold such a string: the escapes that make one (\u0000, \ud800–\udfff). Most
 * bodies have none, and are then not walked at all. (An escaped backslash before "u0000" also matches;
 * the walk then finds nothing.)
 */
export function mayHoldUnstorableText(json: string): boolean {
  return /\\u(?:0000|[dD][89a-fA-F])/.test(json);
}
