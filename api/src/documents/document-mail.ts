import { recordAudit } from '../audit/audit-log.ts';
import type { Database } from '../db/database.ts';
import { EMAIL } from '../invoices/invoice-mail.ts';
import type { MailSettings } from '../outbox/mailer.ts';
import { outboxRepository, type NewOutboxMessage, type OutboxRow } from '../outbox/outbox-repository.ts';
import { deliverRecorded, recordMessage, type Recorded } from '../outbox/outbox-service.ts';
import type { Caller } from '../shared/caller.ts';
import { badRequest, unprocessable } from '../shared/problem.ts';

export interface EmailOutcome {
  to: string;
  messageId: string | null;
  outboxId: number;
  status: OutboxRow['status'];
  error: string | null;
}

/** The address to send to: the one typed, else the client's; 400 when there is none or it is not an address. */
export function recipientOf(to: string | undefined, clientEmail: string | null | undefined, what: string): string {
  const recipient = to?.trim() || clientEmail?.trim();
  if (!recipient) {
    throw badRequest(`The client has no email address: type the address to send the ${what} to`, [
      { field: 'to', message: 'is required when the client has no email address' },
    ]);
  }
  if (!EMAIL.test(recipient)) {
    throw badRequest(`"${recipient}" is not an email address`, [{ field: 'to', message: 'is not an email address' }]);
  }
  return recipient;
}

/**
 * A document (receipt, statement) emailed the way an invoice is (api/src/invoices/invoice-mail.ts): recorded in the
 * outbox with an audit row in one transaction, sent over SMTP_URL after commit, kept there without it. With an
 * Idempotency-Key a repeat answers the first message as it is now and sends nothing again; the same key for another
 * document, address or subject (a statement of another period) is 422.
 */
export async function emailDocument(
  db: Database,
  mail: MailSettings,
  caller: Caller,
  message: Omit<NewOutboxMessage, 'companyId' | 'createdBy' | 'idempotencyKey'> & { entity: string; entityId: number },
  idempotencyKey: string | undefined,
): Promise<EmailOutcome> {
  const key = idempotencyKey?.trim() || null;
  const earlierMessage = async (): Promise<OutboxRow | undefined> => {
    if (!key) return undefined;
    const earlier = await outboxRepository(db).findByKey(caller.companyId, key);
    if (
      earlier &&
      (earlier.entity !== message.entity ||
        earlier.entityId !== message.entityId ||
        earlier.kind !== message.kind ||
        earlier.to !== message.to ||
        earlier.subject !== message.subject)
    ) {
      throw unprocessable('This idempotency key was already used for another email: use a new key');
    }
    return earlier;
  };
  const answer = async (recorded: Recorded): Promise<EmailOutcome> => {
    const outcome = await deliverRecorded(db, mail, caller.companyId, recorded);
    return {
      to: message.to,
      messageId: outcome.smtpMessageId,
      outboxId: outcome.id,
      status: outcome.status,
      error: outcome.error,
    };
  };

  const earlier = await earlierMessage();
  if (earlier) return answer({ id: earlier.id, status: earlier.status });
  let recorded: Recorded;
  try {
    recorded = await db.transaction(async (tx) => {
      const kept = await recordMessage(tx, mail, {
        ...message,
        companyId: caller.companyId,
        createdBy: caller.id,
        idempotencyKey: key,
      });
      await recordAudit(tx, {
        companyId: caller.companyId,
        userId: caller.id,
        action: 'email',
        entity: message.entity,
        entityId: message.entityId,
        after: { kind: message.kind, to: message.to, outboxId: kept.id },
      });
      return kept;
    });
  } catch (error) {
    // Two requests with one key at once: the other one recorded it first.
    const first = key && (error as { code?: string }).code === '23505' ? await earlierMessage() : undefined;
    if (!first) throw error;
    recorded = { id: first.id, status: first.status };
  }
  return answer(recorded);
}
