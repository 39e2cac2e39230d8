import type { Queryable } from '../db/database.ts';

/** kept: no mail server configured; sending: a process has it in hand; sent; failed (with the error). */
export type OutboxStatus = 'kept' | 'sending' | 'sent' | 'failed';
export const OUTBOX_STATUSES: readonly OutboxStatus[] = ['kept', 'sending', 'sent', 'failed'];
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
  m.cc, m.subject, m.status, m.error, m.smtp_message_id as "smtpMessageId", m.attempts, m.created_at as "createdAt",
  m.updated_at as "updatedAt", m.sent_at as "sentAt",
  coalesce((select json_agg(json_build_object('position', a.position, 'fileName', a.file_name,
      'contentType', a.content_type, 'sizeBytes', a.size_bytes) order by a.position)
    from outbox_attachments a where a.message_id = m.id), '[]'::json) as attachments`;

/** The outbox, always read through the caller's company. */
export function outboxRepository(db: Queryable) {
  return {
    async insert(message: NewOutboxMessage, status: 'kept' | 'sending'): Promise<number> {
      const { rows } = await db.query<{ id: number }>(
        `insert into outbox_messages (company_id, kind, entity, entity_id, to_address, cc, subject, text_body,
           html_body, status, attempts, created_by)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) returning id`,
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

    /**
     * Takes a kept or failed message (or one left sending longer than the lease ago, by a process that stopped) in
     * hand for sending, in one statement: of two resends at once, one gets it.
     */
    async claim(id: number, companyId: number, leaseMs: number): Promise<boolean> {
      const { rowCount } = await db.query(
        `update outbox_messages set status = 'sending', error = null, attempts = attempts + 1, updated_at = now()
          where id = $1 and company_id = $2
            and (status in ('kept', 'failed')
              or (status = 'sending' and updated_at < now() - make_interval(secs => $3::double precision / 1000)))`,
        [id, companyId, leaseMs],
      );
      return rowCount > 0;
    },

    /** Fails the messages left sending longer than the lease ago (their process stopped mid-send). */
    async failStale(leaseMs: number, reason: string): Promise<number> {
      const { rowCount } = await db.query(
        `update outbox_messages set status = 'failed', error = $2, updated_at = now()
          where status = 'sending' and updated_at < now() - make_interval(secs => $1::double precision / 1000)`,
        [leaseMs, reason],
      );
      return rowCount;
    },

    async finish(id: number, outcome: { sent: true; smtpMessageId: string | null } | { sent: false; error: string }) {
      await db.query(
        outcome.sent
          ? `update outbox_messages set status = 'sent', error = null, smtp_message_id = $2, sent_at = now(),
               updated_at = now() where id = $1`
          : `update outbox_messages set status = 'failed', error = $2, updated_at = now() where id = $1`,
        [id, outcome.sent ? outcome.smtpMessageId : outcome.error.slice(0, 1000)],
      );
    },
  };
}
