import { Type } from '@fastify/type-provider-typebox';

export const problemRef = Type.Unsafe<unknown>({ $ref: 'Problem#' });

/** The multipart form of a statement upload (financial-import/upload.ts reads it), for the OpenAPI document. */
export const StatementUploadForm = Type.Object(
  {
    layout: Type.Optional(
      Type.String({
        maxLength: 4096,
        description:
          'CSV only, sent before the file: the column mapping (JSON) chosen in the mapping step or held by a bank profile',
      }),
    ),
    file: Type.String({ contentMediaType: 'application/octet-stream', description: 'The statement file' }),
  },
  { description: 'The statement in the field `file`, after the optional text fields' },
);

export const ReviewRow = Type.Object(
  {
    id: Type.Integer({ description: 'Position in the statement, from 1' }),
    line: Type.Integer({ description: 'Line of the file (CSV) or of the PDF’s text the row came from' }),
    processed: Type.String({ description: 'YYYY-MM-DD' }),
    financialAccountCode: Type.String({
      description: 'From the file, else the first matching account rule’s, else the suggestion, else blank',
    }),
    description: Type.String(),
    amount: Type.Number({ description: '< 0 money out, > 0 money in' }),
    duplicate: Type.Boolean({
      description: 'A stored transaction, or an earlier row of the file, has the same date, amount and description',
    }),
    duplicateOf: Type.Union([Type.Literal('stored'), Type.Literal('file'), Type.Null()], {
      description: 'What the row duplicates: a stored transaction or an earlier row of the same file',
    }),
    suggestedAccountCode: Type.Union([Type.String(), Type.Null()], {
      description: 'The account used most before for this description',
    }),
    ruleId: Type.Union([Type.Integer(), Type.Null()], {
      description: 'The account rule that set financialAccountCode (GET /api/financialtransaction/rule/{companyId})',
    }),
    reference: Type.Union([Type.String(), Type.Null()], { description: 'The bank’s reference, when the file has one' }),
  },
  { $id: 'StatementRow' },
);

const Money = (description: string) => Type.Number({ description });

export const ReviewSummary = Type.Object({
  count: Type.Integer({ description: 'Rows read from the file' }),
  moneyIn: Money('Sum of the rows above 0'),
  moneyOut: Money('Sum of the rows below 0, as a positive figure'),
  net: Money('moneyIn − moneyOut'),
  duplicates: Type.Integer({ description: 'Rows flagged as duplicates' }),
  openingBalance: Type.Union([Type.Number(), Type.Null()], { description: 'As the file states it' }),
  closingBalance: Type.Union([Type.Number(), Type.Null()], { description: 'As the file states it' }),
  expectedClosingBalance: Type.Union([Type.Number(), Type.Null()], { description: 'openingBalance + net' }),
  balanceMismatch: Type.Boolean({ description: 'The file states both balances and opening + net ≠ closing' }),
});

export const Reading = Type.Object({
  encoding: Type.Union([Type.String(), Type.Null()]),
  dateOrder: Type.Union([Type.Literal('YMD'), Type.Literal('DMY'), Type.Literal('MDY'), Type.Null()]),
  dateOrderFrom: Type.Union([
    Type.Literal('file'),
    Type.Literal('region'),
    Type.Literal('profile'),
    Type.Literal('format'),
    Type.Null(),
  ]),
  decimalMark: Type.Union([Type.Literal('.'), Type.Literal(','), Type.Null()]),
  signConvention: Type.Union([
    Type.Literal('signed'),
    Type.Literal('card'),
    Type.Literal('debit-credit'),
    Type.Literal('flag'),
    Type.Literal('format'),
  ]),
  notes: Type.Array(Type.String()),
  currency: Type.Union([Type.String(), Type.Null()]),
  account: Type.Union([Type.String(), Type.Null()]),
});

const Columns = Type.Object(
  {
    date: Type.Integer({ minimum: 0 }),
    valueDate: Type.Optional(Type.Integer({ minimum: 0 })),
    description: Type.Array(Type.Integer({ minimum: 0 })),
    amount: Type.Optional(Type.Integer({ minimum: 0 })),
    debit: Type.Optional(Type.Integer({ minimum: 0 })),
    credit: Type.Optional(Type.Integer({ minimum: 0 })),
    flag: Type.Optional(Type.Integer({ minimum: 0 })),
    currency: Type.Optional(Type.Integer({ minimum: 0 })),
    reference: Type.Optional(Type.Integer({ minimum: 0 })),
    balance: Type.Optional(Type.Integer({ minimum: 0 })),
    accountCode: Type.Optional(Type.Integer({ minimum: 0 })),
  },
  { description: 'Which column (from 0) holds what' },
);

export const CsvLayoutSchema = Type.Object({
  encoding: Type.String(),
  delimiter: Type.String(),
  skipRecords: Type.Integer(),
  hasHeader: Type.Boolean(),
  columns: Columns,
  dateOrder: Type.Union([Type.Literal('DMY'), Type.Literal('MDY')]),
  decimalMark: Type.Union([Type.Literal('.'), Type.Literal(',')]),
  signConvention: Type.Union([
    Type.Literal('signed'),
    Type.Literal('card'),
    Type.Literal('debit-credit'),
    Type.Literal('flag'),
  ]),
  outFlags: Type.Optional(Type.Array(Type.String())),
});

export const CsvMapping = Type.Object({
  layout: CsvLayoutSchema,
  header: Type.Union([Type.Array(Type.String()), Type.Null()]),
  preview: Type.Array(Type.Array(Type.String()), { description: 'The first records of the file as split' }),
  questions: Type.Array(Type.Object({ about: Type.String(), message: Type.String() })),
  fingerprint: Type.String({
    description: 'What recognises this bank’s files: a bank profile saved under it reads the next one',
  }),
});

export const StatementReview = Type.Object({
  format: Type.String({ description: 'The input format: 001, 002 …' }),
  needsMapping: Type.Boolean({
    description: 'The reader is not sure how to read the file: no rows; answer the questions with a `layout` field',
  }),
  rows: Type.Array(ReviewRow),
  summary: ReviewSummary,
  reading: Reading,
  csv: Type.Union([CsvMapping, Type.Null()], {
    description: 'How a CSV file was read (format 001), for the mapping step',
  }),
  profile: Type.Union([Type.Object({ id: Type.Integer(), name: Type.String() }), Type.Null()], {
    description: 'The bank profile the file was read with, when its fingerprint matched one',
  }),
  draft: Type.Union(
    [
      Type.Object({
        id: Type.Integer({ description: 'The review draft: its rows by page, its store, its removal' }),
        pageRows: Type.Integer({ description: 'Rows of a page; `rows` is the first' }),
      }),
      Type.Null(),
    ],
    {
      description:
        'Set when the review is kept on the server (`draft=true`): `rows` is its first page, `summary` covers every row',
    },
  ),
});
