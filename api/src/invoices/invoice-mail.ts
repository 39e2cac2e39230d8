import { recordAudit } from '../audit/audit-log.ts';
import { currencySymbol } from '../companies/currency.ts';
import type { Database } from '../db/database.ts';
import type { MailSettings } from '../outbox/mailer.ts';
import { outboxRepository, type NewOutboxMessage, type OutboxRow } from '../outbox/outbox-repository.ts';
import { deliverRecorded, recordMessage, type Recorded } from '../outbox/outbox-service.ts';
import type { Caller } from '../shared/caller.ts';
import { badRequest, unprocessable } from '../shared/problem.ts';
import { loadInvoiceDocument, type InvoiceDocument } from './invoice-document.ts';
import { groupedAmount } from '../shared/money.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { clientName } from './invoice-row.ts';

export type { MailSettings } from '../outbox/mailer.ts';

export const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

/**
 * POST /api/invoice1/email/{id}: the invoice PDF, attached, to `to` or the client's address. The message is recorded
 * in the outbox with an audit row (one transaction), then sent over SMTP_URL after commit; without SMTP_URL it is
 * kept there. A refused or failed send answers status failed with the server's reason: the message stays in the
 * outbox as failed, to be resent from there.
 *
 * With an Idempotency-Key, a repeated request (a client retrying after a lost answer, or after the api died
 * mid-send) answers the first request's message as it is now (sent, failed, still sending, or uncertain: "may have
 * been sent") and sends nothing again; the same key for another invoice or address is 422.
 */
export async function emailInvoice(
  db: Database,
  mail: MailSettings,
  caller: Caller,
  invoiceId: number,
  to: string | undefined,
  idempotencyKey?: string,
): Promise<{
  to: string;
  messageId: string | null;
  outboxId: number;
  status: OutboxRow['status'];
  error: string | null;
}> {
  const document = await loadInvoiceDocument(db, caller.companyId, invoiceId);
  const { invoice, company } = document;
  const recipient = to?.trim() || invoice.clientEmail?.trim();
  if (!recipient) {
    throw badRequest('The client has no email address: type the address to send the invoice to', [
      { field: 'to', message: 'is required when the client has no email address' },
    ]);
  }
  if (!EMAIL.test(recipient)) {
    throw badRequest(`"${recipient}" is not an email address`, [{ field: 'to', message: 'is not an email address' }]);
  }
  const key = idempotencyKey?.trim() || null;
  const earlier = key ? await earlierMessage(db, caller.companyId, key, invoice.id, recipient) : undefined;
  if (earlier) return answer(db, mail, caller, recipient, { id: earlier.id, status: earlier.status });
  const money = (cents: number) => `${currencySymbol(company.region)} ${groupedAmount(cents)}`;
  const message = await invoiceMessage(document, caller, 'invoice', recipient, {
    subject: `Invoice ${invoice.uniqueId} from ${company.name}`,
    text: [
      `Dear ${clientName(invoice)},`,
      '',
      `Please find attached invoice ${invoice.uniqueId} for ${money(invoice.amountCents)}.`,
      `Amount due: ${money(invoice.amountCents - invoice.paidCents)}${invoice.due ? `, due on ${invoice.due}` : ''}.`,
      '',
      company.name,
    ].join('\n'),
  });
  let recorded: Recorded;
  try {
    recorded = await db.transaction(async (tx) => {
      const kept = await recordMessage(tx, mail, { ...message, idempotencyKey: key });
      await recordAudit(tx, {
        companyId: caller.companyId,
        userId: caller.id,
        action: 'email',
        entity: 'invoice',
        entityId: invoice.id,
        after: { to: recipient, outboxId: kept.id },
      });
      return kept;
    });
  } catch (error) {
    // Two requests with one key at once: the other one recorded it first.
    const first =
      key && isUniqueViolation(error)
        ? await earlierMessage(db, caller.companyId, key, invoice.id, recipient)
        : undefined;
    if (!first) throw error;
    recorded = { id: first.id, status: first.status };
  }
  return answer(db, mail, caller, recipient, recorded);
}

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

/** The message an earlier request with this Idempotency-Key recorded; 422 when it was for another invoice or address. */
async function earlierMessage(
  db: Database,
  companyId: number,
  key: string,
  invoiceId: number,
  to: string,
): Promise<OutboxRow | undefined> {
  const earlier = await outboxRepository(db).findByKey(companyId, key);
  if (earlier && (earlier.entity !== 'invoice' || earlier.entityId !== invoiceId || earlier.to !== to)) {
    throw unprocessable('This idempotency key was already used for another email: use a new key');
  }
  return earlier;
}

async function answer(db: Database, mail: MailSettings, caller: Caller, to: string, recorded: Recorded) {
  const outcome = await deliverRecorded(db, mail, caller.companyId, recorded);
  return { to, messageId: outcome.smtpMessageId, outboxId: outcome.id, status: outcome.status, error: outcome.error };
}

/** The invoice's PDF, attached, in an outbox message of this kind. */
export async function invoiceMessage(
  document: InvoiceDocument,
  caller: Pick<Caller, 'companyId'> & { id: number | null },
  kind: 'invoice' | 'reminder',
  to: string,
  message: { subject: string; text: string },
): Promise<NewOutboxMessage> {
  const pdf = await renderInvoicePdf(document);
  return {
    companyId: caller.companyId,
    kind,
    entity: 'invoice',
    entityId: document.invoice.id,
    to,
    subject: message.subject,
    text: message.text,
    attachments: [{ fileName: `${document.invoice.uniqueId}.pdf`, contentType: 'application/pdf', content: pdf }],
    createdBy: caller.id,
  };
}
