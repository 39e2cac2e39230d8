/**
 * The role rules of spec §6 and DESIGN.md in one pure module: which finance menu a user gets, which module
 * links the heading shows, and where the overview route sends them.
 */
import { paths, type AppPath } from '../../app/paths';

export const Role = {
  ISOPRACTICE: 'ROLE_ISOPRACTICE',
  /** The product's own role, ROLE_{product} in the spec. */
  FOLIO: 'ROLE_FOLIO',
  ISOLEARN: 'ROLE_ISOLEARN',
  ISORISE: 'ROLE_ISORISE',
  USER: 'ROLE_USER',
  ISOWEB: 'ROLE_ISOWEB',
} as const;
export type Role = (typeof Role)[keyof typeof Role];

export interface NavEntry {
  label: string;
  path: AppPath;
}

/** Practice module (ROLE_ISOPRACTICE), the Folio module (ROLE_FOLIO) or the business module (everyone else). */
export type FinanceMenuKind = 'practice' | 'folio' | 'business';
/** The two bars of spec §2: the last entry is Claims or Financial Management. */
export type FinanceMenuVariant = 'claims' | 'financial-management';

export interface FinanceMenu {
  kind: FinanceMenuKind;
  variant: FinanceMenuVariant;
  entries: readonly NavEntry[];
}

export const financeAreas = {
  invoices: { label: 'Invoices', path: paths.invoices },
  payments: { label: 'Payments', path: paths.payments },
  billingRuns: { label: 'Billing Runs', path: paths.billingRuns },
  unpaidRuns: { label: 'Unpaid Runs', path: paths.unpaidRuns },
  financialManagement: { label: 'Financial Management', path: paths.financialManagement },
  claims: { label: 'Claims', path: paths.claims },
} as const satisfies Record<string, NavEntry>;

const COMMON_ENTRIES: readonly NavEntry[] = [
  financeAreas.invoices,
  financeAreas.payments,
  financeAreas.billingRuns,
  financeAreas.unpaidRuns,
];

/** The module links of the heading, in the order of spec §6. */
export const moduleLinks: readonly (NavEntry & { role: Role })[] = [
  { role: Role.ISOPRACTICE, label: 'PM Module', path: paths.pmOverview },
  { role: Role.FOLIO, label: 'MS Module', path: paths.msOverview },
  { role: Role.ISOLEARN, label: 'SB Module', path: paths.sbOverview },
  { role: Role.ISORISE, label: 'FA Module', path: paths.faOverview },
  { role: Role.USER, label: 'User Module', path: paths.userOverview },
  { role: Role.ISOWEB, label: 'SI Module', path: paths.siOverview },
];

/** Overview redirect priority (spec §6): Folio, practice, FA, SB, SI, otherwise the user overview. */
const OVERVIEW_PRIORITY: readonly (readonly [Role, AppPath])[] = [
  [Role.FOLIO, paths.msOverview],
  [Role.ISOPRACTICE, paths.pmOverview],
  [Role.ISORISE, paths.faOverview],
  [Role.ISOLEARN, paths.sbOverview],
  [Role.ISOWEB, paths.siOverview],
];

export function financeMenuKind(roles: readonly string[]): FinanceMenuKind {
  // A user with both roles gets the practice menu: spec §6 names ROLE_ISOPRACTICE first.
  if (roles.includes(Role.ISOPRACTICE)) return 'practice';
  if (roles.includes(Role.FOLIO)) return 'folio';
  return 'business';
}

export function financeMenuFor(roles: readonly string[]): FinanceMenu {
  const kind = financeMenuKind(roles);
  const variant: FinanceMenuVariant = kind === 'practice' ? 'claims' : 'financial-management';
  const last = variant === 'claims' ? financeAreas.claims : financeAreas.financialManagement;
  return { kind, variant, entries: [...COMMON_ENTRIES, last] };
}

export function moduleLinksFor(roles: readonly string[]): NavEntry[] {
  return moduleLinks.filter((link) => roles.includes(link.role)).map(({ label, path }) => ({ label, path }));
}

export function overviewPathFor(roles: readonly string[]): AppPath {
  return OVERVIEW_PRIORITY.find(([role]) => roles.includes(role))?.[1] ?? paths.userOverview;
}
