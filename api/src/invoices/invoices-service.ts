import { recordAudit } from '../audit/audit-log.ts';
import { companyZone } from '../companies/company-time-zone.ts';
import type { Database, Queryable } from '../db/database.ts';
import type { Caller } from '../shared/caller.ts';
import { assertWithinHorizon } from '../shared/date-horizon.ts';
import { formatCents } from '../shared/money.ts';
import { badRequest, conflict, notFound, unprocessable } from '../shared/problem.ts';
import { requireOwned } from '../shared/references.ts';
import { addDays, formatInstant, isCalendarDate, parseInstant } from '../shared/time.ts';
import { readComponentInput, type ComponentInput, type ComponentValues } from './component-input.ts';
import { componentsRepository } from './components-repository.ts';
import { refuseInvoiceAction } from './invoice-actions.ts';
import { lockInvoice, recomputeInvoiceAmount } from './invoice-guards.ts';
import { nextInvoiceNumber } from './invoice-number.ts';
import { INVOICE_STATUSES, INVOICE_STATUS_LABELS, type InvoiceStatus } from './invoice-status.ts';
import { invoicesRepository } from './invoices-repository.ts';
import { companyTaxSettings, recordLineTax } from '../tax/tax-settings.ts';

/** Days from the invoice date to the due date when the client sends none. */
export const DEFAULT_DUE_DAYS = 30;

export interface CreateInvoiceInput {
  clientId: number;
  practitionerId?: number | null;
  appointmentId?: number | null;
  invoiced?: string;
  due?: string | null;
  description?: string;
  status?: string;
  /** A line may name the product it bills (kept as the line's product; its values are the ones sent). */
  components?: Array<ComponentInput & { productId?: number | null }>;
}

export interface UpdateInvoiceInput {
  status: string;
  invoiced: string;
  due?: string | null;
  description?: string;
  version: number;
}

function readStatus(value: string): InvoiceStatus {
  const status = value.trim().toUpperCase();
  if (!(INVOICE_STATUSES as readonly string[]).includes(status)) {
    const allowed = INVOICE_STATUSES.map((s) => `${s} (${INVOICE_STATUS_LABELS[s]})`).join(', ');
    throw badRequest(`"${value}" is not an invoice status: use one of ${allowed}`, [
      { field: 'status', message: 'is not a known status' },
    ]);
  }
  return status as InvoiceStatus;
}

function readInstant(value: string, timeZone: string, field: string): string {
  const iso = parseInstant(value, timeZone);
  if (!iso) {
    throw badRequest(`${field} "${value}" is not a date and time: use YYYY-MM-DD HH:mm or ISO 8601`, [
      { field, message: 'is not a valid date and time' },
    ]);
  }
  assertWithinHorizon(field, formatInstant(iso, timeZone, 'YYYY-MM-DD'), timeZone);
  return iso;
}

function readDue(value: string | null | undefined, fallback: string | null, timeZone: string): string | null {
  if (value === undefined) return fallback;
  if (value === null || value.trim() === '') return null;
  const due = value.trim().slice(0, 10);
  if (!isCalendarDate(due)) {
    throw badRequest(`due "${value}" is not a date: use YYYY-MM-DD`, [{ field: 'due', message: 'is not a date' }]);
  }
  assertWithinHorizon('due', due, timeZone);
  return due;
}

/** Refuses (400, naming the field) a due date before the invoice's own date: it would be overdue from its first day. */
function assertDueNotBefore(due: string | null, invoicedDay: string): void {
  if (due !== null && due < invoicedDay) {
    throw badRequest(
      `due ${due} is before the invoice date ${invoicedDay}: an invoice cannot be due before it is made`,
      [{ field: 'due', message: 'is before the invoice date' }],
    );
  }
}

/** A line to insert; `taxRateBp` is the rate asked for (left out: the company's first rate, when it charges tax). */
export interface NewLine {
  productId: number | null;
  values: ComponentValues;
  taxRateBp?: number | null;
}

/**
 * Inserts components in order from `position`, each with the tax it records (decision 45: none unless the company
 * charges tax); the caller recomputes the invoice amount.
 */
export async function insertComponents(
  tx: Queryable,
  invoice: { id: number; companyId: number },
  lines: readonly NewLine[],
): Promise<number[]> {
  const components = componentsRepository(tx);
  if (lines.length === 0) return [];
  const tax = await companyTaxSettings(tx, invoice.companyId);
  let position = await components.nextPosition(invoice.id);
  const ids: number[] = [];
  for (const line of lines) {
    const lineTax = recordLineTax(tax, line.values.amountCents, line.taxRateBp);
    ids.push(await components.insert(invoice.id, invoice.companyId, line.productId, position, line.values, lineTax));
    position += 1;
  }
  return ids;
}

/** Creates an invoice (with its first components) in one transaction; returns its id. */
export async function createInvoice(
  db: Database,
  caller: Caller,
  input: CreateInvoiceInput,
  lines: readonly NewLine[] = [],
): Promise<number> {
  return db.transaction((tx) => insertInvoice(tx, caller, input, lines));
}

/**
 * Creates an invoice inside the caller's transaction (a billing run creates many in one); returns its
 * id. `createInvoice` is this in a transaction of its own.
 */
export async function insertInvoice(
  tx: Queryable,
  caller: Caller,
  input: CreateInvoiceInput,
  lines: readonly NewLine[] = [],
): Promise<number> {
  const status = input.status === undefined ? 'I' : readStatus(input.status);
  if (status === 'P') throw unprocessable('A new invoice cannot be P (paid): allocate its payments once it exists');
  const componentLines = [
    ...(input.components ?? []).map((c) => ({
      productId: c.productId ?? null,
      values: readComponentInput(c),
      taxRateBp: c.taxRate ?? null,
    })),
    ...lines,
  ];
  const companyId = caller.companyId;
  const { timeZone } = await companyZone(tx, companyId);
  await requireOwned(tx, 'Client', input.clientId, companyId);
  if (input.practitionerId) await requireOwned(tx, 'Practitioner', input.practitionerId, companyId);
  if (input.appointmentId) await requireOwned(tx, 'Appointment', input.appointmentId, companyId);
  // Products named by the caller's input are checked; `lines` come from the api's own reads (a billing run's plan).
  for (const productId of new Set((input.components ?? []).flatMap((c) => (c.productId ? [c.productId] : [])))) {
    await requireOwned(tx, 'Product', productId, companyId);
  }
  const invoiced = input.invoiced ? readInstant(input.invoiced, timeZone, 'invoiced') : new Date().toISOString();
  const invoicedDay = formatInstant(invoiced, timeZone, 'YYYY-MM-DD');
  const due = readDue(input.due, addDays(invoicedDay, DEFAULT_DUE_DAYS), timeZone);
  assertDueNotBefore(due, invoicedDay);
  const id = await invoicesRepository(tx).insert({
    companyId,
    uniqueId: await nextInvoiceNumber(tx, companyId),
    clientId: input.clientId,
    practitionerId: input.practitionerId ?? caller.id,
    appointmentId: input.appointmentId ?? null,
    status,
    invoiced,
    due,
    description: input.description?.trim() ?? '',
  });
  await insertComponents(tx, { id, companyId }, componentLines);
  const invoice = await lockInvoice(tx, id, companyId);
  await recomputeInvoiceAmount(tx, invoice);
  await recordAudit(tx, {
    companyId,
    userId: caller.id,
    action: 'create',
    entity: 'invoice',
    entityId: id,
    after: await invoicesRepository(tx).find(id, companyId),
  });
  return id;
}

/**
 * Changes status, date, due date and description (PUT /api/invoice1/{id}). `version` must be the
 * one the client read (409 otherwise). P by hand only when nothing is due; a fully paid invoice
 * stays P, or C to archive it.
 */
export async function updateInvoice(db: Database, caller: Caller, id: number, input: UpdateInvoiceInput) {
  const status = readStatus(input.status);
  await db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, id, caller.companyId);
    if (invoice.version !== input.version) {
      throw conflict(
        `Invoice ${invoice.uniqueId} was changed by someone else meanwhile (version ${invoice.version}, ` +
          `yours ${input.version}): reload it and try again`,
      );
    }
    const { timeZone } = await companyZone(tx, caller.companyId);
    const invoiced = readInstant(input.invoiced, timeZone, 'invoiced');
    const dueCents = invoice.amountCents - invoice.paidCents;
    if (status === 'P' && dueCents > 0) {
      throw unprocessable(
        `Invoice ${invoice.uniqueId} still has ${formatCents(dueCents)} due: it becomes P (paid) when its payments ` +
          'cover it (a write-off is a payment of type W)',
      );
    }
    if (invoice.amountCents > 0 && dueCents <= 0 && status !== 'P' && status !== 'C') {
      throw unprocessable(`Invoice ${invoice.uniqueId} is paid in full: its status can only be P, or C to archive it`);
    }
    const changes = {
      status,
      invoiced,
      due: readDue(input.due, invoice.due, timeZone),
      description: input.description === undefined ? invoice.description : input.description.trim(),
    };
    await invoicesRepository(tx).update(id, changes);
    await recordAudit(tx, {
      companyId: caller.companyId,
      userId: caller.id,
      action: 'update',
      entity: 'invoice',
      entityId: id,
      before: invoice,
      after: changes,
    });
  });
}

/**
 * Spec §4: only an invoice that is not paid and has no claims may be deleted; nor one with payments.
 * The rule is invoice-actions.ts, the same that tells a list row whether it offers Delete.
 */
export async function deleteInvoice(db: Database, caller: Caller, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const invoices = invoicesRepository(tx);
    await lockInvoice(tx, id, caller.companyId);
    const before = await invoices.find(id, caller.companyId);
    if (!before) throw notFound('Invoice');
    refuseInvoiceAction('delete', before);
    await invoices.delete(id);
    await recordAudit(tx, {
      companyId: caller.companyId,
      userId: caller.id,
      action: 'delete',
      entity: 'invoice',
      entityId: id,
      before,
    });
  });
}
