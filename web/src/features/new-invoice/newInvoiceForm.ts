/**
 * The new-invoice form as plain data: its values, the lines (from a product, a billing plan's items or free text),
 * their totals and the checks, and the createInvoice input it sends. Each line is checked by the same rule as the
 * invoices screen's component form (validateComponent).
 */
import type { CreateInvoiceInput, InvoiceComponentInput } from '../../gql/graphql';
import { formatInstant, isCalendarDate, localDateTimeToUtc, todayInZone } from '../../shared/dates';
import { toCents, type Cents } from '../../shared/money';
import {
  DIAGNOSIS_FIELDS,
  validateComponent,
  type ComponentFormErrors,
  type ComponentFormValues,
} from '../invoices/componentForm';
import { lineAmountCents } from './lineAmount';

/** The api's default: an invoice is due 30 days after its date. */
export const DEFAULT_DUE_DAYS = 30;
/** The api's MAX_LIST_LENGTH default: lines per new invoice. */
export const MAX_LINES = 100;

export type LineSource = 'product' | 'plan' | 'free';

export interface LineValues extends ComponentFormValues {
  /** A key for React only: lines have no id until saved. */
  key: string;
  source: LineSource;
  /** The product the line bills (from a product, or a plan item of one): recorded on the line. */
  productId: string | null;
}

export interface ClientChoice {
  id: string;
  name: string;
}

export interface NewInvoiceValues {
  client: ClientChoice | null;
  /** YYYY-MM-DD */
  invoiceDate: string;
  /** YYYY-MM-DD; follows the invoice date (+30 days) until changed by hand. */
  dueDate: string;
  dueChanged: boolean;
  description: string;
  lines: LineValues[];
}

export interface NewInvoiceErrors {
  client?: string;
  invoiceDate?: string;
  dueDate?: string;
  lines?: string;
  lineErrors?: ComponentFormErrors[];
}

/** The part of a product (or billing-plan item) a line copies. */
export interface LineOrigin {
  productId?: string | null;
  name: string;
  unitCost: string;
  quantity?: string;
  discountPercentage?: string;
  bhfCode?: string | null;
  nappiCode?: string | null;
  modifier?: string | null;
}

let nextKey = 0;
const newKey = () => `line-${++nextKey}`;

/** A calendar date plus whole days: ('2026-01-31', 30) → '2026-03-02'. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

export function newInvoiceValues(timeZone: string, now: Date = new Date()): NewInvoiceValues {
  const today = todayInZone(timeZone, now);
  return {
    client: null,
    invoiceDate: today,
    dueDate: addDays(today, DEFAULT_DUE_DAYS),
    dueChanged: false,
    description: '',
    lines: [],
  };
}

/** A new invoice date; the due date follows it (+30 days) unless it was changed by hand. */
export function withInvoiceDate(values: NewInvoiceValues, invoiceDate: string): NewInvoiceValues {
  const follow = !values.dueChanged && isCalendarDate(invoiceDate);
  return { ...values, invoiceDate, dueDate: follow ? addDays(invoiceDate, DEFAULT_DUE_DAYS) : values.dueDate };
}

export function withDueDate(values: NewInvoiceValues, dueDate: string): NewInvoiceValues {
  return { ...values, dueDate, dueChanged: true };
}

export function lineFrom(origin: LineOrigin, source: LineSource): LineValues {
  return {
    key: newKey(),
    source,
    productId: origin.productId ?? null,
    description: origin.name,
    quantity: origin.quantity ?? '1',
    unitCost: origin.unitCost,
    discountPercentage: origin.discountPercentage ?? '0',
    bhfCode: origin.bhfCode ?? '',
    nappiCode: origin.nappiCode ?? '',
    modifier: origin.modifier ?? '',
    diagnosisCode1: '',
    diagnosisCode2: '',
    diagnosisCode3: '',
    diagnosisCode4: '',
    diagnosisCode5: '',
  };
}

export function freeLine(): LineValues {
  return lineFrom({ name: '', unitCost: '' }, 'free');
}

/** The line's amount in cents by the api's rule, or null while its quantity, unit cost or discount is not valid. */
export function lineTotalCents(line: Pick<LineValues, 'quantity' | 'unitCost' | 'discountPercentage'>): Cents | null {
  const text = line.unitCost.trim().replaceAll(',', '');
  const unitCost = /^\d+(\.\d{1,2})?$/.test(text) ? toCents(text) : null;
  if (unitCost === null) return null;
  return lineAmountCents(line.quantity, unitCost, line.discountPercentage);
}

/** The invoice's total (the sum of its lines), or null while a line's amount cannot be computed. */
export function invoiceTotalCents(lines: readonly LineValues[]): Cents | null {
  let total = 0;
  for (const line of lines) {
    const cents = lineTotalCents(line);
    if (cents === null) return null;
    total += cents;
  }
  return total as Cents;
}

/**
 * Checks one line; on success, the input to send. A company that is not a health practice (type H) has no medical
 * codes: they are never sent.
 */
export function lineInput(
  line: ComponentFormValues,
  isHealth: boolean,
): { ok: true; input: InvoiceComponentInput } | { ok: false; errors: ComponentFormErrors } {
  const noCodes = Object.fromEntries(
    (['bhfCode', 'nappiCode', 'modifier', ...DIAGNOSIS_FIELDS] as const).map((field) => [field, '']),
  );
  const checked = validateComponent(isHealth ? line : { ...line, ...noCodes });
  if (!checked.ok || isHealth) return checked;
  const { description, quantity, unitCost, discountPercentage } = checked.input;
  return { ok: true, input: { description, quantity, unitCost, discountPercentage } };
}

/** Checks the whole form; on success, the createInvoice input (the invoice date at the current time of day). */
export function validateNewInvoice(
  values: NewInvoiceValues,
  options: { isHealth: boolean; timeZone: string; now?: Date },
): { ok: true; input: CreateInvoiceInput } | { ok: false; errors: NewInvoiceErrors } {
  const errors: NewInvoiceErrors = {};
  if (!values.client) errors.client = 'Choose a client.';
  const invoiceDateOk = isCalendarDate(values.invoiceDate);
  if (!invoiceDateOk) errors.invoiceDate = 'Enter the invoice date as YYYY-MM-DD.';
  if (!isCalendarDate(values.dueDate)) errors.dueDate = 'Enter the due date as YYYY-MM-DD.';
  else if (invoiceDateOk && values.dueDate < values.invoiceDate) {
    errors.dueDate = 'The due date cannot be before the invoice date.';
  }
  if (values.lines.length === 0) errors.lines = 'Add at least one line.';
  else if (values.lines.length > MAX_LINES) errors.lines = `At most ${MAX_LINES} lines.`;
  const checked = values.lines.map((line) => lineInput(line, options.isHealth));
  if (checked.some((c) => !c.ok)) errors.lineErrors = checked.map((c) => (c.ok ? {} : c.errors));
  if (Object.keys(errors).length > 0 || !values.client) return { ok: false, errors };

  const time = formatInstant(new Date(options.now ?? Date.now()).toISOString(), options.timeZone, 'HH:mm');
  const description = values.description.trim();
  return {
    ok: true,
    input: {
      clientId: values.client.id,
      invoiced: localDateTimeToUtc(`${values.invoiceDate} ${time}`, options.timeZone),
      due: values.dueDate,
      ...(description ? { description } : {}),
      components: checked.flatMap((c, i) => {
        const productId = values.lines[i]?.productId;
        return c.ok ? [productId ? { ...c.input, productId } : c.input] : [];
      }),
    },
  };
}
