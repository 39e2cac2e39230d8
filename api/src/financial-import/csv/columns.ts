/**
 * The header names of the generic CSV format (001), compared without case, spaces, punctuation
 * or a bracketed note: "Money Out (R)" is "moneyout". docs/import-formats.md lists them.
 */
const ALIASES = {
  date: ['date', 'transactiondate', 'postingdate', 'posteddate', 'processed', 'processeddate', 'valuedate'],
  // In order of preference when a file has more than one of them.
  description: ['description', 'transactiondescription', 'details', 'narrative', 'memo', 'reference'],
  amount: ['amount', 'value', 'transactionamount'],
  debit: ['debit', 'debits', 'debitamount', 'moneyout', 'withdrawal', 'withdrawals', 'paidout'],
  credit: ['credit', 'credits', 'creditamount', 'moneyin', 'deposit', 'deposits', 'paidin'],
  account: ['account', 'accountcode', 'code', 'financialaccountcode'],
} as const;

export type ColumnRole = keyof typeof ALIASES;
export type ColumnMap = Partial<Record<ColumnRole, number>>;

export function normalizeHeader(name: string): string {
  return name
    .replace(/\(.*?\)|\[.*?\]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** Which column holds what; `missing` says what a statement needs and the header lacks. */
export function mapColumns(header: readonly string[]): { columns: ColumnMap; missing: string[] } {
  const names = header.map(normalizeHeader);
  const columns: ColumnMap = {};
  for (const role of Object.keys(ALIASES) as ColumnRole[]) {
    for (const alias of ALIASES[role]) {
      const index = names.indexOf(alias);
      if (index >= 0) {
        columns[role] = index;
        break;
      }
    }
  }
  const missing: string[] = [];
  if (columns.date === undefined) missing.push('a date column (Date, Transaction Date, Posting Date or Processed)');
  if (columns.description === undefined) {
    missing.push('a description column (Description, Details, Narrative, Reference or Memo)');
  }
  if (columns.amount === undefined && columns.debit === undefined && columns.credit === undefined) {
    missing.push(
      'an amount column (Amount or Value) or Debit and Credit columns (Money Out/Money In, Withdrawal/Deposit)',
    );
  }
  // With an Amount column, debit/credit columns are not read (one source of truth per row).
  if (columns.amount !== undefined) {
    delete columns.debit;
    delete columns.credit;
  }
  return { columns, missing };
}

/** True when the header row looks like data (a date or an amount in it) rather than names. */
export function looksLikeData(header: readonly string[]): boolean {
  return header.some((cell) => /^[-+(]?[\d\s.,/:-]+\)?$/.test(cell.trim()) && /\d/.test(cell));
}
