import { describe, expect, it } from 'vitest';
import { HttpProblem } from '../shared/problem.ts';
import { addSearch, parseFilters, SqlConditions, statusesMatching } from './invoice-list-filters.ts';
import { settledStatus } from './invoice-status.ts';

describe('lazy-list filters', () => {
  it('searches the statuses only when a status label or code contains the text', () => {
    const consult = new SqlConditions();
    addSearch(consult, '$0', 'Consult');
    expect(consult.params).toEqual(['%consult%']);
    expect(consult.sql).not.toContain('i.status');

    const paid = new SqlConditions();
    addSearch(paid, '$0', 'paid');
    expect(paid.params).toEqual(['%paid%', ['P', 'I', 'U']]);
    expect(paid.sql).toContain('i.status = any($2::text[])');
  });

  it('reads the PrimeReact shape, skipping empty values', () => {
    expect(
      parseFilters(
        JSON.stringify({
          status: { value: 'I', matchMode: 'equals' },
          clientName: { value: ' smi ', matchMode: 'startsWith' },
          description: { value: null, matchMode: 'contains' },
          amount: { value: 495 },
        }),
      ),
    ).toEqual([
      { field: 'status', value: 'I', matchMode: 'equals' },
      { field: 'clientName', value: 'smi', matchMode: 'startsWith' },
      { field: 'amount', value: '495', matchMode: 'contains' },
    ]);
    expect(parseFilters(undefined)).toEqual([]);
    expect(parseFilters(' ')).toEqual([]);
  });

  it.each([
    '[]',
    'null',
    '"x"',
    '{bad',
    '{"secret":{"value":"x"}}',
    '{"status":{"value":"I","matchMode":"like"}}',
    '{"status":{"value":{}}}',
  ])('refuses %s with a 400', (text) => {
    expect(() => parseFilters(text)).toThrow(HttpProblem);
  });

  it('matches status codes and labels', () => {
    expect(statusesMatching('p', 'equals')).toEqual(['P']);
    expect(statusesMatching('unp', 'startsWith')).toEqual(['I', 'U']);
    expect(statusesMatching('liable', 'contains')).toEqual(['M']);
    expect(statusesMatching('archived', 'equals')).toEqual(['C']);
  });
});

describe('settledStatus', () => {
  it('is P exactly when something is owed and all of it is paid', () => {
    expect(settledStatus('I', 10000, 10000)).toBe('P');
    expect(settledStatus('S', 10000, 9999)).toBe('S');
    expect(settledStatus('I', 0, 0)).toBe('I');
    expect(settledStatus('P', 12000, 10000)).toBe('I');
  });
});
