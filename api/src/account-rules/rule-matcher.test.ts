import { describe, expect, it } from 'vitest';
import { comparableText, ruleMatcher, type MatchableRule } from './rule-matcher.ts';

const rule = (
  id: number,
  matchKind: MatchableRule['matchKind'],
  text: string,
  direction: MatchableRule['direction'],
) => ({
  id,
  matchKind,
  text,
  direction,
});

describe('ruleMatcher', () => {
  const rules = [
    rule(1, 'startsWith', 'TESCO', 'out'),
    rule(2, 'contains', 'salary', 'in'),
    rule(3, 'contains', 'tesco  refund', 'either'),
    rule(4, 'contains', 'card', 'either'),
  ];
  const match = ruleMatcher(rules);

  it('answers the first rule whose text and direction fit, without case or extra spaces', () => {
    expect(match('  tesco   Stores 2231', -1250)?.id).toBe(1);
    expect(match('TESCO REFUND', 500)?.id).toBe(3); // money in: rule 1 is for money out only
    expect(match('Monthly SALARY March', 250_000)?.id).toBe(2);
    expect(match('Salary reversal', -250_000)).toBeUndefined();
    expect(match('Debit CARD purchase', -100)?.id).toBe(4);
    expect(match('Rent', -100)).toBeUndefined();
  });

  it('tells starts-with from contains', () => {
    expect(match('Payment to Tesco', -100)).toBeUndefined();
    expect(match('Payment to Tesco card', -100)?.id).toBe(4);
  });

  it('takes the text literally (no wildcards) and gives a zero amount only to an either rule', () => {
    const literal = ruleMatcher([rule(1, 'contains', '100%', 'in'), rule(2, 'contains', 'a_b', 'either')]);
    expect(literal('Fee 100% back', 1)?.id).toBe(1);
    expect(literal('Fee 1000 back', 1)).toBeUndefined();
    expect(literal('a_b', 0)?.id).toBe(2);
    expect(literal('axb', 0)).toBeUndefined();
    expect(literal('Fee 100% back', 0)).toBeUndefined();
  });

  it('answers the same for a description seen before (cached per direction)', () => {
    expect(match('TESCO METRO', -1)?.id).toBe(1);
    expect(match('TESCO METRO', 1)).toBeUndefined();
    expect(match('TESCO METRO', -1)?.id).toBe(1);
  });

  it('matches nothing without rules', () => {
    expect(ruleMatcher([])('anything', -1)).toBeUndefined();
  });

  it('compares text trimmed, lower-cased, with inner spaces collapsed', () => {
    expect(comparableText('  CARD \t PURCHASE\u00a0 Tesco ')).toBe('card purchase tesco');
  });

  it('answers with many rules (looked up by their first characters) what trying each in order answers', () => {
    const words = ['tesco', 'card', 'pur', 'chase', 'uber', 'ab', 'x', 'edf energy', 'shell', 'refund', 'sal', 'ary'];
    // mulberry32: the same pseudo-random cases on every run
    let seed = 7;
    const next = (n: number) => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4_294_967_296) * n);
    };
    const phrase = (parts: number) =>
      Array.from({ length: parts }, () => words[next(words.length)]).join(next(3) ? ' ' : '');
    // many rules for few words: most descriptions match several, so the order among them is tested
    const many = Array.from({ length: 200 }, (_, id) =>
      rule(id, next(2) ? 'contains' : 'startsWith', phrase(1 + next(2)), (['in', 'out', 'either'] as const)[next(3)]!),
    );
    const naive = (description: string, amountCents: number) => {
      const text = comparableText(description);
      return many.find(
        (r) =>
          (amountCents < 0
            ? r.direction !== 'in'
            : amountCents > 0
              ? r.direction !== 'out'
              : r.direction === 'either') &&
          (r.matchKind === 'startsWith'
            ? text.startsWith(comparableText(r.text))
            : text.includes(comparableText(r.text))),
      );
    };
    const indexed = ruleMatcher(many);
    let matched = 0;
    for (let i = 0; i < 3000; i++) {
      const description = `${next(2) ? ' ' : ''}${phrase(1 + next(4)).toUpperCase()}`;
      const amount = next(3) - 1;
      const expected = naive(description, amount);
      if (expected) matched++;
      expect(indexed(description, amount)?.id, `${description} ${amount}`).toBe(expected?.id);
    }
    expect(matched).toBeGreaterThan(1000);
  });
});
