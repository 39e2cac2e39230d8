import { recordAudit } from '../audit/audit-log.ts';
import { billingPlansRepository, type PlanRow } from '../billing-plans/billing-plans-repository.ts';
import type { Database, Queryable } from '../db/database.ts';
import { planLine } from '../invoices/invoice-additions.ts';
import { insertInvoice } from '../invoices/invoices-service.ts';
import type { Caller } from '../shared/caller.ts';
import { badRequest, conflict, type FieldError } from '../shared/problem.ts';
import { isCalendarDate } from '../shared/time.ts';
import { alreadyBilledReason, dueUnits, unitsLabel, type BillingUnit } from './billing-periods.ts';
import { billingRunsRepository } from './billing-runs-repository.ts';

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

type Planned = PlannedInvoice & { plan: PlanRow; units: BillingUnit[] };

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
    const planRow = plans.get(c.planId)!;
    const base = { clientId: c.clientId, clientName: c.clientName, planId: c.planId, planName: c.planName };
    if (planRow.items.length === 0) {
      skipped.push({ ...base, reason: 'the billing plan has no items' });
      continue;
    }
    const { due, alreadyBilled } = dueUnits({
      frequency: planRow.frequency,
      period: { start: period.periodStart, end: period.periodEnd },
      onPlan: c.onPlan,
      billed: billed.get(`${c.clientId}:${c.planId}`) ?? [],
    });
    const first = due[0];
    const last = due[due.length - 1];
    if (!first || !last) {
      skipped.push({ ...base, reason: alreadyBilledReason(planRow.frequency, alreadyBilled) });
      continue;
    }
    invoices.push({
      ...base,
      amountCents: planRow.amountCents * due.length,
      lineCount: planRow.items.length * due.length,
      billedFor: unitsLabel(due),
      billedFrom: first.start,
      billedTo: last.end,
      plan: planRow,
      units: due,
    });
  }
  return { invoices, skipped, totalCents: invoices.reduce((sum, i) => sum + i.amountCents, 0) };
}

const publicPart = ({ plan: _plan, units: _units, ...rest }: Planned): PlannedInvoice => rest;

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

/** How far a run has got: `done` of `total` invoices created (reported in the run's transaction). */
export interface BillingRunProgress {
  done: number;
  total: number;
}

/**
 * POST /api/billingrun/{companyId} (and the billing-run jobs): bills every client on an active plan for
 * the units of the period not yet billed, one invoice per client and plan with the plan's items per
 * unit, all in ONE transaction (under a lock on the company's runs, so two runs never interleave).
 * Clients with nothing left to bill are skipped and reported; a failure anywhere stores nothing. The
 * unique index on (client, plan, billing period start) is the last guard. `onProgress` hears
 * { done: 0, total } once the run knows what it will create, then after each invoice.
 */
export async function startBillingRun(
  db: Database,
  caller: Caller,
  input: BillingPeriod,
  onProgress: (progress: BillingRunProgress) => void = () => undefined,
): Promise<BillingRunOutcome> {
  const period = readPeriod(input);
  return db.transaction(async (tx) => {
    await tx.query('select id from companies where id = $1 for update', [caller.companyId]);
    const { invoices, skipped, totalCents } = await plan(tx, caller.companyId, period);
    const outcome = { ...period, skipped, totalCents, invoices: invoices.map(publicPart) };
    onProgress({ done: 0, total: invoices.length });
    if (invoices.length === 0) return { ...outcome, runId: null, invoiceIds: [] };
    const runs = billingRunsRepository(tx);
    const runId = await runs.insert({ companyId: caller.companyId, ...period, createdBy: caller.id });
    const invoiceIds: number[] = [];
    for (const item of invoices) {
      const id = await insertInvoice(
        tx,
        caller,
        { clientId: item.clientId, description: `${item.planName}: ${item.billedFor}` },
        plannedLines(item),
      );
      await runs.markBilled(id, runId, item.planId, { start: item.billedFrom, end: item.billedTo });
      invoiceIds.push(id);
      onProgress({ done: invoiceIds.length, total: invoices.length });
    }
    const totals = { invoiceCount: invoiceIds.length, totalCents, skippedCount: skipped.length };
    await runs.setTotals(runId, totals);
    await recordAudit(tx, {
      companyId: caller.companyId,
      userId: caller.id,
      action: 'run',
      entity: 'billing_run',
      entityId: runId,
      after: { ...period, ...totals, invoiceIds, skipped },
    });
    return { ...outcome, runId, invoiceIds };
  });
}
