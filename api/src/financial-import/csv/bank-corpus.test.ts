import { createReadStream, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { toCents } from '../../shared/money.ts';
import { regionDateOrder } from '../region-date-order.ts';
import type { StatementRow } from '../statement-row.ts';
import type { LayoutChoices } from './decide-layout.ts';
import type { CsvLayout } from './layout.ts';
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

/**
 * The one answer a person gives in the mapping step for a file that asks (what the bank's layout
 * is), from the layout the reader proposed. Every file that asks has its answer here.
 */
const ANSWERS: Readonly<Record<string, (proposed: CsvLayout) => LayoutChoices>> = {
  // Up writes five money columns (subtotal, subtotal in the card's currency, fee, round-up, total) and
  // names none of them as an amount: the total (column 13) is what left the account.
  'au-up.csv': (proposed) => ({ columns: { ...proposed.columns, amount: 12 } }),
  // SEB writes the amount and the commission fee as two unnamed columns of numbers: the amount is column 9.
  'ee-seb.csv': (proposed) => ({ columns: { ...proposed.columns, amount: 8, description: [4, 11] } }),
};

/** How a file came out: read right, read with a description that lacks the expected text, asked, or refused. */
type Outcome = 'right' | 'description' | 'asked' | 'refused';

function datesAndAmounts(rows: readonly StatementRow[]) {
  return rows.map((r) => [r.processed, r.amountCents]);
}

describe('the bank CSV corpus', () => {
  it('has at least 57 files from at least 52 banks in at least 18 countries', () => {
    expect(files.length).toBeGreaterThanOrEqual(57);
    expect(new Set(files.map((f) => f.expected.bank)).size).toBeGreaterThanOrEqual(52);
    expect(new Set(files.map((f) => f.expected.country)).size).toBeGreaterThanOrEqual(18);
  });

  const outcomes = new Map<string, Outcome>();
  it.each(files)(
    '$name: never a wrong date or amount; true rows, or a question, or a refusal',
    async ({ name, expected }) => {
      const truth = expected.rows.map((r) => [r.processed, toCents(r.amount)]);
      let first;
      try {
        first = await read(name, expected.region);
      } catch (error) {
        expect((error as Error).message, 'a refusal names the line').toMatch(/^(Line \d+|The file|No transactions)/);
        outcomes.set(name, 'refused');
        return;
      }
      let { rows } = first;
      if (first.statement.questions.length > 0) {
        expect(rows, 'a file with a question has no rows read').toEqual([]);
        outcomes.set(name, 'asked');
        const answer = ANSWERS[name];
        expect(answer, 'a file that asks is read right after one mapping step: its answer is in ANSWERS').toBeDefined();
        const second = await read(name, expected.region, {
          ...first.statement.layout,
          ...answer!(first.statement.layout),
        });
        expect(second.statement.questions).toEqual([]);
        rows = second.rows;
      }
      expect(datesAndAmounts(rows)).toEqual(truth);
      const descriptions = rows.map((row) => row.description.toLowerCase());
      const wanted = expected.rows.map((row) => row.description.toLowerCase());
      if (first.statement.questions.length === 0) {
        // Read with no question: every description holds its expected text.
        for (const [i, description] of descriptions.entries()) {
          expect(description, `line ${rows[i]!.line}`).toContain(wanted[i]);
        }
      }
      const described = descriptions.every((description, i) => description.includes(wanted[i]!));
      if (!outcomes.has(name)) outcomes.set(name, described ? 'right' : 'description');
      if (expected.openingBalance && first.statement.questions.length === 0) {
        expect([undefined, toCents(expected.openingBalance)]).toContain(first.statement.facts.openingBalanceCents);
      }
      if (expected.closingBalance && first.statement.questions.length === 0) {
        expect([undefined, toCents(expected.closingBalance)]).toContain(first.statement.facts.closingBalanceCents);
      }
    },
  );

  it('reads at least 95% of the files right with no question, and the rest after one mapping step', () => {
    const right = [...outcomes.values()].filter((o) => o === 'right').length;
    console.info('bank CSV corpus:', Object.fromEntries(outcomes));
    expect(right / files.length).toBeGreaterThanOrEqual(0.95);
    const asked = [...outcomes].filter(([, o]) => o === 'asked').map(([name]) => name);
    expect(asked.sort()).toEqual(Object.keys(ANSWERS).sort());
  });
});
