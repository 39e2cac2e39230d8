import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The rows of an import batch still being written are in financial_transactions but are nobody's yet
 * (migration 018): every read goes through the view financial_transactions_stored. These statements read
 * the table itself, each for its reason; a new one must be added here on purpose, or use the view.
 */
const READS_OF_THE_TABLE: Record<string, { count: number; reason: string }> = {
  'financial-transactions/recode-repository.ts': {
    count: 2,
    reason: 'undo re-reads, by id, the rows a recode moved: the recode found them through the view',
  },
  'financial-transactions/transactions-repository.ts': {
    count: 1,
    reason: 'delete by id of a row just locked through the view',
  },
  'financial-transactions/batch-chunks.ts': { count: 2, reason: 'removes the hidden rows of a batch never stored' },
  'payments/payment-reversal.ts': { count: 1, reason: "a payment's own ledger rows, never part of an import" },
  'financial-accounts/accounts-repository.ts': {
    count: 1,
    reason: 'an account used by any row, hidden ones included, is not deleted',
  },
};

const SOURCE = path.resolve(import.meta.dirname, '..');
const TABLE_READ = /\b(?:from|join)\s+financial_transactions\b(?!_)/gi;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'seed' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('reads of financial transactions', () => {
  it('go through financial_transactions_stored, apart from the statements listed with their reason', () => {
    const found: Record<string, number> = {};
    for (const file of sourceFiles(SOURCE)) {
      const count = readFileSync(file, 'utf8').match(TABLE_READ)?.length ?? 0;
      if (count > 0) found[path.relative(SOURCE, file).split(path.sep).join('/')] = count;
    }
    const listed = Object.fromEntries(Object.entries(READS_OF_THE_TABLE).map(([file, { count }]) => [file, count]));
    expect(found).toEqual(listed);
  });
});
