import type { CsvLayoutInput, ImportFormat, SignConvention } from './__generated__/resolvers-types.ts';
import type { StatementReviewDto } from './rest/dto/financial.ts';

/** GraphQL's ImportFormat and the api's input-format codes (docs/import-formats.md): the one table of both. */
export const IMPORT_FORMAT_CODES: Readonly<Record<ImportFormat, string>> = {
  GENERIC_CSV: '001',
  BANK_PDF: '002',
  OFX: '003',
  QIF: '004',
  CAMT053: '005',
  MT940: '006',
};

/** Import format 002 reads this bank's PDF statements (the api's `bank` parameter). */
export const STATEMENT_BANK = 'fnb';

type RestSign = StatementReviewDto['reading']['signConvention'];

const SIGNS: Readonly<Record<RestSign, SignConvention>> = {
  signed: 'SIGNED',
  card: 'CARD',
  'debit-credit': 'DEBIT_CREDIT',
  flag: 'FLAG',
  format: 'FORMAT',
};

export const signToGraphql = (sign: RestSign): SignConvention => SIGNS[sign];

export function signToRest(sign: SignConvention): RestSign {
  return (Object.keys(SIGNS) as RestSign[]).find((key) => SIGNS[key] === sign)!;
}

/** The mapping step's choices as the api's `layout` field: GraphQL's enums to the api's values, nulls left out. */
export function layoutToRest(input: CsvLayoutInput): Record<string, unknown> {
  const layout: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === null || value === undefined) continue;
    layout[key] = key === 'signConvention' ? signToRest(value as SignConvention) : value;
  }
  if (input.columns) {
    layout.columns = Object.fromEntries(Object.entries(input.columns).filter(([, value]) => value !== null));
  }
  return layout;
}
