import type { Random } from './random.ts';

/** The shape of one demo company's data: what it sells, who its clients are, how they pay, what it spends. */
export type Weighted<T> = readonly (readonly [T, number])[];

export type ProductKind = 'consult' | 'procedure' | 'medicine' | 'service' | 'goods';
export type PaymentType = 'C' | 'B' | 'H' | 'R' | 'A' | 'O' | 'W';

export interface ProductSpec {
  key: string;
  code: string;
  name: string;
  kind: ProductKind;
  priceCents: number;
  bhf?: string;
  nappi?: string;
  /** Quantities as they appear on invoice lines (numeric(12,3) text). */
  quantities: Weighted<string>;
  /** How often a business invoice line is this product. */
  popularity?: number;
}

export interface PlanSpec {
  name: string;
  description: string;
  frequency: 'M' | 'Q' | 'Y';
  bookings: boolean;
  weight: number;
  items: readonly { product: string; quantity: string; discount?: string; modifier?: string }[];
  /** ICD-10 codes on the invoice lines of a health plan. */
  diagnoses?: readonly string[];
}

export interface StaffSpec {
  username: string;
  firstName: string;
  lastName: string;
  email: string;
}

/** A condition seen in a health practice: its ICD-10 codes and what is usually billed for it. */
export interface ConditionSpec {
  weight: number;
  icd10: readonly string[];
  consults: Weighted<string>;
  procedures: readonly string[];
  medicines: readonly string[];
  /** Chronic conditions make a patient come back more often. */
  chronic?: boolean;
}

/** Scheduled ledger entries: each makes a debit line and a matching credit line. */
export interface LedgerSpec {
  debit: string;
  credit: string;
  schedule:
    | { kind: 'monthly'; day: number | 'last' }
    | { kind: 'months'; months: readonly number[]; day: number }
    | { kind: 'random'; perMonth: readonly [number, number] }
    | { kind: 'once'; offsetDays: number };
  amount:
    | { fixedCents: number; yearlyIncrease?: { month: number; percent: number } }
    | { rangeCents: readonly [number, number] };
  /** Probability that a scheduled occurrence happens at all. */
  chance?: number;
  /** {MON} {YYYY} {Q} {REF} {VENDOR} are filled in. */
  description: string;
  vendors?: readonly string[];
}

export interface RegionPeople {
  female: readonly string[];
  male: readonly string[];
  surnames: readonly string[];
  phone(rng: Random): string;
  address(rng: Random): string;
  companyNames: { first: readonly string[]; second: readonly string[]; suffixes: Weighted<string> };
  /** A company or tax registration number. */
  registration(rng: Random): string;
}

export interface BusinessPaymentMix {
  /** Single payment after a delay (days). */
  terms: { weight: number; types: Weighted<PaymentType>; delay: readonly [number, number] };
  /** Paid at once, on the day. */
  immediate: { weight: number; types: Weighted<PaymentType> };
  /** A deposit on the day, the rest later. */
  deposit: number;
  /** Each line paid on its own (payments allocated to components). */
  perLine: number;
  /** A part paid late; the rest sometimes written off. */
  latePartial: number;
  unpaid: number;
}

interface CommonProfile {
  key: 'health' | 'folio' | 'business';
  clientCount: number;
  /** Invoices for visits and orders over the two years (plan invoices come on top). */
  visitTarget: number;
  /** Share of clients on a billing plan at some time. */
  planShare: number;
  /** Share of visit invoices that come from an appointment. */
  appointmentShare: number;
  /** Booked appointments per working day after today. */
  bookedPerDay: number;
  appointmentLabels: readonly string[];
  /** Opening hours in minutes after midnight UTC (local date = UTC date for these hours). */
  hours: readonly [number, number];
  weekdayFactors: readonly [number, number, number, number, number, number, number];
  monthFactors: readonly number[];
  dueDays: number;
  people: RegionPeople;
  staff: readonly StaffSpec[];
  products: readonly ProductSpec[];
  plans: readonly PlanSpec[];
  ledger: readonly LedgerSpec[];
}

export interface HealthProfile extends CommonProfile {
  kind: 'health';
  conditions: readonly ConditionSpec[];
  medicalAids: readonly { name: string; plans: readonly string[]; weight: number; numberDigits: number }[];
  /** Share of patients with a medical aid. */
  insuredShare: number;
}

export interface BusinessProfile extends CommonProfile {
  kind: 'business';
  lineCounts: Weighted<number>;
  /** Share of clients that are companies rather than people. */
  companyShare: number;
  invoiceDescriptions: readonly string[];
  payments: BusinessPaymentMix;
}

export type CompanyProfile = HealthProfile | BusinessProfile;
