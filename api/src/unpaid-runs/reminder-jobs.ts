import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.ts';
import type { MailSettings } from '../invoices/invoice-mail.ts';
import { resumeUnpaidRuns, sendReminders } from './unpaid-run-service.ts';

export interface ReminderJobs {
  /** Sends a new run's reminders in the background (after the start has answered). */
  send(companyId: number, runId: number): void;
  /** Resumes what a stopped process left (start-up), and looks again while claims may be abandoned. */
  resume(): void;
  /** Stops looking again and waits for the reminders in flight. */
  close(): Promise<void>;
}

/**
 * The unpaid-run reminders this process sends in the background. Every job is tracked, so closing the app waits for
 * them; the stored claims (not this process's memory) decide who sends which reminder.
 */
export function createReminderJobs(db: Database, mail: MailSettings, log: FastifyBaseLogger): ReminderJobs {
  const inFlight = new Set<Promise<void>>();
  let retry: NodeJS.Timeout | undefined;
  let closed = false;

  const track = (work: Promise<void>) => {
    const job = work.finally(() => inFlight.delete(job));
    inFlight.add(job);
  };

  const resume = () => {
    if (closed) return;
    track(
      resumeUnpaidRuns(db, mail)
        .then(({ runIds, interrupted, retryInMs }) => {
          if (runIds.length > 0 || interrupted > 0) {
            log.info({ runIds, interrupted }, 'unpaid runs resumed');
          }
          if (retryInMs !== null && !closed) {
            clearTimeout(retry);
            retry = setTimeout(resume, retryInMs + 1000).unref();
          }
        })
        .catch((error: unknown) => log.error({ err: error }, 'resuming unpaid runs failed')),
    );
  };

  return {
    send(companyId, runId) {
      track(
        sendReminders(db, mail, companyId, runId).catch((error: unknown) =>
          log.error({ err: error, runId }, 'unpaid run reminders stopped'),
        ),
      );
    },
    resume,
    async close() {
      closed = true;
      clearTimeout(retry);
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}
