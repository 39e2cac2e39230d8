import type { InvoiceData } from './invoiceTypes';
import { InvoiceTab, type InvoiceViewTab } from './invoiceTabs';

export interface RowAction {
  tab: InvoiceViewTab;
  text: string;
}

const ALWAYS: readonly RowAction[] = [
  { tab: InvoiceTab.View, text: 'View' },
  { tab: InvoiceTab.Email, text: 'Email' },
  { tab: InvoiceTab.Download, text: 'Download' },
  { tab: InvoiceTab.UpdateStatusDate, text: 'Update Status/Date' },
  { tab: InvoiceTab.Components, text: 'View Components' },
];

/** The first actions of every row are always offered. */
export const ALWAYS_COUNT = ALWAYS.length;

/**
 * The actions a list row offers (spec §2). The rules (status P, claims, company type) live on the server, which
 * says what is allowed in `Invoice.actions`; the client only follows it (Create Claim only for health companies).
 */
export function rowActions(actions: InvoiceData['actions']): RowAction[] {
  const allowed: RowAction[] = [...ALWAYS];
  if (actions.canDelete) allowed.push({ tab: InvoiceTab.Delete, text: 'Delete' });
  if (actions.canPayInFull) allowed.push({ tab: InvoiceTab.PayInFull, text: 'Pay in Full' });
  if (actions.canCreateClaim) allowed.push({ tab: InvoiceTab.CreateClaim, text: 'Create Claim' });
  if (actions.canAddBillingPlan) allowed.push({ tab: InvoiceTab.AddBillingPlan, text: 'Add Billing Plan' });
  if (actions.canAddProduct) allowed.push({ tab: InvoiceTab.AddProduct, text: 'Add Product' });
  return allowed;
}
