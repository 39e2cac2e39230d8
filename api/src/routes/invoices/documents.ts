import { Type } from '@fastify/type-provider-typebox';
import type { App } from '../../app-types.ts';
import { loadInvoiceDocument } from '../../invoices/invoice-document.ts';
import { emailInvoice } from '../../invoices/invoice-mail.ts';
import { renderInvoicePdf } from '../../invoices/invoice-pdf.ts';
import { Nullable, ProblemRef, StringEnum } from '../../shared/schema-helpers.ts';
import { IdParams, withErrors } from '../../shared/schemas.ts';

const EmailBody = Type.Object({
  to: Type.Optional(Nullable(Type.String({ maxLength: 320, description: 'Default: the client’s email address' }))),
});

/** The invoice as a document: its PDF, and the PDF emailed. */
export default async function invoiceDocumentRoutes(app: App) {
  app.get(
    '/api/invoice1/download/:id',
    {
      schema: {
        operationId: 'downloadInvoicePdf',
        tags: ['invoices'],
        summary: 'The invoice as a PDF file',
        params: IdParams,
        produces: ['application/pdf'],
        response: withErrors({
          200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'application/pdf' }),
        }),
      },
    },
    async (request, reply) => {
      const document = await loadInvoiceDocument(app.db, request.user.companyId, request.params.id);
      const pdf = await renderInvoicePdf(document);
      const fileName = `${document.invoice.uniqueId.replace(/[^\w.-]/g, '_')}.pdf`;
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.post(
    '/api/invoice1/email/:id',
    {
      // No body at all means "to the client's address", like an empty one.
      preValidation: async (request) => {
        request.body ??= {};
      },
      schema: {
        operationId: 'emailInvoice',
        tags: ['invoices'],
        summary: 'Emails the invoice PDF to `to` or to the client’s address (kept in the outbox without SMTP_URL)',
        params: IdParams,
        headers: Type.Object({
          'idempotency-key': Type.Optional(
            Type.String({
              maxLength: 200,
              description:
                'One key per email meant: a repeat (a retry after a lost answer) answers the same outbox message and ' +
                'sends nothing again; the same key for another invoice or address is 422',
            }),
          ),
        }),
        body: EmailBody,
        response: withErrors({
          200: Type.Object({
            to: Type.String(),
            messageId: Nullable(Type.String({ description: 'The mail server’s id; null when kept in the outbox' })),
            outboxId: Type.Integer({ description: 'The message in the outbox (GET /api/outbox/{companyId}/{id})' }),
            status: StringEnum(['kept', 'sent', 'failed', 'sending', 'uncertain'] as const, {
              description:
                'sent; kept: no mail server is configured, the message waits in the outbox; failed: the mail server ' +
                'refused it or could not be reached (see error), the message is in the outbox to be resent. A ' +
                'repeated Idempotency-Key answers the message as it is now, which may also be sending (another ' +
                'request is sending it) or uncertain (may have been sent: the process sending it stopped)',
            }),
            error: Nullable(Type.String({ description: 'The mail server’s reason when the send failed' })),
          }),
          422: ProblemRef,
        }),
      },
    },
    async (request) =>
      emailInvoice(
        app.db,
        app.config,
        request.user,
        request.params.id,
        request.body.to ?? undefined,
        request.headers['idempotency-key'],
      ),
  );
}
