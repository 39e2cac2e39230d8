import { readdirSync, readFileSync } from 'node:fs';
import { toCents } from '../src/shared/money.ts';
import type { ParsedStatement } from '../src/financial-import/statement-row.ts';

/** A statement fixture's true rows and facts, as its `<name>.expected.json` writes them. */
export interface ExpectedStatement {
  rows: Array<{ line: number; processed: string; amount: string; description: string; reference?: string }>;
  facts: { openingBalance: string; closingBalance: string; currency: string; account: string };
}

/** The fixtures of one format (api/test/fixtures/statements/<format>/): each file with its expectation. */
export function statementFixtures(format: string) {
  const dir = new URL(`fixtures/statements/${format}/`, import.meta.url);
  return readdirSync(dir)
    .filter((name) => !name.endsWith('.expected.json'))
    .map((name) => ({
      name,
      bytes: readFileSync(new URL(name, dir)),
      expected: JSON.parse(
        readFileSync(new URL(name.replace(/\.\w+$/, '.expected.json'), dir), 'utf8'),
      ) as ExpectedStatement,
    }));
}

/** The rows and facts a reader must answer for a fixture. */
export function expectedStatement({ rows, facts }: ExpectedStatement): Pick<ParsedStatement, 'rows' | 'facts'> {
  return {
    rows: rows.map((row) => ({
      line: row.line,
      processed: row.processed,
      description: row.description,
      amountCents: toCents(row.amount)!,
      accountCode: '',
      ...(row.reference ? { reference: row.reference } : {}),
    })),
    facts: {
      openingBalanceCents: toCents(facts.openingBalance),
      closingBalanceCents: toCents(facts.closingBalance),
      currency: facts.currency,
      account: facts.account,
    },
  };
}
