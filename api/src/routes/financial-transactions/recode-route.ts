import { Type } from '@fastify/type-provider-typebox';
import type { App } from '../../app-types.ts';
import { previewRecode, RECODE_PREVIEW_ROWS, recodeTransactions } from '../../financial-transactions/recode.ts';
import { lastRecode, undoLastRecode } from '../../financial-transactions/recode-undo.ts';
import { CompanyParams, Id, withErrors } from '../../shared/schemas.ts';
import { FinancialTransaction, toTransactionBody } from './schemas.ts';

const problemRef = Type.Unsafe<unknown>({ $ref: 'Problem#' });

const RecodeBody = Type.Object({
  startDate: Type.String({ description: 'YYYY-MM-DD (or YYYY-MM-DD HH:mm[:ss]; the time is ignored)' }),
  endDate: Type.String({ description: 'YYYY-MM-DD, inclusive' }),
  financialAccountCode: Type.Optional(
    Type.String({ maxLength: 20, description: 'The account to give; required unless byRules' }),
  ),
  description: Type.Optional(
    Type.String({
      maxLength: 1000,
      description: 'Text the description contains (case-insensitive); required (not empty) unless byRules',
    }),
  ),
  byRules: Type.Optional(
    Type.Boolean({
      description:
        'Recode by the company’s account rules instead: each transaction of the period (but those written by a payment) that a rule matches gets the first matching rule’s account; leave financialAccountCode and description out',
    }),
  ),
});

const Recode = Type.Object(
  {
    id: Type.Integer(),
    at: Type.String({ description: 'ISO instant' }),
    byRules: Type.Boolean(),
    startDate: Type.String({ description: 'YYYY-MM-DD' }),
    endDate: Type.String({ description: 'YYYY-MM-DD' }),
    financialAccountCode: Type.Union([Type.String(), Type.Null()], { description: 'By text: the account given' }),
    description: Type.Union([Type.String(), Type.Null()], { description: 'By text: the text searched for' }),
    changed: Type.Integer({ description: 'Transactions it moved' }),
    undoneAt: Type.Union([Type.String(), Type.Null()], { description: 'ISO instant of its undo, if undone' }),
    username: Type.Union([Type.String(), Type.Null()], { description: 'Who ran it' }),
  },
  { description: 'A recode that changed something; the company’s last one can be undone' },
);

const PreviewRow = Type.Object({
  ...FinancialTransaction.properties,
  newFinancialAccountCode: Type.String({ description: 'The account the recode gives it' }),
  newFinancialAccountName: Type.String(),
  ruleId: Type.Union([Type.Integer(), Type.Null()], { description: 'By rules: the rule that chose the account' }),
});

/** Spec view 10 with a preview before it and an undo after it (docs/import-formats.md "Rules and recode"). */
export default function recodeRoutes(app: App, tags: string[]) {
  const base = '/api/financialtransaction/recode/:companyId';
  app.post(
    base,
    {
      schema: {
        operationId: 'recodeFinancialTransactions',
        tags,
        summary:
          'Gives every transaction between the dates whose description contains the text the chosen account (or, byRules, the account of the first matching rule); all or nothing',
        params: CompanyParams,
        body: RecodeBody,
        response: withErrors({
          200: Type.Object({
            changed: Type.Integer(),
            recode: Type.Union([Recode, Type.Null()], { description: 'Null when nothing changed' }),
          }),
          409: problemRef,
        }),
      },
    },
    (request) => recodeTransactions(app.db, request.user, request.body),
  );

  app.post(
    `${base}/preview`,
    {
      schema: {
        operationId: 'previewRecode',
        tags,
        summary: `What the recode would change now: how many transactions, and the first ${RECODE_PREVIEW_ROWS} (by date) with their current account; nothing is changed`,
        params: CompanyParams,
        body: RecodeBody,
        response: withErrors({
          200: Type.Object({ changed: Type.Integer(), rows: Type.Array(PreviewRow) }),
          409: problemRef,
        }),
      },
    },
    async (request) => {
      const preview = await previewRecode(app.db, request.user, request.body);
      return {
        changed: preview.changed,
        rows: preview.rows.map((row) => ({
          ...toTransactionBody(row.transaction),
          newFinancialAccountCode: row.newFinancialAccountCode,
          newFinancialAccountName: row.newFinancialAccountName,
          ruleId: row.ruleId,
        })),
      };
    },
  );

  app.get(
    `${base}/last`,
    {
      schema: {
        operationId: 'getLastRecode',
        tags,
        summary: 'The company’s last recode (undone or not), the one undo takes back; null when there is none',
        params: CompanyParams,
        response: withErrors({ 200: Type.Object({ recode: Type.Union([Recode, Type.Null()]) }) }),
      },
    },
    async (request) => ({ recode: await lastRecode(app.db, request.user) }),
  );

  app.post(
    `${base}/undo`,
    {
      schema: {
        operationId: 'undoLastRecode',
        tags,
        summary:
          'Undoes the company’s last recode: its transactions go back to their previous accounts, all or nothing; 409 when one of them was changed or deleted since',
        params: CompanyParams,
        body: Type.Optional(
          Type.Object({
            id: Type.Optional({
              ...Id,
              description: 'The recode meant (as /last answered it): 409 when it is no longer the last',
            }),
          }),
        ),
        response: withErrors({
          200: Type.Object({ restored: Type.Integer({ description: 'Transactions put back' }), recode: Recode }),
          409: problemRef,
        }),
      },
    },
    (request) => undoLastRecode(app.db, request.user, request.body?.id),
  );
}
