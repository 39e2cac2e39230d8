/**
 * Where the Financial Management screen is, kept in the URL query so that reload and back work:
 * `#/commonFinancialManagement?tab=2&start=2026-01-01&end=2026-11-01&type=E&account=5100`.
 * The tab numbers are the ten views of spec §2 (Reading A), the import's mapping step (11, between 3 and 4), the
 * account rules (12) and the bank profiles (13); the transitions of spec §4 are the functions below.
 */
import { isCalendarDate } from '../../shared/dates';
import type { AccountType } from '../../gql/graphql';

export const FmView = {
  Dashboard: 1,
  Transactions: 2,
  ImportDocument: 3,
  ImportReview: 4,
  UpdateImported: 5,
  DeleteImported: 6,
  UpdateTransaction: 7,
  DeleteTransaction: 8,
  NewTransaction: 9,
  Recode: 10,
  /** The import's mapping step: how to read a CSV file the reader is not sure of (between 3 and 4). */
  MapColumns: 11,
  /** The company's account rules (description → account), reached from the list, the import and the recode. */
  AccountRules: 12,
  /** The company's bank profiles (how each bank's CSV export is read), reached from view 3. */
  BankProfiles: 13,
} as const;
export type FmView = (typeof FmView)[keyof typeof FmView];

/** The list's type selector: one account type, or all of them. */
export type TypeChoice = AccountType | 'ALL';
export const ACCOUNT_TYPES: readonly AccountType[] = ['FA', 'CA', 'I', 'E', 'CL', 'LL', 'OE'];
/** Spec §9: the transactions list shows E-type transactions. */
export const DEFAULT_TYPE: TypeChoice = 'E';

export interface FmLocation {
  tab: FmView;
  /** The dashboard period (view 1) or the list's date range (view 2 and the views reached from it). */
  start?: string;
  end?: string;
  type?: TypeChoice;
  /** Narrows the list to one account (the dashboard's 'View transactions' link). */
  account?: string;
  /** The screen's optional inputs: open the list on one invoice's or appointment's transactions. */
  invoiceId?: string;
  appointmentId?: string;
  /** The transaction of views 7 and 8. */
  id?: string;
  /** The imported row of views 5 and 6. */
  row?: string;
}

const PARAMS = {
  tab: 'tab',
  start: 'start',
  end: 'end',
  type: 'type',
  account: 'account',
  invoiceId: 'inputInvoiceId',
  appointmentId: 'inputAppointmentId',
  id: 'id',
  row: 'row',
} as const satisfies Record<keyof FmLocation, string>;

const VIEWS = new Set<number>(Object.values(FmView));
const TYPE_CHOICES = new Set<string>([...ACCOUNT_TYPES, 'ALL']);

export function parseFmLocation(params: URLSearchParams): FmLocation {
  const text = (name: string) => params.get(name)?.trim() || undefined;
  const date = (name: string) => {
    const value = text(name);
    return value !== undefined && isCalendarDate(value) ? value : undefined;
  };
  const invoiceId = text(PARAMS.invoiceId);
  const appointmentId = text(PARAMS.appointmentId);
  const tabNumber = Number(text(PARAMS.tab));
  const fallback = invoiceId || appointmentId ? FmView.Transactions : FmView.Dashboard;
  const type = text(PARAMS.type);
  return compact({
    tab: VIEWS.has(tabNumber) ? (tabNumber as FmView) : fallback,
    start: date(PARAMS.start),
    end: date(PARAMS.end),
    type: type !== undefined && TYPE_CHOICES.has(type) ? (type as TypeChoice) : undefined,
    account: text(PARAMS.account),
    invoiceId,
    appointmentId,
    id: text(PARAMS.id),
    row: text(PARAMS.row),
  });
}

export function fmSearchParams(location: FmLocation): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(PARAMS) as (keyof FmLocation)[]) {
    const value = location[key];
    if (value !== undefined && value !== '') params.set(PARAMS[key], String(value));
  }
  return params;
}

/** The list's own parameters, which the views reached from the list keep so that going back restores it. */
function listParams(from: FmLocation): Omit<FmLocation, 'tab'> {
  const { start, end, type, account, invoiceId, appointmentId } = from;
  return compact({ start, end, type, account, invoiceId, appointmentId });
}

/** Spec §4 in one place. */
export const fmRoutes = {
  dashboard: (period?: { start: string; end: string }): FmLocation => ({ tab: FmView.Dashboard, ...period }),
  /** The list as it opens from the dashboard's 'Financial Transactions' link: its own default range. */
  transactions: (): FmLocation => ({ tab: FmView.Transactions }),
  /** A dashboard expense line's 'View transactions': that account, the dashboard's period. */
  accountTransactions: (period: { start: string; end: string }, account: string): FmLocation => ({
    tab: FmView.Transactions,
    ...period,
    account,
  }),
  /** The list after a successful upload: the dates the uploaded rows cover, every account type, so all show. */
  importedList: (range: { start: string; end: string }): FmLocation => ({
    tab: FmView.Transactions,
    ...range,
    type: 'ALL',
  }),
  /** Back to the list from any view reached from it (after a save, a cancel, a delete or an upload). */
  backToList: (from: FmLocation): FmLocation => ({ tab: FmView.Transactions, ...listParams(from) }),
  newTransaction: (from: FmLocation): FmLocation => ({ tab: FmView.NewTransaction, ...listParams(from) }),
  updateTransaction: (from: FmLocation, id: string): FmLocation => ({
    tab: FmView.UpdateTransaction,
    ...listParams(from),
    id,
  }),
  deleteTransaction: (from: FmLocation, id: string): FmLocation => ({
    tab: FmView.DeleteTransaction,
    ...listParams(from),
    id,
  }),
  recode: (from: FmLocation): FmLocation => ({ tab: FmView.Recode, ...listParams(from) }),
  /** The rules screen; its Back returns to the view it was opened from. */
  accountRules: (from: FmLocation): FmLocation => ({ tab: FmView.AccountRules, ...listParams(from) }),
  importDocument: (from: FmLocation): FmLocation => ({ tab: FmView.ImportDocument, ...listParams(from) }),
  /** From 3 (or 4) to the mapping step, and from it back to 3 (Back) or on to 4 (Review). */
  mapColumns: (from: FmLocation): FmLocation => ({ tab: FmView.MapColumns, ...listParams(from) }),
  importReview: (from: FmLocation): FmLocation => ({ tab: FmView.ImportReview, ...listParams(from) }),
  /** From view 3 to the bank profiles, and Back to 3. */
  bankProfiles: (from: FmLocation): FmLocation => ({ tab: FmView.BankProfiles, ...listParams(from) }),
  updateImported: (from: FmLocation, row: string): FmLocation => ({
    tab: FmView.UpdateImported,
    ...listParams(from),
    row,
  }),
  deleteImported: (from: FmLocation, row: string): FmLocation => ({
    tab: FmView.DeleteImported,
    ...listParams(from),
    row,
  }),
};

function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
