import type {
  MutationResolvers,
  OutboxAttachmentResolvers,
  OutboxMessageResolvers,
  OutboxStatus,
  QueryResolvers,
} from '../__generated__/resolvers-types.ts';
import { restPath } from '../rest/client.ts';
import type { OutboxMessageDto, OutboxPageDto } from '../rest/dto/outbox.ts';
import { restId } from '../rest/ids.ts';
import { nullIfNotFound } from './results.ts';

const outboxPath = (companyId: number) => restPath`/api/outbox/${companyId}`;

/** KEPT … in GraphQL, kept … in REST. */
export const outboxStatus = (status: OutboxMessageDto['status']): OutboxStatus => status.toUpperCase() as OutboxStatus;

export const OutboxQuery: Pick<QueryResolvers, 'outbox' | 'outboxMessage'> = {
  async outbox(_parent, { status, offset, limit }, ctx) {
    return ctx.rest.get<OutboxPageDto>(outboxPath(await ctx.caller.companyId()), {
      status: status?.toLowerCase(),
      offset,
      limit,
    });
  },
  async outboxMessage(_parent, { id }, ctx) {
    const path = `${outboxPath(await ctx.caller.companyId())}/${restId(id, 'id')}`;
    return nullIfNotFound(ctx.rest.get<OutboxMessageDto>(path));
  },
};

/** The Outbox (docs/operations.md, "Outbox"): resend a kept or failed message. */
export const OutboxMutation: Pick<MutationResolvers, 'resendMessage'> = {
  async resendMessage(_parent, { id }, ctx) {
    return ctx.rest.post<OutboxMessageDto>(
      `${outboxPath(await ctx.caller.companyId())}/${restId(id, 'id')}/resend`,
      {},
    );
  },
};

export const OutboxMessage: OutboxMessageResolvers = {
  status: (message) => outboxStatus(message.status),
  text: (message) => message.text ?? null,
  html: (message) => message.html ?? null,
  attachments: (message) => message.attachments.map((a) => ({ ...a, messageId: message.id })),
};

export const OutboxAttachment: OutboxAttachmentResolvers = {
  downloadUrl: (attachment) => `/download/outbox/${attachment.messageId}/${attachment.position}`,
};
