import { Type } from '@fastify/type-provider-typebox';
import { Nullable, StringEnum } from '../shared/schema-helpers.ts';

/** The schemas of a document's PDF and email routes (receipts, statements), as the invoice's (routes/invoices/documents.ts). */
export const PdfResponse = Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'application/pdf' });

export const EmailDocumentBody = Type.Object({
  to: Type.Optional(Nullable(Type.String({ maxLength: 320, description: 'Default: the client’s email address' }))),
});

export const EmailIdempotencyHeaders = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({
      maxLength: 200,
      description:
        'One key per email meant: a repeat (a retry after a lost answer) answers the same outbox message and sends ' +
        'nothing again; the same key for another document or address is 422',
    }),
  ),
});

export const EmailDocumentResult = Type.Object({
  to: Type.String(),
  messageId: Nullable(Type.String({ description: 'The mail server’s id; null when kept in the outbox' })),
  outboxId: Type.Integer({ description: 'The message in the outbox (GET /api/outbox/{companyId}/{id})' }),
  status: StringEnum(['kept', 'sent', 'failed', 'sending', 'uncertain'] as const, {
    description:
      'sent; kept: no mail server is configured, the message waits in the outbox; failed: the mail server refused ' +
      'it or could not be reached (see error), the message is in the outbox to be resent; sending or uncertain for ' +
      'a repeated Idempotency-Key whose first send is under way or was interrupted',
  }),
  error: Nullable(Type.String({ description: 'The mail server’s reason when the send failed' })),
});

/** "attachment; filename=…" with only safe characters. */
export const attachment = (fileName: string) => `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"`;
