import type { ComponentData, InvoiceData } from './invoiceTypes';
import { InvoiceTab, type ComponentViewTab, type InvoiceViewTab } from './invoiceTabs';

export interface RowAction {
  tab: InvoiceViewTab;
  text: string;
}

type InvoiceActions = Omit<InvoiceData['actions'], '__typename'>;
type ComponentActions = Omit<ComponentData['actions'], '__typename'>;

/**
 * Every invoice view in row order, with the server's flag that allows it (none: always offered). The rules (status
 * P, claims, payments, company type) live in the api, which says what is allowed in `Invoice.actions`; the client
 * only follows it, in the list's row menu and when a view is opened from a link.
 */
const INVOICE_VIEWS: ReadonlyArray<RowAction & { allowedBy?: keyof InvoiceActions }> = [
  { tab: InvoiceTab.View, text: 'View' },
  { tab: InvoiceTab.Email, text: 'Email' },
  { tab: InvoiceTab.Download, text: 'Download' },
  { tab: InvoiceTab.UpdateStatusDate, text: 'Update Status/Date' },
  { tab: InvoiceTab.Components, text: 'View Components' },
  { tab: InvoiceTab.Delete, text: 'Delete', allowedBy: 'canDelete' },
  { tab: InvoiceTab.PayInFull, text: 'Pay in Full', allowedBy: 'canPayInFull' },
  { tab: InvoiceTab.CreateClaim, text: 'Create Claim', allowedBy: 'canCreateClaim' },
  { tab: InvoiceTab.AddBillingPlan, text: 'Add Billing Plan', allowedBy: 'canAddBillingPlan' },
  { tab: InvoiceTab.AddProduct, text: 'Add Product', allowedBy: 'canAddProduct' },
];

/** The actions a list row offers (spec §2): exactly those the server allows. */
export function rowActions(actions: InvoiceActions): RowAction[] {
  return INVOICE_VIEWS.filter((view) => !view.allowedBy || actions[view.allowedBy]).map(({ tab, text }) => ({
    tab,
    text,
  }));
}

/** The action's name as the row's button says it, e.g. 'Delete'. */
export function tabText(tab: InvoiceViewTab): string {
  return INVOICE_VIEWS.find((v) => v.tab === tab)?.text ?? 'This action';
}

/** Whether the server allows the invoice view (a link may name one the row would not offer). */
export function invoiceTabAllowed(tab: InvoiceViewTab, actions: InvoiceActions): boolean {
  const view = INVOICE_VIEWS.find((v) => v.tab === tab);
  return !view?.allowedBy || actions[view.allowedBy];
}

const COMPONENT_VIEWS: Readonly<Record<ComponentViewTab, keyof ComponentActions>> = {
  [InvoiceTab.UpdateComponent]: 'canUpdate',
  [InvoiceTab.DeleteComponent]: 'canDelete',
  [InvoiceTab.PayComponent]: 'canPay',
};

/** Whether the server allows the line's view (Update, Delete or Pay). */
export function componentTabAllowed(tab: ComponentViewTab, actions: ComponentActions): boolean {
  return actions[COMPONENT_VIEWS[tab]];
}
