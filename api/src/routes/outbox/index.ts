import { Type } from '@fastify/type-provider-typebox';
import type { App } from '../../app-types.ts';
import { OUTBOX_STATUSES, outboxRepository, type OutboxRow } from '../../outbox/outbox-repository.ts';
import { expireInterruptedSends, resendMessage } from '../../outbox/outbox-service.ts';
import { notFound } from '../../shared/problem.ts';
import { unpaidRunsRepository } from '../../unpaid-runs/unpaid-runs-repository.ts';
import { Nullable, ProblemRef, StringEnum } from '../../shared/schema-helpers.ts';
import { CompanyParams, Id, withErrors } from '../../shared/schemas.ts';

const Status = StringEnum(OUTBOX_STATUSES, {
  description:
    'kept: no mail server configured; sending: claimed by a process that is sending it; sent; failed (see error); ' +
    'uncertain: may have been sent (the process sending it stopped before the mail server answered), resend only ' +
    'if the recipient did not get it',
});

const Attachment = Type.Object(
  {
    position: Type.Integer({ description: 'Its number in the message, from 0: …/attachment/{position}' }),
    fileName: Type.String(),
    contentType: Type.String(),
    sizeBytes: Type.Integer(),
  },
  { description: 'An attachment of a message (its bytes: …/attachment/{position})' },
);

const summaryFields = {
  id: Type.Integer(),
  kind: StringEnum(['invoice', 'reminder', 'claim', 'receipt', 'statement'] as const),
  entity: Nullable(Type.String({ description: 'What the message is about (invoice, claim …)' })),
  entityId: Nullable(Type.Integer()),
  to: Type.String(),
  cc: Nullable(Type.String()),
  subject: Type.String(),
  status: Status,
  error: Nullable(Type.String({ description: 'The mail server’s reason when the last send failed' })),
  attempts: Type.Integer({ description: 'Sends tried' }),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
  sentAt: Nullable(Type.String({ format: 'date-time' })),
  attachments: Type.Array(Attachment),
};
const OutboxSummary = Type.Object(summaryFields, { $id: 'OutboxSummary' });
const OutboxMessageBody = Type.Object(
  { ...summaryFields, text: Type.String(), html: Nullable(Type.String()) },
  { $id: 'OutboxMessage' },
);

const MessageParams = Type.Object({ companyId: Id, id: Id });
const summary = (m: OutboxRow) => ({
  id: m.id,
  kind: m.kind,
  entity: m.entity,
  entityId: m.entityId,
  to: m.to,
  cc: m.cc,
  subject: m.subject,
  status: m.status,
  error: m.error,
  attempts: m.attempts,
  createdAt: m.createdAt,
  updatedAt: m.updatedAt,
  sentAt: m.sentAt,
  attachments: m.attachments,
});

/** The outbox: every message the api mailed or kept (docs/operations.md, "Outbox"). */
export default async function outboxRoutes(app: App) {
  const tags = ['outbox'];
  // Housekeeping, never a reason not to start: a failure is logged, and the next start tries again.
  app.addHook('onReady', async () => {
    try {
      const uncertain = await expireInterruptedSends(app.db);
      if (uncertain > 0) app.log.warn({ uncertain }, 'outbox messages interrupted mid-send are now uncertain');
    } catch (error) {
      app.log.error({ err: error }, 'marking interrupted outbox messages uncertain failed');
    }
  });

  app.get(
    '/api/outbox/:companyId',
    {
      schema: {
        operationId: 'listOutbox',
        tags,
        summary: 'The company’s mail, newest first, optionally of one status',
        params: CompanyParams,
        querystring: Type.Object({
          status: Type.Optional(Status),
          offset: Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 }),
          limit: Type.Integer({ minimum: 1, maximum: 100, default: 25 }),
        }),
        response: withErrors({
          200: Type.Object({
            total: Type.Integer({ description: 'Messages matching the filter' }),
            offset: Type.Integer(),
            limit: Type.Integer(),
            messages: Type.Array(OutboxSummary),
          }),
        }),
      },
    },
    async (request) => {
      const { status, offset, limit } = request.query;
      await expireInterruptedSends(app.db, { companyId: request.params.companyId });
      const page = await outboxRepository(app.db).list(request.params.companyId, { status, offset, limit });
      return { total: page.total, offset, limit, messages: page.messages.map(summary) };
    },
  );

  app.get(
    '/api/outbox/:companyId/:id',
    {
      schema: {
        operationId: 'getOutboxMessage',
        tags,
        summary: 'One message with its content and attachment list',
        params: MessageParams,
        response: withErrors({ 200: OutboxMessageBody }),
      },
    },
    async (request) => {
      await expireInterruptedSends(app.db, { companyId: request.params.companyId });
      const message = await outboxRepository(app.db).find(request.params.id, request.params.companyId);
      if (!message) throw notFound('Message');
      return { ...summary(message), text: message.text, html: message.html };
    },
  );

  app.get(
    '/api/outbox/:companyId/:id/attachment/:position',
    {
      schema: {
        operationId: 'downloadOutboxAttachment',
        tags,
        summary: 'One attachment of a message, as it was (or will be) sent',
        params: Type.Object({ companyId: Id, id: Id, position: Type.Integer({ minimum: 0, maximum: 100 }) }),
        produces: ['application/octet-stream'],
        response: withErrors({
          200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'The attachment’s bytes' }),
        }),
      },
    },
    async (request, reply) => {
      const { companyId, id, position } = request.params;
      const attachment = await outboxRepository(app.db).attachment(id, companyId, position);
      if (!attachment) throw notFound('Attachment');
      const fileName = attachment.fileName.replace(/[^\w.-]/g, '_');
      return reply
        .type(attachment.contentType)
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(attachment.content);
    },
  );

  app.post(
    '/api/outbox/:companyId/:id/resend',
    {
      schema: {
        operationId: 'resendOutboxMessage',
        tags,
        summary: 'Sends a kept, failed or uncertain message again, with the same content, attachments and Message-ID',
        description:
          'Idempotent: a message already sent (or being sent) is answered as it is, and nothing is sent again; of ' +
          'two resends at once one sends. An uncertain message may have been sent already: resend it only if the ' +
          'recipient did not get it (mail clients see the same Message-ID). ' +
          'A send the mail server refuses answers 200 with status failed and its error. Without SMTP_URL: 409.',
        params: MessageParams,
        response: withErrors({ 200: OutboxMessageBody, 409: ProblemRef }),
      },
    },
    async (request) => {
      const { companyId, id } = request.params;
      const message = await resendMessage(app.db, app.config, companyId, id);
      // A reminder sent from the Outbox shows as sent in its unpaid run too.
      if (message.kind === 'reminder' && message.status === 'sent') {
        await unpaidRunsRepository(app.db).markSentByOutbox(id, companyId);
      }
      return { ...summary(message), text: message.text, html: message.html };
    },
  );
}
