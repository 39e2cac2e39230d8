import dayjs from 'dayjs';
import type { Queryable } from '../db/database.ts';
import { companyTimeZone } from '../financial-transactions/transaction-changes.ts';
import { fromCents } from '../shared/money.ts';
import { badRequest } from '../shared/problem.ts';
import { requireOwned } from '../shared/references.ts';
import { formatInstant } from '../shared/time.ts';
import { performanceRepository } from './performance-repository.ts';
import { tasksRepository, type TaskArea, type TaskState } from './tasks-repository.ts';

export interface TaskQuery {
  companyId: number;
  /** Only this user's tasks (the invoice's practitioner, the claim's practitioner, who ran the run). */
  ownerId?: number;
  state?: TaskState;
  area?: TaskArea | 'all';
  limit: number;
  offset: number;
}

/** The open tasks, counted per kind, and one page of them oldest first. `now` is the present (tests set it). */
export async function listTasks(db: Queryable, query: TaskQuery, now = new Date()) {
  if (query.ownerId !== undefined) await requireOwned(db, 'Practitioner', query.ownerId, query.companyId);
  const timeZone = await companyTimeZone(db, query.companyId);
  const filter = {
    companyId: query.companyId,
    now: now.toISOString(),
    timeZone,
    state: query.state ?? null,
    ownerId: query.ownerId ?? null,
    area: query.area === undefined || query.area === 'all' ? null : query.area,
  };
  const tasks = tasksRepository(db);
  const counts = await tasks.counts(filter);
  const page = await tasks.page(filter, query.limit, query.offset);
  return {
    asOf: formatInstant(filter.now, timeZone, 'YYYY-MM-DD'),
    total: counts.reduce((sum, c) => sum + c.count, 0),
    counts: counts.map(({ amountCents, ...c }) => ({ ...c, amount: fromCents(amountCents) })),
    tasks: page.map(({ amountCents, ...t }) => ({ ...t, amount: fromCents(amountCents) })),
  };
}

/** What one user did in a calendar month `YYYY-MM` of the company's time zone. */
export async function userPerformance(db: Queryable, companyId: number, userId: number, month: string) {
  const first = dayjs(`${month}-01`, 'YYYY-MM-DD', true);
  if (!/^\d{4}-\d{2}$/.test(month) || !first.isValid()) {
    throw badRequest(`"${month}" is not a month: use YYYY-MM`, [{ field: 'params.month', message: 'is not YYYY-MM' }]);
  }
  await requireOwned(db, 'Practitioner', userId, companyId);
  const timeZone = await companyTimeZone(db, companyId);
  const from = first.format('YYYY-MM-DD');
  const to = first.add(1, 'month').format('YYYY-MM-DD');
  const row = await performanceRepository(db).month(companyId, userId, timeZone, from, to);
  const { paymentsCents, writeOffsCents, ...counts } = row;
  return {
    userId,
    month,
    start: from,
    end: first.endOf('month').format('YYYY-MM-DD'),
    ...counts,
    paymentsAmount: fromCents(paymentsCents),
    writeOffsAmount: fromCents(writeOffsCents),
  };
}
