import type { Queryable } from '../db/database.ts';

/**
 * kept: no mail server configured; sending: claimed by a process that is sending it; sent; failed (with the error);
 * uncertain: its send was claimed by a process that stopped mid-send, so it may have been sent (only a person resends).
 */
export type OutboxStatus = 'kept' | 'sending' | 'sent' | 'failed' | 'uncertain';
export const OUTBOX_STATUSES: readonly OutboxStatus[] = ['kept', 'sending', 'sent', 'failed', 'uncertain'];

/** Who claims a send: a token naming the process and the attempt (stored as `claimed_by`). */
export interface SendClaim {
  token: string;
  /** The Message-ID header every send of the message carries (kept from the first claim). */
  messageId: string;
}
export type OutboxKind = 'invoice' | 'reminder' | 'claim' | 'receipt' | 'statement';

export interface OutboxAttachment {
  fileName: string;
  contentType: string;
  content: Buffer;
}

export interface NewOutboxMessage {
  companyId: number;
  kind: OutboxKind;
  entity?: string;
  entityId?: number;
  to: string;
  cc?: string | null;
  subject: string;
  text: string;
  html?: string | null;
  attachments: OutboxAttachment[];
  createdBy: number | null;
  /** POST /api/invoice1/email/{id}'s Idempotency-Key: one message per key and company. */
  idempotencyKey?: string | null;
}

export interface OutboxAttachmentInfo {
  position: number;
  fileName: string;
  contentType: string;
  sizeBytes: number;
}

export interface OutboxRow {
  id: number;
  companyId: number;
  kind: OutboxKind;
  entity: string | null;
  entityId: number | null;
  to: string;
  cc: string | null;
  subject: string;
  status: OutboxStatus;
  error: string | null;
  smtpMessageId: string | null;
  /** The Message-ID header of every send (null until the first claim of a kept message). */
  messageId: string | null;
  claimedBy: string | null;
  claimedAt: string | null;
  idempotencyKey: string | null;
  attempts: number;
  createdAt: string;
  updatedAt: string;
  sentAt: string | null;
  attachments: OutboxAttachmentInfo[];
}

export interface OutboxMessage extends OutboxRow {
  text: string;
  html: string | null;
}

const COLUMNS = `m.id, m.company_id as "companyId", m.kind, m.entity, m.entity_id as "entityId", m.to_address as "to",
  m.cc, m.subject, m.status, m.error, m.smtp_message_id as "smtpMessageId", m.message_id as "messageId",
  m.claimed_by as "claimedBy", m.claimed_at as "claimedAt", m.idempotency_key as "idempotencyKey", m.attempts, m.created_at as "createdAt",
  m.updated_at as "updatedAt", m.sent_at as "sentAt",
  coalesce((select json_agg(json_build_object('position', a.position, 'fileName', a.file_name,
      'contentType', a.content_type, 'sizeBytes', a.size_bytes) order by a.position)
    from outbox_attachments a where a.message_id = m.id), '[]'::json) as attachments`;

/** The outbox, always read through the caller's company. */
export function outboxRepository(db: Queryable) {
  return {
    /**
     * Records a message, kept or already claimed for its first send (status sending, claimed by `claim` now): the
     * claim commits with the message, before any mail server is called.
     */
    async insert(message: NewOutboxMessage, status: 'kept' | 'sending', claim: SendClaim): Promise<number> {
      const { rows } = await db.query<{ id: number }>(
        `insert into outbox_messages (company_id, kind, entity, entity_id, to_address, cc, subject, text_body,
           html_body, status, attempts, created_by, message_id, idempotency_key, claimed_by, claimed_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14,
           case when $10::text = 'sending' then $15::text end, case when $10::text = 'sending' then now() end) returning id`,
        [
          message.companyId,
          message.kind,
          message.entity ?? null,
          message.entityId ?? null,
          message.to,
          message.cc ?? null,
          message.subject,
          message.text,
          message.html ?? null,
          status,
          status === 'sending' ? 1 : 0,
          message.createdBy,
          claim.messageId,
          message.idempotencyKey ?? null,
          claim.token,
        ],
      );
      const id = rows[0]!.id;
      for (const [position, a] of message.attachments.entries()) {
        await db.query(
          `insert into outbox_attachments (message_id, position, file_name, content_type, size_bytes, content)
           values ($1, $2, $3, $4, $5, $6)`,
          [id, position, a.fileName, a.contentType, a.content.length, a.content],
        );
      }
      return id;
    },

    async list(
      companyId: number,
      filter: { status?: OutboxStatus; offset: number; limit: number },
    ): Promise<{ total: number; messages: OutboxRow[] }> {
      const where = `m.company_id = $1 and ($2::text is null or m.status = $2)`;
      const params = [companyId, filter.status ?? null];
      const total = await db.query<{ n: number }>(
        `select count(*)::int as n from outbox_messages m where ${where}`,
        params,
      );
      const { rows } = await db.query<OutboxRow>(
        `select ${COLUMNS} from outbox_messages m where ${where} order by m.id desc offset $3 limit $4`,
        [...params, filter.offset, filter.limit],
      );
      return { total: total.rows[0]!.n, messages: rows };
    },

    async find(id: number, companyId: number): Promise<OutboxMessage | undefined> {
      const { rows } = await db.query<OutboxMessage>(
        `select ${COLUMNS}, m.text_body as text, m.html_body as html
           from outbox_messages m where m.id = $1 and m.company_id = $2`,
        [id, companyId],
      );
      return rows[0];
    },

    async attachments(id: number): Promise<OutboxAttachment[]> {
      const { rows } = await db.query<{ fileName: string; contentType: string; content: Uint8Array }>(
        `select file_name as "fileName", content_type as "contentType", content
           from outbox_attachments where message_id = $1 order by position`,
        [id],
      );
      return rows.map((r) => ({ ...r, content: Buffer.from(r.content) }));
    },

    async attachment(id: number, companyId: number, position: number): Promise<OutboxAttachment | undefined> {
      const { rows } = await db.query<{ fileName: string; contentType: string; content: Uint8Array }>(
        `select a.file_name as "fileName", a.content_type as "contentType", a.content
           from outbox_attachments a join outbox_messages m on m.id = a.message_id
          where a.message_id = $1 and m.company_id = $2 and a.position = $3`,
        [id, companyId, position],
      );
      const row = rows[0];
      return row && { ...row, content: Buffer.from(row.content) };
    },

    async findByKey(companyId: number, key: string): Promise<OutboxRow | undefined> {
      const { rows } = await db.query<OutboxRow>(
        `select ${COLUMNS} from outbox_messages m where m.company_id = $1 and m.idempotency_key = $2`,
        [companyId, key],
      );
      return rows[0];
    },

    /**
     * Claims a kept, failed or uncertain message for a send, in one conditional statement: of two claims at once
     * (two processes, a Resend pressed twice) the second finds it sending and gets nothing. A message already
     * sending is never taken, however old its claim: it becomes uncertain (expireClaims), and only a person resends.
     * Answers the Message-ID to send with (the one of earlier sends, or `claim.messageId` for a first send).
     */
    async claim(id: number, companyId: number, claim: SendClaim): Promise<string | undefined> {
      const { rows } = await db.query<{ messageId: string }>(
        `update outbox_messages set status = 'sending', error = null, attempts = attempts + 1, updated_at = now(),
                claimed_by = $3, claimed_at = now(), message_id = coalesce(message_id, $4)
          where id = $1 and company_id = $2 and status in ('kept', 'failed', 'uncertain')
          returning message_id as "messageId"`,
        [id, companyId, claim.token, claim.messageId],
      );
      return rows[0]?.messageId;
    },

    /**
     * Makes the messages whose send was claimed longer than the lease ago uncertain (their process stopped
     * mid-send: the mail server may have accepted them). Of one company, or of all. Answers how many.
     */
    async expireClaims(leaseMs: number, reason: string, companyId?: number): Promise<number> {
      const { rowCount } = await db.query(
        `update outbox_messages set status = 'uncertain', error = $2, updated_at = now()
          where status = 'sending' and claimed_at < now() - make_interval(secs => $1::double precision / 1000)
            and ($3::bigint is null or company_id = $3)`,
        [leaseMs, reason, companyId ?? null],
      );
      return rowCount;
    },

    /**
     * Stores a send's outcome, only while the send's claim is still the message's (it may have turned uncertain
     * meanwhile, never claimed again by another): a stale sender never overwrites a newer send.
     */
    async finish(
      id: number,
      claimToken: string,
      outcome: { sent: true; smtpMessageId: string | null } | { sent: false; error: string },
    ): Promise<boolean> {
      const { rowCount } = await db.query(
        outcome.sent
          ? `update outbox_messages set status = 'sent', error = null, smtp_message_id = $3, sent_at = now(),
               updated_at = now() where id = $1 and claimed_by = $2 and status in ('sending', 'uncertain')`
          : `update outbox_messages set status = 'failed', error = $3, updated_at = now()
              where id = $1 and claimed_by = $2 and status in ('sending', 'uncertain')`,
        [id, claimToken, outcome.sent ? outcome.smtpMessageId : outcome.error.slice(0, 1000)],
      );
      return rowCount > 0;
    },
  };
}
