import type { PaymentType, ProductKind, ProductSpec } from './profile.ts';

/**
 * The demo data in memory before it is inserted. Rows reference each other as objects; ids are
 * reserved from the identity sequences (assignIds) once everything is generated.
 */
export interface HasId {
  id: number;
}

export interface SeedStaff extends HasId {
  firstName: string;
  lastName: string;
}

export interface SeedProduct extends HasId {
  spec: ProductSpec;
}

export interface SeedPlan extends HasId {
  name: string;
  description: string;
  frequency: 'M' | 'Q' | 'Y';
  bookings: boolean;
  weight: number;
  diagnoses: readonly string[];
  items: SeedPlanItem[];
}

export interface SeedPlanItem extends HasId {
  plan: SeedPlan;
  product: SeedProduct;
  position: number;
  quantity: string;
  discount: string;
  modifier: string | null;
}

export interface SeedClient extends HasId {
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  idNumber: string | null;
  dateOfBirth: string | null;
  medicalAidName: string | null;
  medicalAidPlan: string | null;
  medicalAidNumber: string | null;
  dependantCode: string | null;
  address: string;
  active: boolean;
  /** The day the client joined; may be before the history starts. */
  sinceDay: number;
  /** Relative frequency of visits or orders. */
  weight: number;
  chronic: boolean;
  practitioner: SeedStaff;
}

export interface SeedClientPlan extends HasId {
  client: SeedClient;
  plan: SeedPlan;
  startDay: number;
  endDay: number | null;
  active: boolean;
}

export interface SeedAppointment extends HasId {
  client: SeedClient;
  practitioner: SeedStaff;
  startMs: number;
  endMs: number;
  description: string;
  status: 'B' | 'C' | 'X';
  createdMs: number;
}

export interface SeedComponent extends HasId {
  invoice: SeedInvoice;
  product: SeedProduct | null;
  kind: ProductKind;
  position: number;
  description: string;
  quantity: string;
  unitCostCents: number;
  discount: string;
  amountCents: number;
  paidCents: number;
  bhfCode: string | null;
  nappiCode: string | null;
  modifier: string | null;
  diagnoses: readonly string[];
}

export type InvoiceStatus = 'P' | 'I' | 'S' | 'U' | 'C' | 'M';

export interface SeedInvoice extends HasId {
  uniqueId: string;
  client: SeedClient;
  practitioner: SeedStaff;
  appointment: SeedAppointment | null;
  clientPlan: SeedClientPlan | null;
  /** The span a plan invoice bills (both days included): the month, quarter or year from its start. */
  periodStartDay: number | null;
  periodEndDay: number | null;
  day: number;
  invoicedMs: number;
  dueDay: number;
  description: string;
  components: SeedComponent[];
  amountCents: number;
  paidCents: number;
  status: InvoiceStatus;
  payments: SeedPayment[];
  /** A medical-aid payment that is expected but had not arrived by `today`. */
  insurerPending: boolean;
  claim: SeedClaim | null;
}

export interface SeedPayment extends HasId {
  invoice: SeedInvoice;
  component: SeedComponent | null;
  type: PaymentType;
  amountCents: number;
  paidMs: number;
  description: string;
  createdBy: SeedStaff;
}

export interface SeedClaimEvent extends HasId {
  status: 'N' | 'S' | 'A' | 'R';
  action: string;
  message: string;
  detail: Record<string, unknown> | null;
  atMs: number;
}

export interface SeedClaim extends HasId {
  uniqueId: string;
  invoice: SeedInvoice;
  method: 'E' | 'D';
  status: 'N' | 'S' | 'A' | 'R';
  benefitCents: number | null;
  clearingReference: string | null;
  notes: string;
  createdMs: number;
  updatedMs: number;
  events: SeedClaimEvent[];
}

export interface SeedContext {
  companyId: number;
  admin: SeedStaff;
  /** Everyone who sees clients or bills: the admin first, then the staff. */
  practitioners: SeedStaff[];
  startDay: number;
  todayDay: number;
  /** The last instant of `today` (UTC). */
  endMs: number;
}
