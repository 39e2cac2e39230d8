import { recordAudit } from '../audit/audit-log.ts';
import { currencySymbol } from '../companies/currency.ts';
import type { Database } from '../db/database.ts';
import type { MailSettings } from '../outbox/mailer.ts';
import type { NewOutboxMessage } from '../outbox/outbox-repository.ts';
import { deliverRecorded, recordMessage } from '../outbox/outbox-service.ts';
import type { Caller } from '../shared/caller.ts';
import { badRequest } from '../shared/problem.ts';
import { loadInvoiceDocument, type InvoiceDocument } from './invoice-document.ts';
import { renderInvoicePdf, groupedAmount } from './invoice-pdf.ts';
import { clientName } from './invoice-row.ts';

export type { MailSettings } from '../outbox/mailer.ts';

export const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

/**
 * POST /api/invoice1/email/{id}: the invoice PDF, attached, to `to` or the client's address. The message is recorded
 * in the outbox with an audit row (one transaction), then sent over SMTP_URL after commit; without SMTP_URL it is
 * kept there. A refused or failed send answers status failed with the server's reason: the message stays in the
 * outbox as failed, to be resent from there.
 */
export async function emailInvoice(
  db: Database,
  mail: MailSettings,
  caller: Caller,
  invoiceId: number,
  to: string | undefined,
): Promise<{
  to: string;
  messageId: string | null;
  outboxId: number;
  status: 'kept' | 'sent' | 'failed';
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
  const recorded = await db.transaction(async (tx) => {
    const kept = await recordMessage(tx, mail, message);
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
  const outcome = await deliverRecorded(db, mail, caller.companyId, recorded);
  return {
    to: recipient,
    messageId: outcome.smtpMessageId,
    outboxId: outcome.id,
    status: outcome.status,
    error: outcome.error,
  };
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
