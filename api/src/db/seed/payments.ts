import type { Queryable } from '../database.ts';
import { bulkInsert } from './bulk-insert.ts';
import { DAY_MS } from './calendar.ts';
import type { SeedComponent, SeedContext, SeedInvoice, SeedPayment } from './model.ts';
import type { BusinessProfile, CompanyProfile, PaymentType } from './profile.ts';
import type { Random } from './random.ts';

/** A payment as planned when the invoice is made; it exists only if its day is not after today. */
interface Planned {
  type: PaymentType;
  amountCents: number;
  component?: SeedComponent;
  delayDays: number;
}

/**
 * How each invoice gets paid: medical aid, the patient or the customer, in full, in parts, by line,
 * late, written off or not at all. Payments due after today are left out, so recent invoices are
 * mostly open and older ones mostly paid. Sets paid amounts on invoices and components.
 */
export function generatePayments(rng: Random, ctx: SeedContext, profile: CompanyProfile, invoices: SeedInvoice[]) {
  const payments: SeedPayment[] = [];
  for (const invoice of invoices) {
    const plan = profile.kind === 'health' ? healthPlan(rng, invoice) : businessPlan(rng, profile, invoice);
    for (const planned of plan) {
      const paidMs =
        planned.delayDays === 0
          ? invoice.invoicedMs + rng.int(1, 20) * 60_000
          : (invoice.day + planned.delayDays) * DAY_MS + rng.int(profile.hours[0], profile.hours[1]) * 60_000;
      if (paidMs > ctx.endMs) {
        if (planned.type === 'H') invoice.insurerPending = true;
        continue;
      }
      const payment: SeedPayment = {
        id: 0,
        invoice,
        component: planned.component ?? null,
        type: planned.type,
        amountCents: planned.amountCents,
        paidMs,
        description: describe(rng, planned.type, invoice),
        createdBy: planned.delayDays === 0 ? invoice.practitioner : ctx.admin,
      };
      invoice.payments.push(payment);
      invoice.paidCents += payment.amountCents;
      if (payment.component) payment.component.paidCents += payment.amountCents;
      payments.push(payment);
    }
    if (invoice.paidCents > invoice.amountCents) throw new Error(`overpaid demo invoice ${invoice.uniqueId}`);
  }
  return payments.sort((a, b) => a.paidMs - b.paidMs);
}

function healthPlan(rng: Random, invoice: SeedInvoice): Planned[] {
  const amount = invoice.amountCents;
  const aidDelay = rng.int(10, 45);
  if (invoice.client.medicalAidName !== null) {
    const pattern = rng.weighted([
      ['aid', 55],
      ['aidThenMember', 20],
      ['member', 12],
      ['aidShort', 8],
      ['unpaid', 5],
    ] as const);
    switch (pattern) {
      case 'aid':
        return [{ type: 'H', amountCents: amount, delayDays: aidDelay }];
      case 'aidThenMember': {
        // The scheme pays the consultation line; the patient pays the rest (often the medicines).
        const consult = invoice.components[0]!;
        const fromAid = invoice.components.length > 1 ? consult.amountCents : part(rng, amount, 70, 90);
        const memberType = rng.weighted<PaymentType>([
          ['C', 40],
          ['B', 35],
          ['A', 25],
        ]);
        return positive([
          {
            type: 'H',
            amountCents: fromAid,
            component: invoice.components.length > 1 ? consult : undefined,
            delayDays: aidDelay,
          },
          { type: memberType, amountCents: amount - fromAid, delayDays: aidDelay + rng.int(3, 30) },
        ]);
      }
      case 'member':
        return [
          {
            type: rng.weighted<PaymentType>([
              ['C', 60],
              ['A', 35],
              ['O', 4],
              ['R', 1],
            ]),
            amountCents: amount,
            delayDays: 0,
          },
        ];
      case 'aidShort': {
        const fromAid = part(rng, amount, 60, 90);
        return [
          { type: 'H', amountCents: fromAid, delayDays: aidDelay },
          ...(rng.chance(0.5) ? [writeOff(rng, amount - fromAid)] : []),
        ];
      }
      case 'unpaid':
        return rng.chance(0.3) ? [writeOff(rng, amount)] : [];
    }
  }
  const pattern = rng.weighted([
    ['atVisit', 75],
    ['eft', 15],
    ['split', 5],
    ['unpaid', 5],
  ] as const);
  switch (pattern) {
    case 'atVisit':
      return [
        {
          type: rng.weighted<PaymentType>([
            ['C', 55],
            ['A', 40],
            ['O', 3],
            ['R', 2],
          ]),
          amountCents: amount,
          delayDays: 0,
        },
      ];
    case 'eft':
      return [{ type: 'B', amountCents: amount, delayDays: rng.int(1, 21) }];
    case 'split': {
      const deposit = part(rng, amount, 30, 60);
      return [
        { type: 'A', amountCents: deposit, delayDays: 0 },
        { type: 'B', amountCents: amount - deposit, delayDays: rng.int(7, 40) },
      ];
    }
    case 'unpaid':
      return rng.chance(0.3) ? [writeOff(rng, amount)] : [];
  }
}

function businessPlan(rng: Random, profile: BusinessProfile, invoice: SeedInvoice): Planned[] {
  const mix = profile.payments;
  const amount = invoice.amountCents;
  const pattern = rng.weighted([
    ['terms', mix.terms.weight],
    ['immediate', mix.immediate.weight],
    ['deposit', mix.deposit],
    ['perLine', mix.perLine],
    ['latePartial', mix.latePartial],
    ['unpaid', mix.unpaid],
  ] as const);
  switch (pattern) {
    case 'terms':
      return [{ type: rng.weighted(mix.terms.types), amountCents: amount, delayDays: rng.int(...mix.terms.delay) }];
    case 'immediate':
      return [{ type: rng.weighted(mix.immediate.types), amountCents: amount, delayDays: 0 }];
    case 'deposit': {
      const deposit = part(rng, amount, 30, 50);
      return positive([
        {
          type: rng.weighted<PaymentType>([
            ['C', 1],
            ['B', 1],
          ]),
          amountCents: deposit,
          delayDays: 0,
        },
        { type: 'B', amountCents: amount - deposit, delayDays: rng.int(14, 60) },
      ]);
    }
    case 'perLine': {
      const type = rng.weighted(mix.terms.types);
      return invoice.components.map((component) => ({
        type,
        amountCents: component.amountCents,
        component,
        delayDays: rng.int(5, 50),
      }));
    }
    case 'latePartial': {
      const paid = part(rng, amount, 30, 70);
      return positive([
        { type: 'B', amountCents: paid, delayDays: rng.int(30, 90) },
        ...(rng.chance(0.35) ? [writeOff(rng, amount - paid)] : []),
      ]);
    }
    case 'unpaid':
      return rng.chance(0.25) ? [writeOff(rng, amount)] : [];
  }
}

function positive(planned: Planned[]): Planned[] {
  return planned.filter((p) => p.amountCents > 0);
}

function writeOff(rng: Random, amountCents: number): Planned {
  return { type: 'W', amountCents, delayDays: rng.int(150, 300) };
}

/** Between min% and max% of the amount, in whole currency units where the amount allows. */
function part(rng: Random, amountCents: number, minPercent: number, maxPercent: number): number {
  const percent = rng.int(minPercent, maxPercent);
  const cents = Math.floor((amountCents * percent) / 100);
  const whole = cents - (cents % 100);
  return whole > 0 ? whole : cents;
}

function describe(rng: Random, type: PaymentType, invoice: SeedInvoice): string {
  switch (type) {
    case 'H':
      return `${invoice.client.medicalAidName ?? 'Medical aid'} remittance RA${rng.digits(7)}`;
    case 'C':
      return `Card payment ${rng.pick(['Visa', 'Mastercard', 'Visa', 'Amex'])} ****${rng.digits(4)}`;
    case 'B':
      return `EFT ref ${invoice.uniqueId}`;
    case 'A':
      return 'Cash payment';
    case 'R':
      return rng.pick(['Crypto payment (USDC)', 'Bitcoin payment (Lightning)']);
    case 'O':
      return rng.pick(['Cheque no. ' + rng.digits(6), 'Gift voucher', 'Payment via third party']);
    case 'W':
      return rng.pick([
        'Balance written off – uncollectable',
        'Small balance written off',
        'Written off – account handed over',
      ]);
  }
}

export async function insertPayments(tx: Queryable, ctx: SeedContext, payments: readonly SeedPayment[]): Promise<void> {
  await bulkInsert(
    tx,
    'payments',
    {
      id: 'bigint',
      company_id: 'bigint',
      invoice_id: 'bigint',
      invoice_component_id: 'bigint',
      client_id: 'bigint',
      description: 'text',
      type: 'text',
      amount_cents: 'bigint',
      paid: 'timestamptz',
      created_by: 'bigint',
      created_at: 'timestamptz',
    },
    payments.map((p) => ({
      id: p.id,
      company_id: ctx.companyId,
      invoice_id: p.invoice.id,
      invoice_component_id: p.component?.id ?? null,
      client_id: p.invoice.client.id,
      description: p.description,
      type: p.type,
      amount_cents: p.amountCents,
      paid: new Date(p.paidMs).toISOString(),
      created_by: p.createdBy.id,
      created_at: new Date(p.paidMs).toISOString(),
    })),
  );
}
