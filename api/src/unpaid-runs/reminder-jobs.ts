import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../db/database.ts';
import type { MailSettings } from '../invoices/invoice-mail.ts';
import type { JobContext, JobQueue } from '../jobs/job-queue.ts';
import { INTERRUPTED_REMINDER, resumeUnpaidRuns, sendReminders } from './unpaid-run-service.ts';
import { unpaidRunsRepository } from './unpaid-runs-repository.ts';

export const REMINDER_QUEUE = 'unpaid-run-reminders';

interface ReminderJobData {
  companyId: number;
  runId: number;
}

export interface ReminderJobs {
  /**
   * Enqueues the sending of a run's pending reminders; inside `tx` (the start's transaction) the job exists exactly
   * when the run does. Any api replica's worker sends them; wake() afterwards lets this one's start at once.
   */
  send(companyId: number, runId: number, tx?: Queryable): Promise<void>;
  /** This process's worker looks for reminder jobs now (after the transaction that sent one committed). */
  wake(): void;
  /**
   * Start-up: sends what a run with no job left pending (runs stored before the queue, or whose job's tries were
   * spent), and looks again while claims may be abandoned.
   */
  resume(): void;
  /** Stops looking again and waits for the start-up sending in flight (the queue's workers stop with the queue). */
  close(): Promise<void>;
}

/**
 * Unpaid-run reminders as jobs on the queue (decision 44): a run's reminders are one job, taken by any replica's
 * worker. The stored claims (not a process's memory) decide who sends which reminder, so a job taken over from a
 * worker that died, or two workers on one run, send each reminder once: a reminder the dead worker had claimed is
 * failed as interrupted once its claim outlives the lease (never sent twice), and the job looks again then.
 */
export function createReminderJobs(
  db: Database,
  queue: JobQueue,
  mail: MailSettings,
  leaseMs: number,
  log: FastifyBaseLogger,
): ReminderJobs {
  const inFlight = new Set<Promise<void>>();
  let retry: NodeJS.Timeout | undefined;
  let closed = false;

  const track = (work: Promise<void>) => {
    const job = work.finally(() => inFlight.delete(job));
    inFlight.add(job);
  };

  async function sendJob({ data, retryCount, signal }: JobContext<ReminderJobData>): Promise<void> {
    const { companyId, runId } = data;
    const runs = unpaidRunsRepository(db);
    // Taken over from a worker that stopped: its claims past the lease are failed (they may have been sent).
    if (retryCount > 0) {
      const failed = await runs.failStaleClaims(leaseMs, INTERRUPTED_REMINDER);
      if (failed.length > 0) log.warn({ runId, failed }, 'unpaid-run reminders interrupted by a stopped worker');
    }
    await sendReminders(db, mail, companyId, runId, signal);
    // Stopped between two reminders (the api is stopping): the queue hands the job to another worker.
    if (signal.aborted || (await runs.find(runId, companyId))?.finishedAt !== null) return;
    // Reminders still claimed by another worker (alive, or stopped): look again when their claims outlive the lease.
    const inMs = await runs.nextStaleClaimInMs(leaseMs);
    if (inMs !== null) {
      await queue.send(REMINDER_QUEUE, { ...data, recheck: true }, { startAfterSeconds: Math.ceil(inMs / 1000) + 1 });
    }
  }

  queue.define<ReminderJobData & { recheck?: boolean }>({
    name: REMINDER_QUEUE,
    async handler(job) {
      // A recheck acts as a takeover: stale claims are failed first.
      await sendJob({ ...job, retryCount: job.data.recheck ? Math.max(1, job.retryCount) : job.retryCount });
    },
    async onDeadLetter(data) {
      log.error({ runId: data.runId }, 'unpaid-run reminders: no try left; the next start-up resumes the run');
    },
  });

  const resume = () => {
    if (closed) return;
    track(
      resumeUnpaidRuns(db, mail, leaseMs)
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
    async send(companyId, runId, tx) {
      await queue.send(REMINDER_QUEUE, { companyId, runId }, tx ? { tx } : {});
    },
    wake: () => queue.wake(REMINDER_QUEUE),
    resume,
    async close() {
      closed = true;
      clearTimeout(retry);
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}
