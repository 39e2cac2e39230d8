import type { Queryable } from '../database.ts';
import { bulkInsert } from './bulk-insert.ts';
import {
  DAY_MS,
  MONTH_NAMES,
  addMonths,
  dayOf,
  formatDay,
  instantOf,
  lastDateOfMonth,
  partsOf,
  weekday,
} from './calendar.ts';
import type { SeedContext, SeedPayment } from './model.ts';
import type { CompanyProfile, LedgerSpec, PaymentType, ProductKind } from './profile.ts';
import type { Random } from './random.ts';

export interface LedgerLine {
  id: number;
  day: number;
  account: string;
  description: string;
  debitCents: number;
  creditCents: number;
  status: 'A' | 'I';
  payment: SeedPayment | null;
}

const BANK = '1000';
const CASH = '1050';
const RECEIVABLES = '1100';
const BAD_DEBTS = '6900';

const RECEIPT_LABELS: Record<Exclude<PaymentType, 'W'>, [string, string]> = {
  H: ['Medical aid payment', 'MEDICAL AID REMITTANCES'],
  B: ['EFT payment', 'EFT DEPOSITS'],
  C: ['Card payment', 'CARD SETTLEMENT'],
  A: ['Cash payment', 'CASH RECEIPTS'],
  R: ['Crypto payment', 'CRYPTO SETTLEMENT'],
  O: ['Other payment', 'SUNDRY RECEIPTS'],
};

/**
 * The ledger: scheduled expenses and other entries of the profile (each a debit line and a
 * credit line), an income line per payment with daily bank (or cash) deposit lines against them,
 * weekly cash banking, and bad-debt lines for write-offs. Ordered by date.
 */
export function generateTransactions(
  rng: Random,
  ctx: SeedContext,
  profile: CompanyProfile,
  payments: readonly SeedPayment[],
): LedgerLine[] {
  const lines: LedgerLine[] = [];
  for (const spec of profile.ledger) scheduleEntries(rng, ctx, spec, lines);

  const deposits = new Map<string, LedgerLine>();
  const cashByDay = new Map<number, number>();
  for (const payment of payments) {
    const day = Math.floor(payment.paidMs / DAY_MS);
    const invoice = payment.invoice;
    const client = invoice.client.firstName
      ? `${invoice.client.firstName} ${invoice.client.lastName}`
      : invoice.client.lastName;
    if (payment.type === 'W') {
      const description = `Write-off ${invoice.uniqueId} – ${client}`;
      lines.push(line(day, BAD_DEBTS, description, payment.amountCents, 0, payment));
      lines.push(line(day, RECEIVABLES, description, 0, payment.amountCents, payment));
      continue;
    }
    const [label, depositLabel] = RECEIPT_LABELS[payment.type];
    lines.push(
      line(
        day,
        incomeAccount(profile, payment),
        `${label} ${invoice.uniqueId} – ${client}`,
        0,
        payment.amountCents,
        payment,
      ),
    );
    const account = payment.type === 'A' ? CASH : BANK;
    const key = `${day}|${payment.type}`;
    const deposit = deposits.get(key);
    if (deposit) deposit.debitCents += payment.amountCents;
    else {
      const { year, month, date } = partsOf(day);
      const text = `${depositLabel} ${String(date).padStart(2, '0')} ${MONTH_NAMES[month - 1]!.toUpperCase()} ${year}`;
      const created = line(day, account, text, payment.amountCents, 0, null);
      deposits.set(key, created);
      lines.push(created);
    }
    if (payment.type === 'A') cashByDay.set(day, (cashByDay.get(day) ?? 0) + payment.amountCents);
  }

  // Cash is banked every Friday (and what is left on the last day).
  let onHand = 0;
  for (let day = ctx.startDay; day <= ctx.todayDay; day += 1) {
    onHand += cashByDay.get(day) ?? 0;
    if (onHand > 0 && (weekday(day) === 5 || day === ctx.todayDay)) {
      const text = `CASH BANKED ${formatDay(day)}`;
      lines.push(line(day, BANK, text, onHand, 0, null));
      lines.push(line(day, CASH, text, 0, onHand, null));
      onHand = 0;
    }
  }

  // A few imported expense lines turned out to be duplicates and were deactivated.
  for (const original of lines.filter((l) => l.account.startsWith('6') && l.debitCents > 0 && l.payment === null)) {
    if (rng.chance(0.015))
      lines.push({ ...original, id: 0, description: `${original.description} (DUPLICATE)`, status: 'I' });
  }
  // Stable: lines of one day keep the order they were made in.
  return lines.sort((a, b) => a.day - b.day);
}

function scheduleEntries(rng: Random, ctx: SeedContext, spec: LedgerSpec, lines: LedgerLine[]): void {
  const days: number[] = [];
  const schedule = spec.schedule;
  if (schedule.kind === 'once') days.push(ctx.startDay + schedule.offsetDays);
  else {
    for (let month = addMonths(ctx.startDay, 0); month <= ctx.todayDay; month = addMonths(month, 1)) {
      const { year, month: m } = partsOf(month);
      const last = lastDateOfMonth(year, m);
      if (schedule.kind === 'monthly')
        days.push(dayOf(year, m, schedule.day === 'last' ? last : Math.min(schedule.day, last)));
      else if (schedule.kind === 'months') {
        if (schedule.months.includes(m)) days.push(dayOf(year, m, Math.min(schedule.day, last)));
      } else {
        for (let n = rng.int(schedule.perMonth[0], schedule.perMonth[1]); n > 0; n -= 1)
          days.push(dayOf(year, m, rng.int(1, last)));
      }
    }
  }
  for (const day of days.sort((a, b) => a - b)) {
    if (day < ctx.startDay || day > ctx.todayDay) continue;
    if (spec.chance !== undefined && !rng.chance(spec.chance)) continue;
    const amount = amountOn(rng, ctx, spec, day);
    const { year, month } = partsOf(day);
    const description = spec.description
      .replaceAll('{MON}', MONTH_NAMES[month - 1]!.toUpperCase())
      .replaceAll('{YYYY}', String(year))
      .replaceAll('{Q}', String(Math.ceil(month / 3)))
      .replaceAll('{REF}', `#${rng.digits(6)}`)
      .replaceAll('{VENDOR}', spec.vendors ? rng.pick(spec.vendors) : '');
    lines.push(line(day, spec.debit, description, amount, 0, null));
    lines.push(line(day, spec.credit, description, 0, amount, null));
  }
}

function amountOn(rng: Random, ctx: SeedContext, spec: LedgerSpec, day: number): number {
  if ('rangeCents' in spec.amount) return rng.int(spec.amount.rangeCents[0], spec.amount.rangeCents[1]);
  const { fixedCents, yearlyIncrease } = spec.amount;
  if (!yearlyIncrease) return fixedCents;
  let increases = 0;
  for (let year = partsOf(ctx.startDay).year; year <= partsOf(day).year; year += 1) {
    const on = dayOf(year, yearlyIncrease.month, 1);
    if (on > ctx.startDay && on <= day) increases += 1;
  }
  return Math.round(fixedCents * (1 + yearlyIncrease.percent / 100) ** increases);
}

function incomeAccount(profile: CompanyProfile, payment: SeedPayment): string {
  const kind: ProductKind = payment.component?.kind ?? payment.invoice.components[0]!.kind;
  if (profile.kind === 'health') {
    if (payment.type === 'H') return '4200';
    return kind === 'medicine' ? '4300' : kind === 'procedure' ? '4100' : '4000';
  }
  return kind === 'service' ? '4100' : '4000';
}

function line(
  day: number,
  account: string,
  description: string,
  debitCents: number,
  creditCents: number,
  payment: SeedPayment | null,
): LedgerLine {
  return { id: 0, day, account, description, debitCents, creditCents, status: 'A', payment };
}

export async function insertTransactions(
  tx: Queryable,
  ctx: SeedContext,
  lines: readonly LedgerLine[],
  accountIds: ReadonlyMap<string, number>,
): Promise<void> {
  await bulkInsert(
    tx,
    'financial_transactions',
    {
      id: 'bigint',
      company_id: 'bigint',
      processed: 'date',
      financial_account_id: 'bigint',
      description: 'text',
      debit_cents: 'bigint',
      credit_cents: 'bigint',
      status: 'text',
      invoice_id: 'bigint',
      payment_id: 'bigint',
      created_at: 'timestamptz',
    },
    lines.map((l) => {
      const accountId = accountIds.get(l.account);
      if (accountId === undefined)
        throw new Error(`the demo ledger uses account ${l.account}, which is not in the chart`);
      return {
        id: l.id,
        company_id: ctx.companyId,
        processed: formatDay(l.day),
        financial_account_id: accountId,
        description: l.description,
        debit_cents: l.debitCents,
        credit_cents: l.creditCents,
        status: l.status,
        invoice_id: l.payment?.invoice.id ?? null,
        payment_id: l.payment?.id ?? null,
        created_at: instantOf(l.day, 18 * 60),
      };
    }),
  );
}
