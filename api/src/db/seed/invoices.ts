import { componentAmountCents } from '../../invoices/component-amount.ts';
import type { Queryable } from '../database.ts';
import { bulkInsert } from './bulk-insert.ts';
import { addMonths, DAY_MS, formatDay, partsOf, weekday } from './calendar.ts';
import type { Catalog } from './catalog.ts';
import { MONTHS_PER_PERIOD, periodLabel, periodStarts } from './client-plans.ts';
import type {
  SeedAppointment,
  SeedClient,
  SeedClientPlan,
  SeedComponent,
  SeedContext,
  SeedInvoice,
  SeedProduct,
  SeedStaff,
} from './model.ts';
import type { BusinessProfile, CompanyProfile, HealthProfile } from './profile.ts';
import type { Random } from './random.ts';

interface LineDraft {
  product: SeedProduct;
  quantity: string;
  discount: string;
  modifier: string | null;
  diagnoses: readonly string[];
}

const COMORBIDITIES = ['I10', 'E11.9', 'E78.5', 'E66.9', 'J45.9'];

/**
 * Visits (health) or orders (business) over the history, busier on weekdays, in season and as the
 * business grows; most health visits come from an appointment.
 */
export function generateVisitInvoices(
  rng: Random,
  ctx: SeedContext,
  profile: CompanyProfile,
  clients: readonly SeedClient[],
  catalog: Catalog,
): { invoices: SeedInvoice[]; appointments: SeedAppointment[] } {
  const picker = new ClientPicker(clients);
  const span = ctx.todayDay - ctx.startDay;
  const factor = (day: number) =>
    profile.weekdayFactors[weekday(day)]! *
    profile.monthFactors[partsOf(day).month - 1]! *
    (0.85 + (0.3 * (day - ctx.startDay)) / span);
  let totalFactor = 0;
  for (let day = ctx.startDay; day <= ctx.todayDay; day += 1) totalFactor += factor(day);
  const perUnit = profile.visitTarget / totalFactor;

  const invoices: SeedInvoice[] = [];
  const appointments: SeedAppointment[] = [];
  for (let day = ctx.startDay; day <= ctx.todayDay; day += 1) {
    const count = rng.poisson(perUnit * factor(day));
    for (let i = 0; i < count; i += 1) {
      const client = picker.pick(rng, day);
      const practitioner = rng.chance(0.8) ? client.practitioner : rng.pick(ctx.practitioners);
      const minute = rng.int(profile.hours[0] / 15, profile.hours[1] / 15) * 15;
      let invoicedMs = day * DAY_MS + minute * 60_000;
      let appointment: SeedAppointment | null = null;
      if (rng.chance(profile.appointmentShare)) {
        const duration = rng.pick(profile.kind === 'health' ? [15, 15, 20, 30] : [30, 45, 60, 90, 120]);
        appointment = {
          id: 0,
          client,
          practitioner,
          startMs: invoicedMs,
          endMs: invoicedMs + duration * 60_000,
          description: rng.pick(profile.appointmentLabels),
          status: 'C',
          createdMs: (day - rng.int(1, 21)) * DAY_MS + rng.int(profile.hours[0], profile.hours[1]) * 60_000,
        };
        appointments.push(appointment);
        invoicedMs = appointment.endMs + rng.int(2, 15) * 60_000;
      }
      const lines =
        profile.kind === 'health' ? healthLines(rng, profile, client, catalog) : businessLines(rng, profile, catalog);
      const description =
        profile.kind === 'health'
          ? `Consultation with Dr ${practitioner.firstName.charAt(0)} ${practitioner.lastName}`
          : businessDescription(rng, profile, invoices.length);
      invoices.push(buildInvoice(profile, { client, practitioner, appointment, day, invoicedMs, description }, lines));
    }
  }
  return { invoices, appointments };
}

/** One invoice per billing period of each client's plan, made on the first day of the period. */
export function generatePlanInvoices(
  rng: Random,
  ctx: SeedContext,
  profile: CompanyProfile,
  clientPlans: readonly SeedClientPlan[],
): SeedInvoice[] {
  const invoices: SeedInvoice[] = [];
  for (const clientPlan of clientPlans) {
    const { plan, client } = clientPlan;
    const starts = periodStarts(
      clientPlan.startDay,
      MONTHS_PER_PERIOD[plan.frequency],
      clientPlan.endDay,
      ctx.todayDay,
    );
    for (const day of starts) {
      const diagnoses = plan.diagnoses.filter((_, i) => i === 0 || rng.chance(0.5));
      const lines = plan.items.map((item) => ({
        product: item.product,
        quantity: item.quantity,
        discount: item.discount,
        modifier: item.modifier,
        diagnoses,
      }));
      const invoice = buildInvoice(
        profile,
        {
          client,
          practitioner: client.practitioner,
          appointment: null,
          day,
          invoicedMs: day * DAY_MS + (profile.hours[0] + rng.int(0, 30)) * 60_000,
          description: `${plan.name} – ${periodLabel(day, plan.frequency)}`,
        },
        lines,
      );
      invoice.clientPlan = clientPlan;
      invoice.periodStartDay = day;
      invoice.periodEndDay = addMonths(day, MONTHS_PER_PERIOD[plan.frequency]) - 1;
      invoices.push(invoice);
    }
  }
  return invoices;
}

/** Orders invoices by time and numbers them INV-000001, INV-000002, … */
export function numberInvoices(invoices: SeedInvoice[]): SeedInvoice[] {
  invoices.sort((a, b) => a.invoicedMs - b.invoicedMs);
  invoices.forEach((invoice, i) => {
    invoice.uniqueId = `INV-${String(i + 1).padStart(6, '0')}`;
  });
  return invoices;
}

function buildInvoice(
  profile: CompanyProfile,
  head: {
    client: SeedClient;
    practitioner: SeedStaff;
    appointment: SeedAppointment | null;
    day: number;
    invoicedMs: number;
    description: string;
  },
  lines: readonly LineDraft[],
): SeedInvoice {
  const invoice: SeedInvoice = {
    id: 0,
    uniqueId: '',
    ...head,
    clientPlan: null,
    periodStartDay: null,
    periodEndDay: null,
    dueDay: head.day + profile.dueDays,
    components: [],
    amountCents: 0,
    paidCents: 0,
    status: 'I',
    payments: [],
    insurerPending: false,
    claim: null,
  };
  invoice.components = lines.map((line, position): SeedComponent => {
    const spec = line.product.spec;
    return {
      id: 0,
      invoice,
      product: line.product,
      kind: spec.kind,
      position,
      description: spec.name,
      quantity: line.quantity,
      unitCostCents: spec.priceCents,
      discount: line.discount,
      amountCents: componentAmountCents(line.quantity, spec.priceCents, line.discount),
      paidCents: 0,
      bhfCode: spec.bhf ?? null,
      nappiCode: spec.nappi ?? null,
      modifier: line.modifier,
      diagnoses: line.diagnoses,
    };
  });
  invoice.amountCents = invoice.components.reduce((sum, c) => sum + c.amountCents, 0);
  if (invoice.amountCents <= 0) throw new Error('a demo invoice must have a positive amount');
  return invoice;
}

function healthLines(rng: Random, profile: HealthProfile, client: SeedClient, catalog: Catalog): LineDraft[] {
  const chronicOnly = client.chronic && rng.chance(0.5);
  const condition = rng.weighted(
    profile.conditions.filter((c) => !chronicOnly || c.chronic).map((c) => [c, c.weight] as const),
  );
  const primary = rng.pick(condition.icd10);
  const diagnoses = [primary];
  if (rng.chance(client.chronic ? 0.45 : 0.15)) {
    const secondary = rng.pick(condition.icd10.length > 1 && !client.chronic ? condition.icd10 : COMORBIDITIES);
    if (!diagnoses.includes(secondary)) diagnoses.push(secondary);
    const third = rng.pick(COMORBIDITIES);
    if (rng.chance(0.2) && !diagnoses.includes(third)) diagnoses.push(third);
  }
  const product = (key: string) => {
    const found = catalog.products.get(key);
    if (!found) throw new Error(`unknown product ${key}`);
    return found;
  };
  const lines: LineDraft[] = [
    {
      product: product(rng.weighted(condition.consults)),
      quantity: '1',
      discount: client.medicalAidName === null && rng.chance(0.12) ? rng.pick(['5', '10']) : '0',
      modifier: rng.chance(0.04) ? '0018' : null,
      diagnoses,
    },
  ];
  for (const key of condition.procedures) {
    if (lines.length < 3 && rng.chance(0.3)) {
      lines.push({ product: product(key), quantity: '1', discount: '0', modifier: null, diagnoses: [primary] });
    }
  }
  let medicines = 0;
  for (const key of rng.shuffle([...condition.medicines])) {
    if (lines.length < 6 && medicines < 3 && rng.chance(0.55)) {
      const medicine = product(key);
      medicines += 1;
      lines.push({
        product: medicine,
        quantity: rng.weighted(medicine.spec.quantities),
        discount: '0',
        modifier: null,
        diagnoses: diagnoses.slice(0, rng.int(1, diagnoses.length)),
      });
    }
  }
  return lines;
}

function businessLines(rng: Random, profile: BusinessProfile, catalog: Catalog): LineDraft[] {
  const count = rng.weighted(profile.lineCounts);
  const pool = [...catalog.products.values()].map((p) => [p, p.spec.popularity ?? 1] as [SeedProduct, number]);
  const invoiceDiscount = rng.chance(0.06) ? '10' : null;
  const lines: LineDraft[] = [];
  while (lines.length < count && pool.length > 0) {
    const product = rng.weighted(pool);
    pool.splice(
      pool.findIndex(([p]) => p === product),
      1,
    );
    lines.push({
      product,
      quantity: rng.weighted(product.spec.quantities),
      discount: invoiceDiscount ?? (rng.chance(0.02) ? '15' : '0'),
      modifier: null,
      diagnoses: [],
    });
  }
  return lines;
}

function businessDescription(rng: Random, profile: BusinessProfile, sequence: number): string {
  const label = rng.pick(profile.invoiceDescriptions);
  return profile.key === 'business' ? `${label} SO-${10_400 + sequence}` : label;
}

/** Picks a client among those who had joined by a given day, in proportion to their visit weight. */
class ClientPicker {
  private readonly sinceDays: number[];
  private readonly cumulative: number[];

  constructor(private readonly clients: readonly SeedClient[]) {
    this.sinceDays = clients.map((c) => c.sinceDay);
    let sum = 0;
    this.cumulative = clients.map((c) => (sum += c.weight));
  }

  pick(rng: Random, day: number): SeedClient {
    const available = Math.max(1, upperBound(this.sinceDays, day));
    const r = rng.next() * this.cumulative[available - 1]!;
    return this.clients[Math.min(upperBound(this.cumulative, r), available - 1)]!;
  }
}

/** The number of entries <= value in an ascending array. */
function upperBound(sorted: readonly number[], value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! <= value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export async function insertInvoices(tx: Queryable, ctx: SeedContext, invoices: readonly SeedInvoice[]): Promise<void> {
  await bulkInsert(
    tx,
    'invoices',
    {
      id: 'bigint',
      company_id: 'bigint',
      unique_id: 'text',
      client_id: 'bigint',
      practitioner_id: 'bigint',
      appointment_id: 'bigint',
      billing_plan_id: 'bigint',
      billing_period_start: 'date',
      billing_period_end: 'date',
      status: 'text',
      amount_cents: 'bigint',
      paid_cents: 'bigint',
      invoiced: 'timestamptz',
      due: 'date',
      description: 'text',
      created_at: 'timestamptz',
      updated_at: 'timestamptz',
    },
    invoices.map((inv) => {
      const lastChange = Math.max(inv.invoicedMs, ...inv.payments.map((p) => p.paidMs));
      return {
        id: inv.id,
        company_id: ctx.companyId,
        unique_id: inv.uniqueId,
        client_id: inv.client.id,
        practitioner_id: inv.practitioner.id,
        appointment_id: inv.appointment?.id ?? null,
        billing_plan_id: inv.clientPlan?.plan.id ?? null,
        billing_period_start: inv.periodStartDay === null ? null : formatDay(inv.periodStartDay),
        billing_period_end: inv.periodEndDay === null ? null : formatDay(inv.periodEndDay),
        status: inv.status,
        amount_cents: inv.amountCents,
        paid_cents: inv.paidCents,
        invoiced: new Date(inv.invoicedMs).toISOString(),
        due: formatDay(inv.dueDay),
        description: inv.description,
        created_at: new Date(inv.invoicedMs).toISOString(),
        updated_at: new Date(lastChange).toISOString(),
      };
    }),
  );
  await bulkInsert(
    tx,
    'invoice_components',
    {
      id: 'bigint',
      invoice_id: 'bigint',
      company_id: 'bigint',
      product_id: 'bigint',
      position: 'integer',
      description: 'text',
      quantity: 'numeric',
      unit_cost_cents: 'bigint',
      discount_percentage: 'numeric',
      amount_cents: 'bigint',
      paid_cents: 'bigint',
      bhf_code: 'text',
      nappi_code: 'text',
      modifier: 'text',
      diagnosis_code1: 'text',
      diagnosis_code2: 'text',
      diagnosis_code3: 'text',
      diagnosis_code4: 'text',
      diagnosis_code5: 'text',
      created_at: 'timestamptz',
    },
    invoices.flatMap((inv) =>
      inv.components.map((c) => ({
        id: c.id,
        invoice_id: inv.id,
        company_id: ctx.companyId,
        product_id: c.product?.id ?? null,
        position: c.position,
        description: c.description,
        quantity: c.quantity,
        unit_cost_cents: c.unitCostCents,
        discount_percentage: c.discount,
        amount_cents: c.amountCents,
        paid_cents: c.paidCents,
        bhf_code: c.bhfCode,
        nappi_code: c.nappiCode,
        modifier: c.modifier,
        diagnosis_code1: c.diagnoses[0] ?? null,
        diagnosis_code2: c.diagnoses[1] ?? null,
        diagnosis_code3: c.diagnoses[2] ?? null,
        diagnosis_code4: c.diagnoses[3] ?? null,
        diagnosis_code5: c.diagnoses[4] ?? null,
        created_at: new Date(inv.invoicedMs).toISOString(),
      })),
    ),
  );
}
