import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Queryable } from '../db/database.ts';
import { conflict, notFound, unprocessable } from '../shared/problem.ts';
import { createMailer, sendError, type MailSettings, type Mailer } from './mailer.ts';
import { outboxRepository, type NewOutboxMessage, type OutboxMessage, type SendClaim } from './outbox-repository.ts';

/** The most an attachment may hold (a PDF invoice is a few kB): larger ones are refused, not truncated. */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
/**
 * How long a send's claim lasts: far longer than one send takes (each SMTP step times out after 15 s). A message
 * still "sending" with an older claim was claimed by a process that stopped mid-send: it becomes "uncertain".
 */
export const SENDING_LEASE_MS = 5 * 60 * 1000;

/** The error stored on a message whose send was claimed by a process that stopped before it knew the outcome. */
export const INTERRUPTED_SEND =
  'May have been sent: the server stopped while sending this message, so whether the mail server accepted it is ' +
  'not known. Resend it only if the recipient did not get it';

const PROCESS = `${hostname().slice(0, 100)}:${process.pid}`;

/** The domain of the sender's address (MAIL_FROM), for the Message-ID header; folio.local without one. */
export function messageIdDomain(mailFrom: string): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(mailFrom)?.[1];
  return domain && domain.length <= 200 ? domain.toLowerCase() : 'folio.local';
}

/** A new claim: a token naming this process and the attempt, and the Message-ID a first send carries. */
export function newClaim(mail: Pick<MailSettings, 'mailFrom'>): SendClaim {
  const id = randomUUID();
  return { token: `${PROCESS}:${id}`, messageId: `<${id}.outbox@${messageIdDomain(mail.mailFrom)}>` };
}

export interface Recorded {
  id: number;
  /**
   * kept (no mail server configured), sending (claimed with `claim`: deliver it after the transaction commits), or,
   * for a repeated Idempotency-Key, whatever the first request's message is now (then `claim` is absent).
   */
  status: OutboxMessage['status'];
  claim?: SendClaim;
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
  const claim = newClaim(mail);
  return { id: await outboxRepository(tx).insert(message, status, claim), status, claim };
}

/**
 * Sends a message whose send `claim` holds (claimed and committed before: status sending), with the message's
 * Message-ID header, and stores the outcome. Never throws for the mail server's answer: a refused or failed send is
 * stored as failed with the reason (no credentials) and returned. Runs outside any transaction: a slow server holds
 * no rows. If the process dies between the claim and the outcome, the message stays sending until its claim's lease
 * runs out and then is uncertain: never sent again without a person's Resend.
 */
export async function deliver(
  db: Queryable,
  mail: MailSettings & { smtpUrl: string },
  companyId: number,
  id: number,
  claimToken: string,
  mailer?: Mailer,
): Promise<Delivery> {
  const outbox = outboxRepository(db);
  const message = await outbox.find(id, companyId);
  if (!message) throw notFound('Message');
  if (message.claimedBy !== claimToken || message.status !== 'sending') {
    throw new Error(`outbox message ${id} is not claimed by this send`);
  }
  const attachments = await outbox.attachments(id);
  const own = mailer ? undefined : createMailer(mail);
  try {
    const smtpMessageId = await (mailer ?? own!).send({ ...message, messageId: message.messageId, attachments });
    await outbox.finish(id, claimToken, { sent: true, smtpMessageId });
    return { id, status: 'sent', smtpMessageId };
  } catch (error) {
    const reason = sendError(error, mail.smtpUrl);
    await outbox.finish(id, claimToken, { sent: false, error: reason });
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
): Promise<{ id: number; status: OutboxMessage['status']; smtpMessageId: string | null; error: string | null }> {
  if (!recorded.claim) {
    // A repeated Idempotency-Key: the first request's message as it is now, sent or not by that request.
    const message = await outboxRepository(db).find(recorded.id, companyId);
    if (!message) throw notFound('Message');
    return { id: message.id, status: message.status, smtpMessageId: message.smtpMessageId, error: message.error };
  }
  if (recorded.status === 'kept' || !mail.smtpUrl) {
    return { id: recorded.id, status: 'kept', smtpMessageId: null, error: null };
  }
  const smtp = { ...mail, smtpUrl: mail.smtpUrl };
  const delivery = await deliver(db, smtp, companyId, recorded.id, recorded.claim.token, mailer);
  return delivery.status === 'sent'
    ? { ...delivery, error: null }
    : { id: delivery.id, status: 'failed', smtpMessageId: null, error: delivery.error };
}

/**
 * POST /api/outbox/{companyId}/{id}/resend: sends a kept, failed or uncertain message again, with the same content,
 * attachments and Message-ID. Idempotent by the message's state: the message is claimed in one conditional
 * statement (so of two resends at once, or two processes, one sends); a retried request finds it sent (or sending)
 * and sends nothing. 409 without SMTP_URL (the message cannot leave this server, and a retry will not change that).
 */
export async function resendMessage(
  db: Queryable,
  mail: MailSettings,
  companyId: number,
  id: number,
  leaseMs = SENDING_LEASE_MS,
): Promise<OutboxMessage> {
  const outbox = outboxRepository(db);
  await outbox.expireClaims(leaseMs, INTERRUPTED_SEND, companyId);
  const message = await outbox.find(id, companyId);
  if (!message) throw notFound('Message');
  if (message.status === 'sent' || message.status === 'sending') return message;
  if (!mail.smtpUrl) {
    throw conflict('Email is not set up on this server (SMTP_URL is not configured): the message stays in the Outbox');
  }
  const claim = newClaim(mail);
  if (await outbox.claim(id, companyId, claim)) {
    await deliver(db, { ...mail, smtpUrl: mail.smtpUrl }, companyId, id, claim.token);
  }
  return (await outbox.find(id, companyId))!;
}

/**
 * Messages whose send was claimed longer than the lease ago (their process stopped mid-send) become uncertain: "may
 * have been sent". Never sent again automatically: the Outbox offers a Resend. At start-up (every company), and
 * before the Outbox is read (one company).
 */
export async function expireInterruptedSends(
  db: Queryable,
  options: { leaseMs?: number; companyId?: number } = {},
): Promise<number> {
  return outboxRepository(db).expireClaims(options.leaseMs ?? SENDING_LEASE_MS, INTERRUPTED_SEND, options.companyId);
}
