import { recordAudit } from '../audit/audit-log.ts';
import { billingPlansRepository, type PlanRow } from '../billing-plans/billing-plans-repository.ts';
import type { Database, Queryable } from '../db/database.ts';
import { planLine } from '../invoices/invoice-additions.ts';
import { insertInvoice } from '../invoices/invoices-service.ts';
import type { Caller } from '../shared/caller.ts';
import { badRequest, type FieldError } from '../shared/problem.ts';
import { isCalendarDate } from '../shared/time.ts';
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
  amountCents: number;
  lineCount: number;
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

/** What a run for the period would create and skip, read inside `db` (a transaction when starting). */
async function plan(db: Queryable, companyId: number, period: BillingPeriod) {
  const candidates = await billingRunsRepository(db).candidates(companyId, period.periodStart, period.periodEnd);
  const plans = new Map<number, PlanRow>();
  for (const planId of new Set(candidates.map((c) => c.planId))) {
    const row = await billingPlansRepository(db).find(planId, companyId);
    if (row) plans.set(planId, row);
  }
  const invoices: Array<PlannedInvoice & { plan: PlanRow }> = [];
  const skipped: SkippedClient[] = [];
  for (const c of candidates) {
    const planRow = plans.get(c.planId)!;
    const base = { clientId: c.clientId, clientName: c.clientName, planId: c.planId, planName: c.planName };
    if (c.skipReason) skipped.push({ ...base, reason: c.skipReason });
    else if (planRow.items.length === 0) skipped.push({ ...base, reason: 'the billing plan has no items' });
    else invoices.push({ ...base, amountCents: planRow.amountCents, lineCount: planRow.items.length, plan: planRow });
  }
  return { invoices, skipped, totalCents: invoices.reduce((sum, i) => sum + i.amountCents, 0) };
}

/** POST /api/billingrun/preview/{companyId}: what starting the run would do; nothing is stored. */
export async function previewBillingRun(
  db: Database,
  caller: Caller,
  input: BillingPeriod,
): Promise<BillingPlanOutcome> {
  const period = readPeriod(input);
  const { invoices, skipped, totalCents } = await plan(db, caller.companyId, period);
  return { ...period, invoices: invoices.map(({ plan: _plan, ...rest }) => rest), skipped, totalCents };
}

export interface BillingRunOutcome extends BillingPlanOutcome {
  /** The run's id; null when there was nothing to bill (no run is stored then). */
  runId: number | null;
  invoiceIds: number[];
}

/**
 * POST /api/billingrun/{companyId}: bills every client on an active plan for the period, one invoice
 * per client and plan with the plan's items, all in ONE transaction (under a lock on the company's
 * runs, so two runs never interleave). Already-billed clients are skipped and reported; a failure
 * anywhere stores nothing. The unique index on (client, plan, billing period start) is the last guard.
 */
export async function startBillingRun(db: Database, caller: Caller, input: BillingPeriod): Promise<BillingRunOutcome> {
  const period = readPeriod(input);
  return db.transaction(async (tx) => {
    await tx.query('select id from companies where id = $1 for update', [caller.companyId]);
    const { invoices, skipped, totalCents } = await plan(tx, caller.companyId, period);
    const outcome = { ...period, skipped, totalCents, invoices: invoices.map(({ plan: _plan, ...rest }) => rest) };
    if (invoices.length === 0) return { ...outcome, runId: null, invoiceIds: [] };
    const runs = billingRunsRepository(tx);
    const runId = await runs.insert({ companyId: caller.companyId, ...period, createdBy: caller.id });
    const invoiceIds: number[] = [];
    for (const item of invoices) {
      const id = await insertInvoice(
        tx,
        caller,
        {
          clientId: item.clientId,
          description: `${item.planName}: ${period.periodStart} to ${period.periodEnd}`,
        },
        item.plan.items.map(planLine),
      );
      await runs.markBilled(id, runId, item.planId, period.periodStart);
      invoiceIds.push(id);
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
