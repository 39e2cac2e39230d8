/**
 * Test data for the statement import (used by its *.test.ts(x) files only): the review answers as the gateway
 * gives them, with __typename, and a fetch that answers the multipart uploads in turn.
 */
import { vi } from 'vitest';

export interface ServerRowFixture {
  __typename: 'ImportedTransaction';
  id: string;
  line: number;
  processed: string;
  financialAccountCode: string;
  description: string;
  amount: string;
  duplicate: boolean;
  duplicateOf: 'STORED' | 'FILE' | null;
  suggestedAccountCode: string | null;
  ruleId?: string | null;
}

export function serverRow(id: number, overrides: Partial<ServerRowFixture> = {}): ServerRowFixture {
  return {
    __typename: 'ImportedTransaction',
    id: String(id),
    line: id + 1,
    processed: '2026-03-02',
    financialAccountCode: '',
    description: `ROW ${id}`,
    amount: '-1.00',
    duplicate: false,
    duplicateOf: null,
    suggestedAccountCode: null,
    ...overrides,
  };
}

/** The three rows of a small March statement: one suggested account, one duplicate of a stored one, one without. */
export const MARCH_ROWS: ServerRowFixture[] = [
  serverRow(1, { processed: '2026-03-02', description: 'VODACOM', amount: '-899.00', suggestedAccountCode: '6100' }),
  serverRow(2, {
    processed: '2026-03-03',
    financialAccountCode: '5100',
    description: 'RENT',
    amount: '-12500.00',
    duplicate: true,
    duplicateOf: 'STORED',
  }),
  serverRow(3, { processed: '2026-03-04', description: 'DEPOSIT', amount: '100.00' }),
];

export const MARCH_SUMMARY = {
  __typename: 'ImportSummary' as const,
  count: 3,
  moneyIn: '100.00',
  moneyOut: '13399.00',
  net: '-13299.00',
  duplicates: 1,
  openingBalance: null as string | null,
  closingBalance: null as string | null,
  expectedClosingBalance: null as string | null,
  balanceMismatch: false,
};

export const CSV_READING = {
  __typename: 'ImportReading' as const,
  encoding: 'utf-8' as string | null,
  dateOrder: 'DMY' as 'DMY' | 'MDY' | 'YMD' | null,
  dateOrderFrom: 'REGION' as string | null,
  decimalMark: '.' as string | null,
  signConvention: 'SIGNED' as 'SIGNED' | 'CARD' | 'DEBIT_CREDIT' | 'FLAG' | 'FORMAT',
  notes: [] as string[],
  currency: null as string | null,
  account: null as string | null,
};

/** A card statement the reader asks about: purchases positive, one negative payment. */
export const CARD_MAPPING = {
  __typename: 'CsvMapping' as const,
  fingerprint: ',|date|description|amount',
  header: ['Date', 'Description', 'Amount'],
  preview: [
    ['Date', 'Description', 'Amount'],
    ['03/05/2026', 'STARBUCKS', '5.50'],
    ['03/06/2026', 'AMAZON', '45.99'],
    ['03/08/2026', 'AUTOPAY PAYMENT - THANK YOU', '-200.00'],
  ],
  questions: [
    {
      __typename: 'MappingQuestion' as const,
      about: 'SIGN_CONVENTION',
      message:
        'This looks like a card statement: most amounts are positive and the negative ones are payments. Are purchases positive here (money out)?',
    },
  ],
  layout: {
    __typename: 'CsvLayout' as const,
    encoding: 'utf-8',
    delimiter: ',',
    skipRecords: 0,
    hasHeader: true,
    columns: {
      __typename: 'CsvColumns' as const,
      date: 0,
      valueDate: null as number | null,
      description: [1],
      amount: 2 as number | null,
      debit: null as number | null,
      credit: null as number | null,
      flag: null as number | null,
      currency: null as number | null,
      reference: null as number | null,
      balance: null as number | null,
      accountCode: null as number | null,
    },
    dateOrder: 'MDY' as 'DMY' | 'MDY' | 'YMD',
    decimalMark: '.',
    signConvention: 'CARD' as 'SIGNED' | 'CARD' | 'DEBIT_CREDIT' | 'FLAG' | 'FORMAT',
    outFlags: null as string[] | null,
  },
};

interface AnswerParts {
  fileName?: string;
  rows?: ServerRowFixture[];
  summary?: Partial<typeof MARCH_SUMMARY>;
  reading?: Partial<typeof CSV_READING>;
  csv?: typeof CARD_MAPPING | null;
  needsMapping?: boolean;
  profile?: { __typename: 'BankProfile'; id: string; name: string } | null;
}

/** `reviewFinancialTransactionImport` as the gateway answers it, wrapped as a GraphQL response. */
export function reviewResponse(parts: AnswerParts = {}) {
  return {
    data: {
      reviewFinancialTransactionImport: {
        __typename: 'ImportReview',
        format: 'GENERIC_CSV',
        fileName: parts.fileName ?? 'march.csv',
        needsMapping: parts.needsMapping ?? false,
        rows: parts.rows ?? MARCH_ROWS,
        summary: { ...MARCH_SUMMARY, ...parts.summary },
        reading: { ...CSV_READING, ...parts.reading },
        csv: parts.csv === undefined ? null : parts.csv,
        profile: parts.profile ?? null,
      },
    },
  };
}

/** Stubs fetch: each upload gets the next answer (the last one again when they run out). */
export function stubUploads(...answers: { status?: number; body: unknown }[]) {
  let call = 0;
  const fetchMock = vi.fn<typeof fetch>(async () => {
    const answer = answers[Math.min(call++, answers.length - 1)]!;
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The variables and the file of the n-th upload a fetch mock saw. */
export function uploadOf(fetchMock: ReturnType<typeof stubUploads>, n: number) {
  const [, init] = fetchMock.mock.calls[n]!;
  const body = init?.body as FormData;
  return {
    headers: init?.headers as Record<string, string>,
    variables: (JSON.parse(body.get('operations') as string) as { variables: Record<string, unknown> }).variables,
    file: body.get('0') as File,
  };
}
