import nodemailer from 'nodemailer';
import { recordAudit } from '../audit/audit-log.ts';
import { currencySymbol } from '../companies/currency.ts';
import type { Database } from '../db/database.ts';
import type { Caller } from '../shared/caller.ts';
import { badRequest, HttpProblem } from '../shared/problem.ts';
import { loadInvoiceDocument, type InvoiceDocument } from './invoice-document.ts';
import { renderInvoicePdf, groupedAmount } from './invoice-pdf.ts';
import { clientName } from './invoice-row.ts';

export interface MailSettings {
  smtpUrl: string | undefined;
  mailFrom: string;
}

export const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;
const TIMEOUT_MS = 15_000;

/**
 * POST /api/invoice1/email/{id}: the invoice PDF, attached, to `to` or the client's address, over
 * SMTP_URL. No SMTP configured is a 503; a refused or failed send is a 502 and changes nothing.
 */
export async function emailInvoice(
  db: Database,
  mail: MailSettings,
  caller: Caller,
  invoiceId: number,
  to: string | undefined,
): Promise<{ to: string; messageId: string | null }> {
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
  if (!mail.smtpUrl) {
    throw new HttpProblem(
      503,
      'Service Unavailable',
      'Email is not set up on this server (SMTP_URL is not configured)',
    );
  }
  const money = (cents: number) => `${currencySymbol(company.region)} ${groupedAmount(cents)}`;
  const mailer = createInvoiceMailer(mail.smtpUrl, mail.mailFrom);
  let messageId: string | null;
  try {
    messageId = await mailer.send(document, recipient, {
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
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new HttpProblem(502, 'Bad Gateway', `The invoice could not be emailed to ${recipient}: ${reason}`);
  } finally {
    mailer.close();
  }
  await recordAudit(db, {
    companyId: caller.companyId,
    userId: caller.id,
    action: 'email',
    entity: 'invoice',
    entityId: invoice.id,
    after: { to: recipient, messageId },
  });
  return { to: recipient, messageId };
}

export interface InvoiceMailer {
  /** Sends the invoice's PDF, attached, with this subject and text; resolves with the message id. */
  send(document: InvoiceDocument, to: string, message: { subject: string; text: string }): Promise<string | null>;
  close(): void;
}

/**
 * One SMTP transport for one or many invoice mails (an unpaid run sends its reminders through one
 * pooled connection). Rejects per message: a refused recipient fails that send only.
 */
export function createInvoiceMailer(
  smtpUrl: string,
  mailFrom: string,
  options: { pool?: boolean } = {},
): InvoiceMailer {
  const timeouts = { connectionTimeout: TIMEOUT_MS, greetingTimeout: TIMEOUT_MS, socketTimeout: TIMEOUT_MS };
  const transport = options.pool
    ? nodemailer.createTransport({ url: smtpUrl, pool: true, maxConnections: 1, ...timeouts })
    : nodemailer.createTransport({ url: smtpUrl, ...timeouts });
  return {
    async send(document, to, message) {
      const pdf = await renderInvoicePdf(document);
      const info = await transport.sendMail({
        from: mailFrom,
        to,
        subject: message.subject,
        text: message.text,
        attachments: [{ filename: `${document.invoice.uniqueId}.pdf`, content: pdf, contentType: 'application/pdf' }],
      });
      return typeof info.messageId === 'string' ? info.messageId : null;
    },
    close: () => transport.close(),
  };
}
