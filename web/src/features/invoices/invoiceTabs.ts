/**
 * The invoices screen's views (spec §2, Reading B), selected by a tab number kept in the URL query
 * (`#/commonFinancialInvoices?tab=6&invoice=123&component=9`) so that reload and back work.
 */
export const InvoiceTab = {
  List: 1,
  View: 2,
  Email: 3,
  Download: 4,
  UpdateStatusDate: 5,
  Components: 6,
  Delete: 7,
  PayInFull: 8,
  CreateClaim: 9,
  AddBillingPlan: 10,
  AddProduct: 11,
  UpdateComponent: 12,
  DeleteComponent: 13,
  PayComponent: 14,
} as const;
export type InvoiceTab = (typeof InvoiceTab)[keyof typeof InvoiceTab];

export type TabState =
  | { tab: typeof InvoiceTab.List }
  | { tab: InvoiceViewTab; invoiceId: string }
  | { tab: ComponentViewTab; invoiceId: string; componentId: string };

/** Views of one invoice. */
export type InvoiceViewTab = Exclude<InvoiceTab, typeof InvoiceTab.List | ComponentViewTab>;
/** Views of one component of an invoice. */
export type ComponentViewTab =
  typeof InvoiceTab.UpdateComponent | typeof InvoiceTab.DeleteComponent | typeof InvoiceTab.PayComponent;

const TABS = new Set<number>(Object.values(InvoiceTab));
const COMPONENT_TABS = new Set<number>([
  InvoiceTab.UpdateComponent,
  InvoiceTab.DeleteComponent,
  InvoiceTab.PayComponent,
]);
const ID = /^[A-Za-z0-9_-]{1,64}$/;
const PRACTITIONER_ID = /^\d{1,15}$/;

export const LIST_STATE: TabState = { tab: InvoiceTab.List };

/**
 * Reads the tab state from the URL query. Anything missing or unknown falls back to the nearest list:
 * no or a bad tab → 1; an invoice view without an invoice → 1; a component view without a component → 6.
 */
export function parseTabState(params: URLSearchParams): TabState {
  const tab = Number(params.get('tab') ?? '');
  if (!Number.isInteger(tab) || !TABS.has(tab) || tab === InvoiceTab.List) return LIST_STATE;
  const invoiceId = readId(params.get('invoice'));
  if (!invoiceId) return LIST_STATE;
  if (!COMPONENT_TABS.has(tab)) return { tab: tab as InvoiceViewTab, invoiceId };
  const componentId = readId(params.get('component'));
  if (!componentId) return { tab: InvoiceTab.Components, invoiceId };
  return { tab: tab as ComponentViewTab, invoiceId, componentId };
}

/**
 * The URL query of a tab state; the list (tab 1) has no tab. The practitioner the list is narrowed to comes first and
 * stays while a view is open (`?practitioner=4&tab=2&invoice=123`).
 */
export function tabSearchParams(state: TabState, practitionerId: string | null = null): URLSearchParams {
  const params = new URLSearchParams();
  if (practitionerId) params.set('practitioner', practitionerId);
  if (state.tab === InvoiceTab.List) return params;
  params.set('tab', String(state.tab));
  params.set('invoice', state.invoiceId);
  if ('componentId' in state) params.set('component', state.componentId);
  return params;
}

/** The practitioner the list is narrowed to (`practitioner=4`); null for all the company's invoices. */
export function parsePractitioner(params: URLSearchParams): string | null {
  const id = params.get('practitioner')?.trim() ?? '';
  return PRACTITIONER_ID.test(id) ? id : null;
}

export function isComponentTab(tab: InvoiceTab): tab is ComponentViewTab {
  return COMPONENT_TABS.has(tab);
}

function readId(value: string | null): string | null {
  const id = value?.trim() ?? '';
  return ID.test(id) ? id : null;
}
