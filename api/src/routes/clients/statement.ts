import { Type } from '@fastify/type-provider-typebox';
import type { App } from '../../app-types.ts';
import { loadStatement, renderStatementPdf, statementFileName } from '../../clients/client-statement.ts';
import { emailDocument, recipientOf } from '../../documents/document-mail.ts';
import {
  attachment,
  EmailDocumentBody,
  EmailDocumentResult,
  EmailIdempotencyHeaders,
  PdfResponse,
} from '../../documents/document-route-schemas.ts';
import { currencySymbol } from '../../companies/currency.ts';
import { groupedAmount } from '../../shared/money.ts';
import { ProblemRef } from '../../shared/schema-helpers.ts';
import { IdParams, withErrors } from '../../shared/schemas.ts';

const Period = Type.Object({
  start: Type.Optional(
    Type.String({ maxLength: 10, description: 'YYYY-MM-DD, company time zone; default 90 days before the end' }),
  ),
  end: Type.Optional(Type.String({ maxLength: 10, description: 'YYYY-MM-DD, company time zone; default today' })),
});

/** A client's statement (invoices, payments and credit with a running balance) as a PDF, and emailed (issue 13). */
export default async function clientStatementRoutes(app: App) {
  app.get(
    '/api/client1/statement/:id/pdf',
    {
      schema: {
        operationId: 'downloadClientStatementPdf',
        tags: ['clients'],
        summary:
          'A client’s statement for a period as a PDF: opening balance, its invoices and payments by date with a ' +
          'running balance, closing balance and credit held (archived invoices left out)',
        params: IdParams,
        querystring: Period,
        produces: ['application/pdf'],
        response: withErrors({ 200: PdfResponse }),
      },
    },
    async (request, reply) => {
      const statement = await loadStatement(app.db, request.user.companyId, request.params.id, request.query);
      const pdf = await renderStatementPdf(statement);
      return reply
        .type('application/pdf')
        .header('content-disposition', attachment(statementFileName(statement)))
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.post(
    '/api/client1/statement/:id/email',
    {
      preValidation: async (request) => {
        request.body ??= {};
      },
      schema: {
        operationId: 'emailClientStatement',
        tags: ['clients'],
        summary:
          'Emails a client’s statement PDF for a period to `to` or the client’s address (kept in the outbox without ' +
          'SMTP_URL)',
        params: IdParams,
        querystring: Period,
        headers: EmailIdempotencyHeaders,
        body: EmailDocumentBody,
        response: withErrors({ 200: EmailDocumentResult, 422: ProblemRef }),
      },
    },
    async (request) => {
      const statement = await loadStatement(app.db, request.user.companyId, request.params.id, request.query);
      const to = recipientOf(request.body.to ?? undefined, statement.client.email, 'statement');
      const money = (cents: number) =>
        `${currencySymbol(statement.company.region)} ${cents < 0 ? '-' : ''}${groupedAmount(Math.abs(cents))}`;
      const pdf = await renderStatementPdf(statement);
      return emailDocument(
        app.db,
        app.config,
        request.user,
        {
          kind: 'statement',
          entity: 'client',
          entityId: statement.client.id,
          to,
          subject: `Statement ${statement.start} to ${statement.end} from ${statement.company.name}`,
          text: [
            `Dear ${statement.client.name},`,
            '',
            `Please find attached your statement for ${statement.start} to ${statement.end}.`,
            `Closing balance: ${money(statement.closingCents)}. Credit held: ${money(statement.creditCents)}.`,
            '',
            statement.company.name,
          ].join('\n'),
          attachments: [{ fileName: statementFileName(statement), contentType: 'application/pdf', content: pdf }],
        },
        request.headers['idempotency-key'],
      );
    },
  );
}
