import { recordAudit } from '../audit/audit-log.ts';
import { currencySymbol } from '../companies/currency.ts';
import type { Database, Queryable } from '../db/database.ts';
import { loadInvoiceDocument } from '../invoices/invoice-document.ts';
import { EMAIL, invoiceMessage, type MailSettings } from '../invoices/invoice-mail.ts';
import { createMailer } from '../outbox/mailer.ts';
import { deliverRecorded, recordMessage, resendMessage } from '../outbox/outbox-service.ts';
import { groupedAmount } from '../shared/money.ts';
import { clientName, type InvoiceRow } from '../invoices/invoice-row.ts';
import { invoicesRepository } from '../invoices/invoices-repository.ts';
import type { Caller } from '../shared/caller.ts';
import { badRequest } from '../shared/problem.ts';
import { unpaidRunsRepository } from './unpaid-runs-repository.ts';

export const DEFAULT_OLDER_THAN_DAYS = 30;
export const MAX_OLDER_THAN_DAYS = 3650;
const DAY_MS = 24 * 3600 * 1000;

function cutoff(olderThanDays: number, now = Date.now()): string {
  if (!Number.isInteger(olderThanDays) || olderThanDays < 0 || olderThanDays > MAX_OLDER_THAN_DAYS) {
    throw badRequest(`days must be a whole number from 0 to ${MAX_OLDER_THAN_DAYS}, got ${olderThanDays}`, [
      { field: 'days', message: 'is out of range' },
    ]);
  }
  return new Date(now - olderThanDays * DAY_MS).toISOString();
}

export interface UnpaidRunPreview {
  olderThanDays: number;
  invoicedBefore: string;
  invoiceCount: number;
  totalDueCents: number;
  invoices: InvoiceRow[];
}

/**
 * What a run would include now: the company's invoices still owing (status not P or C, amount due
 * > 0) that were invoiced more than `olderThanDays` × 24 hours ago, oldest first.
 */
export async function previewUnpaidRun(
  db: Queryable,
  companyId: number,
  olderThanDays: number,
): Promise<UnpaidRunPreview> {
  const invoicedBefore = cutoff(olderThanDays);
  const ids = await unpaidRunsRepository(db).selectionIds(companyId, invoicedBefore);
  const invoices = await invoicesRepository(db).findMany(ids, companyId);
  return {
    olderThanDays,
    invoicedBefore,
    invoiceCount: invoices.length,
    totalDueCents: invoices.reduce((sum, i) => sum + i.amountCents - i.paidCents, 0),
    invoices,
  };
}

/**
 * Starts a run. The run, its invoices (each with what it owes now) and their status U are stored in
 * one transaction first, with an audit row, and `enqueue` (the reminders' job) in the same transaction; the
 * reminders then go out one by one (sendReminders), outside it, each recorded in the outbox (kept there when no
 * SMTP_URL is configured).
 */
export async function startUnpaidRun(
  db: Database,
  _mail: MailSettings,
  caller: Caller,
  olderThanDays: number,
  enqueue?: (tx: Queryable, runId: number) => Promise<void>,
): Promise<number> {
  const invoicedBefore = cutoff(olderThanDays);
  return db.transaction(async (tx) => {
    const runs = unpaidRunsRepository(tx);
    const invoices = await runs.lockSelection(caller.companyId, invoicedBefore);
    const totalDueCents = invoices.reduce((sum, i) => sum + i.dueCents, 0);
    const runId = await runs.insertRun({
      companyId: caller.companyId,
      olderThanDays,
      invoicedBefore,
      createdBy: caller.id,
      invoiceCount: invoices.length,
      totalDueCents,
    });
    await runs.addInvoices(runId, caller.companyId, invoices);
    await recordAudit(tx, {
      companyId: caller.companyId,
      userId: caller.id,
      action: 'run',
      entity: 'unpaid_run',
      entityId: runId,
      before: { statuses: Object.fromEntries(invoices.map((i) => [i.id, i.status])) },
      after: { olderThanDays, invoicedBefore, invoiceCount: invoices.length, totalDueCents, status: 'U' },
    });
    if (enqueue && invoices.length > 0) await enqueue(tx, runId);
    return runId;
  });
}

/**
 * How long a claimed reminder may stay pending before it counts as abandoned: far longer than one send takes (the
 * SMTP connection, greeting and socket each time out after 15 s), so a live process is never taken for a stopped one.
 */
export const REMINDER_CLAIM_LEASE_MS = 5 * 60 * 1000;
/** The error stored on a reminder whose process stopped while sending it. */
export const INTERRUPTED_REMINDER =
  'Interrupted: the server stopped while sending this reminder, so it may not have been delivered';

/**
 * Sends the reminders of a run that are still pending, one by one through one SMTP connection: the invoice PDF
 * attached, to the client's address, each recorded in the outbox first (and only kept there without SMTP_URL: the
 * reminder then counts as sent, handed to the outbox). Each reminder is claimed first (claimNext), so another process sending the
 * same run (a start-up resuming it) never sends it too. Each outcome is stored as it happens (S sent, F failed with
 * the server's answer), so a refused recipient fails only its own invoice and a poll of the run shows the progress.
 * The run is marked finished when none of its reminders is pending any more.
 */
export async function sendReminders(
  db: Database,
  mail: MailSettings,
  companyId: number,
  runId: number,
  signal?: AbortSignal,
): Promise<void> {
  const runs = unpaidRunsRepository(db);
  const mailer = mail.smtpUrl ? createMailer({ ...mail, smtpUrl: mail.smtpUrl }, { pool: true }) : undefined;
  try {
    // `signal` aborted (a job asked to stop): no next reminder is claimed; the run stays unfinished for the next worker.
    const claimNext = () => (signal?.aborted ? Promise.resolve(undefined) : runs.claimNext(runId));
    for (let next = await claimNext(); next; next = await claimNext()) {
      const { invoiceId, email, outboxMessageId } = next;
      try {
        if (outboxMessageId !== null) {
          // Sent again: the same Outbox message (same Message-ID), not a second one.
          const again = await resendMessage(db, mail, companyId, outboxMessageId);
          if (again.status === 'sent' || again.status === 'kept')
            await runs.setEmailStatus(runId, invoiceId, 'S', null);
          else await runs.setEmailStatus(runId, invoiceId, 'F', again.error ?? `The message is ${again.status}`);
          continue;
        }
        if (!EMAIL.test(email)) throw new Error(`"${email}" is not an email address`);
        const document = await loadInvoiceDocument(db, companyId, invoiceId);
        const { invoice, company } = document;
        const money = (cents: number) => `${currencySymbol(company.region)} ${groupedAmount(cents)}`;
        const message = await invoiceMessage(document, { companyId, id: null }, 'reminder', email, {
          subject: `Reminder: invoice ${invoice.uniqueId} from ${company.name} is unpaid`,
          text: [
            `Dear ${clientName(invoice)},`,
            '',
            `Our records show that invoice ${invoice.uniqueId} for ${money(invoice.amountCents)} is not paid yet.`,
            `Amount due: ${money(invoice.amountCents - invoice.paidCents)}${invoice.due ? `, due on ${invoice.due}` : ''}.`,
            'The invoice is attached. If you have paid it meanwhile, please ignore this reminder.',
            '',
            company.name,
          ].join('\n'),
        });
        const recorded = await recordMessage(db, mail, message);
        const outcome = await deliverRecorded(db, mail, companyId, recorded, mailer);
        if (outcome.status === 'failed') await runs.setEmailStatus(runId, invoiceId, 'F', outcome.error, recorded.id);
        else await runs.setEmailStatus(runId, invoiceId, 'S', null, recorded.id);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        await runs.setEmailStatus(runId, invoiceId, 'F', reason.slice(0, 1000));
      }
    }
    await runs.finish(runId);
  } finally {
    mailer?.close();
  }
}

export interface ResumeOutcome {
  /** The runs that were not finished, which this pass worked on. */
  runIds: number[];
  /** Reminders found abandoned (claimed by a process that stopped), now failed with INTERRUPTED_REMINDER. */
  interrupted: number;
  /**
   * When to look again: reminders claimed less than the lease ago may belong to a live process, or to one that has
   * just stopped; this is the time until the oldest of them is abandoned by the lease. Null when none is claimed.
   */
  retryInMs: number | null;
}

/**
 * Resumes what a stopped api process left of every company's unpaid runs (called at start-up): reminders claimed
 * longer than the lease ago are failed (their process stopped mid-send; never sent twice), then each run not finished
 * gets its pending reminders sent exactly as a new run does (sendReminders, claiming each one, so two processes
 * starting at once share the work), and is finished. Without SMTP_URL the reminders are kept in the outbox.
 */
export async function resumeUnpaidRuns(
  db: Database,
  mail: MailSettings,
  leaseMs = REMINDER_CLAIM_LEASE_MS,
): Promise<ResumeOutcome> {
  const runs = unpaidRunsRepository(db);
  const failed = await runs.failStaleClaims(leaseMs, INTERRUPTED_REMINDER);
  const unfinished = await runs.unfinished();
  for (const run of unfinished) {
    await sendReminders(db, mail, run.companyId, run.id);
  }
  return {
    runIds: unfinished.map((r) => r.id),
    interrupted: failed.reduce((sum, r) => sum + r.count, 0),
    retryInMs: await runs.nextStaleClaimInMs(leaseMs),
  };
}
