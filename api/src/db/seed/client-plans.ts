import type { Queryable } from '../database.ts';
import { bulkInsert } from './bulk-insert.ts';
import { addMonths, formatDay, MONTH_NAMES, partsOf } from './calendar.ts';
import type { SeedClient, SeedClientPlan, SeedContext, SeedPlan } from './model.ts';
import type { CompanyProfile } from './profile.ts';
import type { Random } from './random.ts';

export const MONTHS_PER_PERIOD = { M: 1, Q: 3, Y: 12 } as const;

/** Puts a share of the clients (chronic patients first) on a billing plan, some of which have ended. */
export function generateClientPlans(
  rng: Random,
  ctx: SeedContext,
  profile: CompanyProfile,
  clients: readonly SeedClient[],
  plans: readonly SeedPlan[],
): SeedClientPlan[] {
  if (plans.length === 0) return [];
  const count = Math.round(clients.length * profile.planShare);
  const candidates = rng.shuffle([...clients]).sort((a, b) => Number(b.chronic) - Number(a.chronic));
  const latestStart = ctx.todayDay - 45;
  const result: SeedClientPlan[] = [];
  for (const client of candidates.slice(0, count)) {
    const plan = rng.weighted(plans.map((p) => [p, p.weight] as const));
    const earliest = Math.max(client.sinceDay, ctx.startDay);
    if (earliest > latestStart) continue;
    const startDay = addMonths(rng.int(earliest, latestStart), 1);
    const step = MONTHS_PER_PERIOD[plan.frequency];
    const periods = periodStarts(startDay, step, null, ctx.todayDay).length;
    let endDay: number | null = null;
    if (periods >= 3 && rng.chance(0.2)) endDay = addMonths(startDay, rng.int(2, periods - 1) * step) - 1;
    result.push({ id: 0, client, plan, startDay, endDay, active: endDay === null });
  }
  return result.sort((a, b) => a.startDay - b.startDay);
}

/** The first day of each billing period from `startDay`, up to `endDay` (inclusive) and today. */
export function periodStarts(
  startDay: number,
  monthsPerPeriod: number,
  endDay: number | null,
  todayDay: number,
): number[] {
  const starts: number[] = [];
  for (let day = startDay; day <= todayDay && (endDay === null || day <= endDay);) {
    starts.push(day);
    day = addMonths(day, monthsPerPeriod);
  }
  return starts;
}

export function periodLabel(day: number, frequency: 'M' | 'Q' | 'Y'): string {
  const { year, month } = partsOf(day);
  const monthName = MONTH_NAMES[month - 1]!;
  if (frequency === 'M') return `${monthName} ${year}`;
  if (frequency === 'Q') return `quarter from ${monthName} ${year}`;
  return `year from ${monthName} ${year}`;
}

export async function insertClientPlans(tx: Queryable, ctx: SeedContext, clientPlans: readonly SeedClientPlan[]) {
  await bulkInsert(
    tx,
    'client_billing_plans',
    {
      id: 'bigint',
      company_id: 'bigint',
      client_id: 'bigint',
      billing_plan_id: 'bigint',
      start_date: 'date',
      end_date: 'date',
      active: 'boolean',
    },
    clientPlans.map((cp) => ({
      id: cp.id,
      company_id: ctx.companyId,
      client_id: cp.client.id,
      billing_plan_id: cp.plan.id,
      start_date: formatDay(cp.startDay),
      end_date: cp.endDay === null ? null : formatDay(cp.endDay),
      active: cp.active,
    })),
  );
}
