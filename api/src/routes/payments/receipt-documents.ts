import type { App } from '../../app-types.ts';
import { emailDocument, recipientOf } from '../../documents/document-mail.ts';
import {
  attachment,
  EmailDocumentBody,
  EmailDocumentResult,
  EmailIdempotencyHeaders,
  PdfResponse,
} from '../../documents/document-route-schemas.ts';
import { groupedAmount } from '../../shared/money.ts';
import { currencySymbol } from '../../companies/currency.ts';
import { loadReceiptDocument, receiptFileName, renderReceiptPdf } from '../../payments/receipt-document.ts';
import { ProblemRef } from '../../shared/schema-helpers.ts';
import { IdParams, withErrors } from '../../shared/schemas.ts';

/** A payment's receipt as a PDF, and emailed (issue 13, item 3). */
export default async function receiptDocumentRoutes(app: App) {
  app.get(
    '/api/payment1/receipt/:id/pdf',
    {
      schema: {
        operationId: 'downloadPaymentReceiptPdf',
        tags: ['payments'],
        summary:
          'The receipt of a payment as a PDF: the whole receipt when the payment is part of one (several invoices, ' +
          'credit kept), else the payment alone',
        params: IdParams,
        produces: ['application/pdf'],
        response: withErrors({ 200: PdfResponse }),
      },
    },
    async (request, reply) => {
      const receipt = await loadReceiptDocument(app.db, request.user.companyId, request.params.id);
      const pdf = await renderReceiptPdf(receipt);
      return reply
        .type('application/pdf')
        .header('content-disposition', attachment(receiptFileName(receipt)))
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.post(
    '/api/payment1/receipt/:id/email',
    {
      preValidation: async (request) => {
        request.body ??= {};
      },
      schema: {
        operationId: 'emailPaymentReceipt',
        tags: ['payments'],
        summary:
          'Emails the receipt PDF of a payment to `to` or the client’s address (kept in the outbox without SMTP_URL)',
        params: IdParams,
        headers: EmailIdempotencyHeaders,
        body: EmailDocumentBody,
        response: withErrors({ 200: EmailDocumentResult, 422: ProblemRef }),
      },
    },
    async (request) => {
      const receipt = await loadReceiptDocument(app.db, request.user.companyId, request.params.id);
      const to = recipientOf(request.body.to ?? undefined, receipt.client.email, 'receipt');
      const money = (cents: number) => `${currencySymbol(receipt.company.region)} ${groupedAmount(cents)}`;
      const paidTo = receipt.lines.map((l) => l.invoiceUniqueId).join(', ');
      const pdf = await renderReceiptPdf(receipt);
      return emailDocument(
        app.db,
        app.config,
        request.user,
        {
          kind: 'receipt',
          entity: 'payment',
          entityId: receipt.paymentId,
          to,
          subject: `Receipt ${receipt.number} from ${receipt.company.name}`,
          text: [
            `Dear ${receipt.client.name},`,
            '',
            `Thank you for your payment of ${money(receipt.amountCents)}${paidTo ? ` towards ${paidTo}` : ''}.`,
            receipt.creditKeptCents > 0 ? `${money(receipt.creditKeptCents)} is kept as credit on your account.` : '',
            'Your receipt is attached.',
            '',
            receipt.company.name,
          ]
            .filter((line, i, all) => line !== '' || all[i - 1] !== '')
            .join('\n'),
          attachments: [{ fileName: receiptFileName(receipt), contentType: 'application/pdf', content: pdf }],
        },
        request.headers['idempotency-key'],
      );
    },
  );
}
