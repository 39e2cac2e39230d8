import type { Queryable } from '../db/database.ts';
import { conflict, notFound, unprocessable } from '../shared/problem.ts';
import { createMailer, sendError, type MailSettings, type Mailer } from './mailer.ts';
import { outboxRepository, type NewOutboxMessage, type OutboxMessage } from './outbox-repository.ts';

/** The most an attachment may hold (a PDF invoice is a few kB): larger ones are refused, not truncated. */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
/**
 * How long a message may stay "sending" before a resend may take it: far longer than one send takes (each SMTP step
 * times out after 15 s), so a live process's send is never repeated.
 */
export const SENDING_LEASE_MS = 5 * 60 * 1000;

export interface Recorded {
  id: number;
  /** kept (no mail server configured) or sending (deliver it after the transaction commits). */
  status: 'kept' | 'sending';
}

export type Delivery =
  { id: number; status: 'sent'; smtpMessageId: string | null } | { id: number; status: 'failed'; error: string };

/**
 * Records a message in the outbox, in the caller's transaction (so it exists exactly when the business change does).
 * With SMTP_URL it is recorded "sending": the caller delivers it after commit; without, it is kept.
 */
export async function recordMessage(tx: Queryable, mail: MailSettings, message: NewOutboxMessage): Promise<Recorded> {
  for (const a of message.attachments) {
    if (a.content.length > MAX_ATTACHMENT_BYTES) {
      throw unprocessable(`The attachment ${a.fileName} is larger than ${MAX_ATTACHMENT_BYTES / 1024 / 1024} MB`);
    }
  }
  const status = mail.smtpUrl ? 'sending' : 'kept';
  return { id: await outboxRepository(tx).insert(message, status), status };
}

/**
 * Sends a recorded message that is in hand (status sending) and stores the outcome. Never throws for the mail
 * server's answer: a refused or failed send is stored as failed with the reason (no credentials) and returned.
 * Runs outside any transaction: a slow server holds no rows.
 */
export async function deliver(
  db: Queryable,
  mail: MailSettings & { smtpUrl: string },
  companyId: number,
  id: number,
  mailer?: Mailer,
): Promise<Delivery> {
  const outbox = outboxRepository(db);
  const message = await outbox.find(id, companyId);
  if (!message) throw notFound('Message');
  const attachments = await outbox.attachments(id);
  const own = mailer ? undefined : createMailer(mail);
  try {
    const smtpMessageId = await (mailer ?? own!).send({ ...message, attachments });
    await outbox.finish(id, { sent: true, smtpMessageId });
    return { id, status: 'sent', smtpMessageId };
  } catch (error) {
    const reason = sendError(error, mail.smtpUrl);
    await outbox.finish(id, { sent: false, error: reason });
    return { id, status: 'failed', error: reason };
  } finally {
    own?.close();
  }
}

/** Records, commits (the caller's `db.transaction`), then delivers when a mail server is configured. */
export async function deliverRecorded(
  db: Queryable,
  mail: MailSettings,
  companyId: number,
  recorded: Recorded,
  mailer?: Mailer,
): Promise<{ id: number; status: 'kept' | 'sent' | 'failed'; smtpMessageId: string | null; error: string | null }> {
  if (recorded.status === 'kept' || !mail.smtpUrl) {
    return { id: recorded.id, status: 'kept', smtpMessageId: null, error: null };
  }
  const delivery = await deliver(db, { ...mail, smtpUrl: mail.smtpUrl }, companyId, recorded.id, mailer);
  return delivery.status === 'sent'
    ? { ...delivery, error: null }
    : { id: delivery.id, status: 'failed', smtpMessageId: null, error: delivery.error };
}

/**
 * POST /api/outbox/{companyId}/{id}/resend: sends a kept or failed message again, with the same content and
 * attachments. Idempotent by the message's state: only a kept or failed message is taken (one statement, so of two
 * resends at once one sends); a retried request finds it sent (or sending) and sends nothing. 409 without SMTP_URL
 * (the message cannot leave this server, and a retry will not change that).
 */
export async function resendMessage(
  db: Queryable,
  mail: MailSettings,
  companyId: number,
  id: number,
): Promise<OutboxMessage> {
  const outbox = outboxRepository(db);
  const message = await outbox.find(id, companyId);
  if (!message) throw notFound('Message');
  if (message.status === 'sent') return message;
  if (!mail.smtpUrl) {
    throw conflict('Email is not set up on this server (SMTP_URL is not configured): the message stays in the Outbox');
  }
  if (await outbox.claim(id, companyId, SENDING_LEASE_MS)) {
    await deliver(db, { ...mail, smtpUrl: mail.smtpUrl }, companyId, id);
  }
  return (await outbox.find(id, companyId))!;
}

/** The error stored on a message whose process stopped while sending it. */
export const INTERRUPTED_SEND =
  'Interrupted: the server stopped while sending this message, so it may not have been delivered';

/** At start-up: a message left sending by a stopped process is failed, so the Outbox offers to resend it. */
export async function failInterruptedSends(db: Queryable, leaseMs = SENDING_LEASE_MS): Promise<number> {
  return outboxRepository(db).failStale(leaseMs, INTERRUPTED_SEND);
}
