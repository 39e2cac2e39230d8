import { setImmediate } from 'node:timers/promises';
import { recordAudit } from '../audit/audit-log.ts';
import { billingPlansRepository, type PlanRow } from '../billing-plans/billing-plans-repository.ts';
import { DEFAULT_BILLING_RUN_CHUNK_SIZE } from '../config.ts';
import type { Database, Queryable } from '../db/database.ts';
import { planLine } from '../invoices/invoice-additions.ts';
import { insertInvoice } from '../invoices/invoices-service.ts';
import type { Caller } from '../shared/caller.ts';
import { badRequest, conflict, type FieldError } from '../shared/problem.ts';
import { isCalendarDate } from '../shared/time.ts';
import { alreadyBilledReason, dueUnits, unitsLabel, type BilledSpan, type BillingUnit } from './billing-periods.ts';
import { billingRunsRepository, type BillingCandidate } from './billing-runs-repository.ts';

/** The longest period one run may bill (a year and a day, leap years included). */
export const MAX_PERIOD_DAYS = 366;

export interface BillingPeriod {
  periodStart: string;
  periodEnd: string;
}

export interface PlannedInvoice {
  clientId: number;
  clientName: string;
  planId: number;
  planName: string;
  /** The plan's amount times the units billed. */
  amountCents: number;
  lineCount: number;
  /** What the invoice bills, for people: "July 2026", "2026 Q3", "weeks of 2026-06-29 to 2026-07-27". */
  billedFor: string;
  /** The first day of the first unit billed and the last day of the last one. */
  billedFrom: string;
  billedTo: string;
}

export interface SkippedClient {
  clientId: number;
  clientName: string;
  planId: number;
  planName: string;
  reason: string;
}

export interface BillingPlanOutcome extends BillingPeriod {
  invoices: PlannedInvoice[];
  skipped: SkippedClient[];
  totalCents: number;
}

/** A period is two calendar dates, the end not before the start; otherwise a 400 naming the field. */
export function readPeriod(input: { periodStart?: string | null; periodEnd?: string | null }): BillingPeriod {
  const errors: FieldError[] = [];
  const start = input.periodStart?.trim() ?? '';
  const end = input.periodEnd?.trim() ?? '';
  if (!isCalendarDate(start)) errors.push({ field: 'periodStart', message: 'must be a date (YYYY-MM-DD)' });
  if (!isCalendarDate(end)) errors.push({ field: 'periodEnd', message: 'must be a date (YYYY-MM-DD)' });
  if (errors.length > 0) {
    throw badRequest('Choose the period to bill: a start and an end date (YYYY-MM-DD)', errors);
  }
  if (end < start) {
    throw badRequest(`The period ends (${end}) before it starts (${start})`, [
      { field: 'periodEnd', message: 'is before periodStart' },
    ]);
  }
  const days = (Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000 + 1;
  if (days > MAX_PERIOD_DAYS) {
    throw badRequest(`A billing run covers at most ${MAX_PERIOD_DAYS} days; this period has ${days}`, [
      { field: 'periodEnd', message: 'is too far after periodStart' },
    ]);
  }
  return { periodStart: start, periodEnd: end };
}

type Planned = PlannedInvoice & { plan: PlanRow; units: BillingUnit[]; onPlan: BillingCandidate['onPlan'] };

/** What a candidate's plan still has to bill in the period, given what is billed already: an invoice, or why not. */
function planOne(
  c: BillingCandidate,
  planRow: PlanRow,
  period: BillingPeriod,
  billed: Map<string, BilledSpan[]>,
): { invoice: Planned } | { skipped: SkippedClient } {
  const base = { clientId: c.clientId, clientName: c.clientName, planId: c.planId, planName: c.planName };
  if (planRow.items.length === 0) return { skipped: { ...base, reason: 'the billing plan has no items' } };
  const { due, alreadyBilled } = dueUnits({
    frequency: planRow.frequency,
    period: { start: period.periodStart, end: period.periodEnd },
    onPlan: c.onPlan,
    billed: billed.get(`${c.clientId}:${c.planId}`) ?? [],
  });
  const first = due[0];
  const last = due[due.length - 1];
  if (!first || !last) return { skipped: { ...base, reason: alreadyBilledReason(planRow.frequency, alreadyBilled) } };
  return {
    invoice: {
      ...base,
      amountCents: planRow.amountCents * due.length,
      lineCount: planRow.items.length * due.length,
      billedFor: unitsLabel(due),
      billedFrom: first.start,
      billedTo: last.end,
      plan: planRow,
      units: due,
      onPlan: c.onPlan,
    },
  };
}

/**
 * What a run for the period would create and skip, read inside `db` (a transaction when starting):
 * for each client on an active plan, the units of the plan's frequency still to bill (billing-periods.ts).
 */
async function plan(db: Queryable, companyId: number, period: BillingPeriod) {
  const runs = billingRunsRepository(db);
  const overlap = await runs.overlapping(companyId, period.periodStart, period.periodEnd);
  if (overlap) {
    throw conflict(
      `The period ${period.periodStart} to ${period.periodEnd} overlaps the billing run of ` +
        `${overlap.periodStart} to ${overlap.periodEnd}: choose a period that does not overlap it, or run that same period again`,
    );
  }
  const candidates = await runs.candidates(companyId, period.periodStart, period.periodEnd);
  const billed = await runs.billedSpans(companyId, candidates, period.periodStart, period.periodEnd);
  const plans = new Map<number, PlanRow>();
  for (const planId of new Set(candidates.map((c) => c.planId))) {
    const row = await billingPlansRepository(db).find(planId, companyId);
    if (row) plans.set(planId, row);
  }
  const invoices: Planned[] = [];
  const skipped: SkippedClient[] = [];
  for (const c of candidates) {
    const one = planOne(c, plans.get(c.planId)!, period, billed);
    if ('invoice' in one) invoices.push(one.invoice);
    else skipped.push(one.skipped);
  }
  return { invoices, skipped, totalCents: invoices.reduce((sum, i) => sum + i.amountCents, 0) };
}

const publicPart = ({ plan: _plan, units: _units, onPlan: _onPlan, ...rest }: Planned): PlannedInvoice => rest;

/**
 * The invoice lines of a planned invoice: the plan's items once per unit billed. With more than one
 * unit, each line names its unit ("Physiotherapy session (week of 2026-07-06)"), so the invoice (and
 * a claim made from it) shows what each line is for; every line is priced as the plan prices it.
 */
function plannedLines(item: Planned) {
  return item.units.flatMap((unit) =>
    item.plan.items.map((planItem) => {
      const line = planLine(planItem);
      if (item.units.length === 1) return line;
      return { ...line, values: { ...line.values, description: `${line.values.description} (${unit.label})` } };
    }),
  );
}

/** POST /api/billingrun/preview/{companyId}: what starting the run would do; nothing is stored. */
export async function previewBillingRun(
  db: Database,
  caller: Caller,
  input: BillingPeriod,
): Promise<BillingPlanOutcome> {
  const period = readPeriod(input);
  const { invoices, skipped, totalCents } = await plan(db, caller.companyId, period);
  return { ...period, invoices: invoices.map(publicPart), skipped, totalCents };
}

export interface BillingRunOutcome extends BillingPlanOutcome {
  /** The run's id; null when there was nothing to bill (no run is stored then). */
  runId: number | null;
  invoiceIds: number[];
}

/** How far a run has got: `done` of `total` invoices created and committed. */
export interface BillingRunProgress {
  done: number;
  total: number;
}

/**
 * The planned invoices of a later chunk as they stand now: each re-planned against what is billed at this
 * moment, so that an invoice another start of the same period wrote meanwhile is not written twice.
 */
async function stillDue(tx: Queryable, companyId: number, period: BillingPeriod, slice: Planned[]) {
  const billed = await billingRunsRepository(tx).billedSpans(companyId, slice, period.periodStart, period.periodEnd);
  return slice.flatMap((item) => {
    const one = planOne(item, item.plan, period, billed);
    return 'invoice' in one ? [one.invoice] : [];
  });
}

/** Writes a chunk's invoices into the run and counts them into its totals; returns their ids. */
async function billChunk(tx: Queryable, caller: Caller, runId: number, items: Planned[]): Promise<number[]> {
  const runs = billingRunsRepository(tx);
  const ids: number[] = [];
  for (const item of items) {
    const id = await insertInvoice(
      tx,
      caller,
      { clientId: item.clientId, description: `${item.planName}: ${item.billedFor}` },
      plannedLines(item),
    );
    await runs.markBilled(id, runId, item.planId, { start: item.billedFrom, end: item.billedTo });
    ids.push(id);
  }
  await runs.addInvoices(
    runId,
    ids.length,
    items.reduce((sum, i) => sum + i.amountCents, 0),
  );
  return ids;
}

/** Marks the run complete and records it in the audit log, once (another start of the period may have done it). */
async function completeRun(
  tx: Queryable,
  caller: Caller,
  runId: number,
  period: BillingPeriod,
  skipped: SkippedClient[],
) {
  const runs = billingRunsRepository(tx);
  if (!(await runs.complete(runId))) return;
  await recordAudit(tx, {
    companyId: caller.companyId,
    userId: caller.id,
    action: 'run',
    entity: 'billing_run',
    entityId: runId,
    after: { ...period, ...(await runs.totals(runId)), invoiceIds: await runs.invoiceIds(runId), skipped },
  });
}

/**
 * POST /api/billingrun/{companyId} (and the billing-run jobs): bills every client on an active plan for
 * the units of the period not yet billed, one invoice per client and plan with the plan's items per
 * unit. Clients with nothing left to bill are skipped and reported.
 *
 * The run is written in chunks of `chunkSize` invoices, each its own short transaction under a lock on
 * the company, so that other requests run between chunks (PGlite has one connection: one long
 * transaction would stop every other request; docs/decisions.md). Each chunk leaves whole invoices and
 * run totals that match them; the run stays incomplete (`completed_at` null) until the chunk that writes
 * its last invoice, and a failure or a stopped process leaves it incomplete: starting the same period
 * again finishes that run, billing only what is still due (the unique index on client, plan and billing
 * period start is the last guard against billing twice). The first chunk plans the whole run and
 * opens the run; a failure inside it stores nothing. `onProgress` hears { done: 0, total } once the run
 * knows what it will create, then after each chunk commits. `onPlanned` is given the whole plan inside the first
 * chunk's transaction (a billing-run job keeps it with the run, for a worker that takes the job over).
 */
export async function startBillingRun(
  db: Database,
  caller: Caller,
  input: BillingPeriod,
  onProgress: (progress: BillingRunProgress) => void = () => undefined,
  chunkSize = DEFAULT_BILLING_RUN_CHUNK_SIZE,
  onPlanned?: (tx: Queryable, plan: BillingPlanOutcome) => Promise<void>,
): Promise<BillingRunOutcome> {
  const period = readPeriod(input);
  const size = Math.max(1, Math.floor(chunkSize));
  const lockCompany = (tx: Queryable) =>
    tx.query('select id from companies where id = $1 for update', [caller.companyId]);

  const first = await db.transaction(async (tx) => {
    await lockCompany(tx);
    const planned = await plan(tx, caller.companyId, period);
    await onPlanned?.(tx, { ...period, ...planned, invoices: planned.invoices.map(publicPart) });
    onProgress({ done: 0, total: planned.invoices.length });
    const runs = billingRunsRepository(tx);
    const open = await runs.incomplete(caller.companyId, period.periodStart, period.periodEnd);
    if (planned.invoices.length === 0) {
      // A run cut short whose rest is no longer due (billed since, or plans ended): it is complete now.
      if (open !== undefined) await completeRun(tx, caller, open, period, planned.skipped);
      return { planned, runId: null, ids: [] };
    }
    const runId =
      open ??
      (await runs.insert({
        companyId: caller.companyId,
        ...period,
        createdBy: caller.id,
        skippedCount: planned.skipped.length,
      }));
    const ids = await billChunk(tx, caller, runId, planned.invoices.slice(0, size));
    if (planned.invoices.length <= size) await completeRun(tx, caller, runId, period, planned.skipped);
    return { planned, runId, ids };
  });

  const { planned, runId } = first;
  const outcome = { ...period, skipped: planned.skipped, totalCents: planned.totalCents };
  const invoices = planned.invoices.map(publicPart);
  if (runId === null) return { ...outcome, invoices, runId: null, invoiceIds: [] };
  const invoiceIds = [...first.ids];
  onProgress({ done: invoiceIds.length, total: planned.invoices.length });
  for (let from = size; from < planned.invoices.length; from += size) {
    // PGlite runs in this thread and its queries resolve as microtasks: without a turn of the event loop,
    // requests waiting on I/O would never reach the database between chunks.
    await setImmediate();
    const last = from + size >= planned.invoices.length;
    const ids = await db.transaction(async (tx) => {
      await lockCompany(tx);
      const due = await stillDue(tx, caller.companyId, period, planned.invoices.slice(from, from + size));
      const written = await billChunk(tx, caller, runId, due);
      if (last) await completeRun(tx, caller, runId, period, planned.skipped);
      return written;
    });
    invoiceIds.push(...ids);
    onProgress({ done: invoiceIds.length, total: planned.invoices.length });
  }
  return { ...outcome, invoices, runId, invoiceIds };
}
