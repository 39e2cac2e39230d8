import { createReadStream, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { toCents } from '../../shared/money.ts';
import { regionDateOrder } from '../region-date-order.ts';
import type { StatementRow } from '../statement-row.ts';
import type { LayoutChoices } from './decide-layout.ts';
import { readCsvStatement } from './parse-csv.ts';

/**
 * The corpus of real banks' CSV export layouts (api/test/fixtures/bank-csv/README.md): every row of
 * every file must be read with its true date, signed amount and description, or the file must ask a
 * question instead; never a wrong row. At least 90% must be read with no question.
 */
const corpus = path.resolve(import.meta.dirname, '../../../test/fixtures/bank-csv');
const limits = { maxRows: 200_000, earliest: '1990-01-01', latest: '2030-12-31' };

interface Expected {
  bank: string;
  country: string;
  region: string;
  rows: { processed: string; amount: string; description: string }[];
  openingBalance?: string;
  closingBalance?: string;
}

const files = readdirSync(corpus)
  .filter((name) => name.endsWith('.csv'))
  .map((name) => ({
    name,
    expected: JSON.parse(readFileSync(path.join(corpus, name.replace(/\.csv$/, '.expected.json')), 'utf8')) as Expected,
  }));

async function read(name: string, region: string, chosen?: LayoutChoices) {
  const rows: StatementRow[] = [];
  const statement = await readCsvStatement(
    createReadStream(path.join(corpus, name)),
    { limits, ambiguousDateOrder: regionDateOrder(region), chosen },
    (row) => rows.push(row),
  );
  return { statement, rows };
}

function expectTrueRows(rows: readonly StatementRow[], expected: Expected) {
  expect(rows.map((r) => [r.processed, r.amountCents])).toEqual(
    expected.rows.map((r) => [r.processed, toCents(r.amount)]),
  );
  rows.forEach((row, i) => {
    expect(row.description.toLowerCase(), `row ${i + 1}`).toContain(expected.rows[i]!.description.toLowerCase());
  });
}

/** The one answer a person gives in the mapping step for the files that ask (what the bank's layout is). */
const ANSWERS: Readonly<Record<string, LayoutChoices>> = {
  'us-amex.csv': { signConvention: 'card' },
  'br-nubank-card.csv': { signConvention: 'card' },
};

describe('the bank CSV corpus', () => {
  it('has at least 25 banks in at least 8 countries', () => {
    expect(new Set(files.map((f) => f.expected.bank)).size).toBeGreaterThanOrEqual(25);
    expect(new Set(files.map((f) => f.expected.country)).size).toBeGreaterThanOrEqual(8);
  });

  const asked: string[] = [];
  it.each(files)('$name: every row true, or a question and then every row true', async ({ name, expected }) => {
    const first = await read(name, expected.region);
    if (first.statement.questions.length === 0) {
      expectTrueRows(first.rows, expected);
      if (expected.openingBalance) expect(first.statement.facts.openingBalanceCents).toBe(toCents(expected.openingBalance));
      if (expected.closingBalance) expect(first.statement.facts.closingBalanceCents).toBe(toCents(expected.closingBalance));
      return;
    }
    asked.push(name);
    expect(first.rows, 'a file with a question has no rows read').toEqual([]);
    const answer = ANSWERS[name];
    expect(answer, `the questions of ${name}: ${JSON.stringify(first.statement.questions)}`).toBeDefined();
    const second = await read(name, expected.region, { ...first.statement.layout, ...answer });
    expect(second.statement.questions).toEqual([]);
    expectTrueRows(second.rows, expected);
  });

  it('reads at least 90% of the files with no question', () => {
    expect(asked.length).toBeLessThanOrEqual(Math.floor(files.length * 0.1));
  });
});
