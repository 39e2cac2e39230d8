/**
 * Account rules as a statement review and a recode by rules apply them: the first rule (by position)
 * whose text the description contains, or starts with, and whose direction fits the amount, gives its
 * account. Pure and in memory: a review loads the company's rules once and matches every row here.
 */

export type MatchKind = 'contains' | 'startsWith';
/** `in` money in (a credit, amount > 0), `out` money out (a debit, amount < 0), `either` both. */
export type RuleDirection = 'in' | 'out' | 'either';

export interface MatchableRule {
  matchKind: MatchKind;
  text: string;
  direction: RuleDirection;
}

/**
 * How descriptions and rule texts are compared: without case, surrounding spaces or repeated inner
 * spaces (banks pad descriptions: `CARD  PURCHASE   TESCO`).
 */
export function comparableText(text: string): string {
  const trimmed = text.trim();
  // most descriptions have single plain spaces only: the replace (the dearer part) is skipped for them
  return (UNEVEN_SPACE.test(trimmed) ? trimmed.replace(/\s+/g, ' ') : trimmed).toLowerCase();
}

const UNEVEN_SPACE = /\s\s|[^\S ]/;

/** Distinct descriptions remembered per matcher: a 200,000-row statement fits; beyond it rows are matched afresh. */
const CACHE_LIMIT = 250_000;

/** Rules are indexed by the first GRAM characters of their text (docs/performance.md "Account rules")… */
const GRAM = 3;
/** …when there are more than this many: fewer are cheaper to try one by one than to look up. */
const INDEX_FROM = 24;

interface PreparedRule<R> {
  rule: R;
  text: string;
  startsWith: boolean;
  in: boolean;
  out: boolean;
}

/** The GRAM characters (UTF-16 code units) of `text` from `at`, as one number: no substring is made. */
function gramAt(text: string, at: number): number {
  return text.charCodeAt(at) * 0x1_0000_0000 + text.charCodeAt(at + 1) * 0x1_0000 + text.charCodeAt(at + 2);
}

function addTo(index: Map<number, number[]>, key: number, position: number) {
  const list = index.get(key);
  if (list) list.push(position);
  else index.set(key, [position]);
}

/**
 * A function that answers the first of `rules` (already in order) matching a description and an
 * amount in cents (< 0 money out, > 0 money in), or undefined. Each description is compared once per
 * direction (statements repeat their payees), and only with the rules that can match it: a
 * "contains" rule whose first three characters occur in the description, a "starts with" rule whose
 * first three characters begin it, and the rules with shorter texts (with fewer than INDEX_FROM rules,
 * all of them). So a review costs about the same with 5 rules or 500.
 */
export function ruleMatcher<R extends MatchableRule>(
  rules: readonly R[],
): (description: string, amountCents: number) => R | undefined {
  if (rules.length === 0) return () => undefined;
  const prepared: PreparedRule<R>[] = rules.map((rule) => ({
    rule,
    text: comparableText(rule.text),
    startsWith: rule.matchKind === 'startsWith',
    in: rule.direction !== 'out',
    out: rule.direction !== 'in',
  }));
  const short: number[] = [];
  const containing = new Map<number, number[]>();
  const starting = new Map<number, number[]>();
  prepared.forEach((rule, position) => {
    if (rule.text.length < GRAM) short.push(position);
    else addTo(rule.startsWith ? starting : containing, gramAt(rule.text, 0), position);
  });

  const everyRule = prepared.map((_, position) => position);

  /** The positions of the rules that can match `text`, in order. */
  function candidatesFor(text: string): number[] {
    if (prepared.length < INDEX_FROM) return everyRule;
    const candidates = [...short];
    if (text.length >= GRAM) {
      const found = starting.get(gramAt(text, 0));
      if (found) candidates.push(...found);
    }
    for (let at = 0; at + GRAM <= text.length; at++) {
      const found = containing.get(gramAt(text, at));
      if (found) candidates.push(...found);
    }
    return candidates.sort((a, b) => a - b);
  }

  function firstMatch(text: string, into: boolean, out: boolean): R | null {
    for (const position of candidatesFor(text)) {
      const candidate = prepared[position]!;
      // a zero amount is neither way: only an `either` rule takes it
      if ((out || !into) && !candidate.out) continue;
      if ((into || !out) && !candidate.in) continue;
      if (candidate.startsWith ? text.startsWith(candidate.text) : text.includes(candidate.text)) {
        return candidate.rule;
      }
    }
    return null;
  }

  const cache = new Map<string, R | null>();
  return (description, amountCents) => {
    const out = amountCents < 0;
    const into = amountCents > 0;
    const key = `${out ? '-' : into ? '+' : '0'}${description}`;
    const known = cache.get(key);
    if (known !== undefined) return known ?? undefined;
    const found = firstMatch(comparableText(description), into, out);
    if (cache.size < CACHE_LIMIT) cache.set(key, found);
    return found ?? undefined;
  };
}
