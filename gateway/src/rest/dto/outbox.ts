/** Shapes of the api's Outbox JSON (codegen mappers point here), named from its OpenAPI types. */
import type { ElementOf, JsonOf } from '../api-types.ts';

/** GET /api/outbox/{companyId} */
export type OutboxPageDto = JsonOf<'listOutbox'>;
/** A message in a list (no content) or alone (GET /api/outbox/{companyId}/{id}: text and html). */
export type OutboxMessageDto = ElementOf<OutboxPageDto['messages']> &
  Partial<Pick<JsonOf<'getOutboxMessage'>, 'text' | 'html'>>;
/** An attachment with the message it belongs to (its download address names both). */
export type OutboxAttachmentParent = ElementOf<OutboxMessageDto['attachments']> & { messageId: number };
