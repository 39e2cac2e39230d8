import type { Queryable } from '../database.ts';
import { formatCents } from '../../shared/money.ts';
import { bulkInsert } from './bulk-insert.ts';
import { DAY_MS, formatDay } from './calendar.ts';
import { emailPart } from './profiles/people.ts';
import type { SeedClaim, SeedClaimEvent, SeedContext, SeedInvoice } from './model.ts';
import type { Random } from './random.ts';

const REJECTIONS = [
  'Benefit exhausted for the year',
  'Member not eligible on date of service',
  'ICD-10 code does not support the tariff code',
  'Pre-authorisation required',
  'Duplicate claim',
];

/**
 * Claims on recent invoices of insured patients: accepted where the scheme paid, submitted where its
 * payment is still awaited, new ones from the last days, and rejected ones the member now owes.
 */
export function generateClaims(rng: Random, ctx: SeedContext, invoices: readonly SeedInvoice[]): SeedClaim[] {
  const claims: SeedClaim[] = [];
  for (const invoice of invoices) {
    const scheme = invoice.client.medicalAidName;
    const age = ctx.todayDay - invoice.day;
    if (scheme === null || age > 180) continue;
    const insurerPayments = invoice.payments.filter((p) => p.type === 'H');
    let status: SeedClaim['status'] | null = null;
    if (insurerPayments.length > 0 && rng.chance(0.05)) status = 'A';
    else if (invoice.insurerPending && invoice.payments.length === 0 && age <= 4 && rng.chance(0.4)) status = 'N';
    else if (invoice.insurerPending && invoice.payments.length === 0 && age <= 45 && rng.chance(0.15)) status = 'S';
    else if (
      !invoice.insurerPending &&
      insurerPayments.length === 0 &&
      age >= 20 &&
      invoice.paidCents < invoice.amountCents &&
      rng.chance(0.4)
    )
      status = 'R';
    if (status)
      claims.push(
        buildClaim(
          rng,
          ctx,
          invoice,
          scheme,
          status,
          insurerPayments.map((p) => p.paidMs),
        ),
      );
  }
  claims.sort((a, b) => a.createdMs - b.createdMs);
  claims.forEach((claim, i) => {
    claim.uniqueId = `CLM-${String(i + 1).padStart(6, '0')}`;
    claim.invoice.claim = claim;
  });
  return claims;
}

function buildClaim(
  rng: Random,
  ctx: SeedContext,
  invoice: SeedInvoice,
  scheme: string,
  status: SeedClaim['status'],
  insurerPaidMs: number[],
): SeedClaim {
  const method = rng.chance(0.8) ? 'D' : 'E';
  const createdMs = Math.min(invoice.invoicedMs + rng.int(10, 120) * 60_000, ctx.endMs);
  const submittedMs = Math.min(createdMs + rng.int(5, 90) * 60_000, ctx.endMs);
  const reference = method === 'D' ? `SBX-${formatDay(invoice.day).replaceAll('-', '')}-${rng.digits(5)}` : null;
  const address = `claims.${emailPart(scheme.split(' ')[0]!)}@example.com`;
  const events: SeedClaimEvent[] = [
    {
      id: 0,
      status: 'N',
      action: 'create',
      message: `Claim created from invoice ${invoice.uniqueId}`,
      detail: null,
      atMs: createdMs,
    },
  ];
  if (status !== 'N') {
    events.push({
      id: 0,
      status: 'S',
      action: 'submit',
      message: method === 'D' ? `Submitted to ${scheme} through the sandbox clearing house` : `Emailed to ${address}`,
      detail: method === 'D' ? { clearingHouse: 'sandbox', reference } : { to: address },
      atMs: submittedMs,
    });
  }
  let benefitCents: number | null = null;
  let notes = '';
  if (status === 'A') {
    benefitCents = invoice.payments.filter((p) => p.type === 'H').reduce((sum, p) => sum + p.amountCents, 0);
    const acceptedMs = Math.max(submittedMs + DAY_MS, Math.min(...insurerPaidMs) - rng.int(1, 3) * DAY_MS);
    events.push({
      id: 0,
      status: 'A',
      action: 'accept',
      message: `Accepted by ${scheme}: benefit ${formatCents(benefitCents)}`,
      detail: { benefitCents },
      atMs: Math.min(acceptedMs, ctx.endMs),
    });
  } else if (status === 'R') {
    notes = rng.pick(REJECTIONS);
    benefitCents = 0;
    events.push({
      id: 0,
      status: 'R',
      action: 'reject',
      message: `Rejected by ${scheme}: ${notes}`,
      detail: { reason: notes },
      atMs: Math.min(submittedMs + rng.int(3, 12) * DAY_MS, ctx.endMs),
    });
  }
  return {
    id: 0,
    uniqueId: '',
    invoice,
    method,
    status,
    benefitCents,
    clearingReference: status === 'N' ? null : reference,
    notes,
    createdMs,
    updatedMs: events[events.length - 1]!.atMs,
    events,
  };
}

export async function insertClaims(tx: Queryable, ctx: SeedContext, claims: readonly SeedClaim[]): Promise<void> {
  await bulkInsert(
    tx,
    'claims',
    {
      id: 'bigint',
      company_id: 'bigint',
      invoice_id: 'bigint',
      practitioner_id: 'bigint',
      unique_id: 'text',
      submission_method: 'text',
      status: 'text',
      amount_cents: 'bigint',
      benefit_cents: 'bigint',
      clearing_reference: 'text',
      notes: 'text',
      created_at: 'timestamptz',
      updated_at: 'timestamptz',
    },
    claims.map((c) => ({
      id: c.id,
      company_id: ctx.companyId,
      invoice_id: c.invoice.id,
      practitioner_id: c.invoice.practitioner.id,
      unique_id: c.uniqueId,
      submission_method: c.method,
      status: c.status,
      amount_cents: c.invoice.amountCents,
      benefit_cents: c.benefitCents,
      clearing_reference: c.clearingReference,
      notes: c.notes,
      created_at: new Date(c.createdMs).toISOString(),
      updated_at: new Date(c.updatedMs).toISOString(),
    })),
  );
  await bulkInsert(
    tx,
    'claim_events',
    {
      id: 'bigint',
      claim_id: 'bigint',
      status: 'text',
      action: 'text',
      message: 'text',
      detail: 'jsonb',
      created_by: 'bigint',
      created_at: 'timestamptz',
    },
    claims.flatMap((c) =>
      c.events.map((e) => ({
        id: e.id,
        claim_id: c.id,
        status: e.status,
        action: e.action,
        message: e.message,
        detail: e.detail,
        created_by: e.action === 'create' || e.action === 'submit' ? c.invoice.practitioner.id : null,
        created_at: new Date(e.atMs).toISOString(),
      })),
    ),
  );
}
