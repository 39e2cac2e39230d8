import { conflict } from '../shared/problem.ts';
import type { InvoiceStatus } from './invoice-status.ts';

/**
 * What a user may do with an invoice (spec §2 per-invoice actions, §4 rules, plus the api's own:
 * no delete with payments allocated). One function decides both: `allowedInvoiceActions` lists
 * what a row offers, and a route that refuses an action calls `refuseInvoiceAction` with the same
 * facts, so the list and the refusal cannot drift (docs/decisions.md, "Allowed actions").
 */
export const INVOICE_ACTIONS = [
  'view',
  'email',
  'download',
  'update',
  'components',
  'delete',
  'payInFull',
  'createClaim',
  'addBillingPlan',
  'addProduct',
] as const;
export type InvoiceAction = (typeof INVOICE_ACTIONS)[number];

/** What the rules read; an InvoiceRow has all of it. */
export interface InvoiceFacts {
  uniqueId: string;
  status: InvoiceStatus;
  amountCents: number;
  paidCents: number;
  numberOfClaims: number;
  openClaims: number;
  numberOfPayments: number;
  /** The company's type: H (health) may claim. */
  companyType: string;
  /** Only for the message of a refused claim: the numbers of the open claims, when the caller read them. */
  openClaimNumbers?: readonly string[];
}

const paid = (i: InvoiceFacts) => `Invoice ${i.uniqueId} is paid (status P)`;

/** Why the action is refused now, or null when it is allowed. */
export function invoiceRefusal(action: InvoiceAction, invoice: InvoiceFacts): string | null {
  switch (action) {
    case 'view':
    case 'email':
    case 'download':
    case 'update':
    case 'components':
      return null;
    case 'delete':
      if (invoice.status === 'P') return `${paid(invoice)}: it cannot be deleted`;
      if (invoice.numberOfClaims > 0) {
        return `Invoice ${invoice.uniqueId} has ${invoice.numberOfClaims} claim(s): an invoice with claims cannot be deleted`;
      }
      if (invoice.numberOfPayments > 0) {
        return `Invoice ${invoice.uniqueId} has ${invoice.numberOfPayments} payment(s) allocated: reverse them before deleting the invoice`;
      }
      return null;
    case 'payInFull':
      if (invoice.status === 'P') return `${paid(invoice)}: it takes no more payments`;
      if (invoice.amountCents - invoice.paidCents <= 0) return `Invoice ${invoice.uniqueId} has nothing due`;
      return null;
    case 'createClaim':
      if (invoice.companyType !== 'H') return 'Claims are only available to health practices';
      if (invoice.status === 'P') return `${paid(invoice)}: it cannot be claimed`;
      if (invoice.openClaims > 0) {
        const which = invoice.openClaimNumbers?.length ? `claim ${invoice.openClaimNumbers.join(', ')}` : 'a claim';
        return `Invoice ${invoice.uniqueId} already has ${which} open: reverse or delete it first`;
      }
      return null;
    case 'addBillingPlan':
      return invoice.status === 'P' ? `${paid(invoice)}: it cannot be given a billing plan` : null;
    case 'addProduct':
      return invoice.status === 'P' ? `${paid(invoice)}: it cannot be given a product` : null;
  }
}

/** The actions the invoice allows now, in INVOICE_ACTIONS order. */
export function allowedInvoiceActions(invoice: InvoiceFacts): InvoiceAction[] {
  return INVOICE_ACTIONS.filter((action) => invoiceRefusal(action, invoice) === null);
}

/** Throws 409 with the reason when the invoice does not allow the action now. */
export function refuseInvoiceAction(action: InvoiceAction, invoice: InvoiceFacts): void {
  const reason = invoiceRefusal(action, invoice);
  if (reason !== null) throw conflict(reason);
}
