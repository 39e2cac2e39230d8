import { toCents } from '../shared/money.ts';
import { likePattern, type MatchMode } from '../shared/like.ts';
import { badRequest } from '../shared/problem.ts';
import { INVOICE_STATUSES, INVOICE_STATUS_LABELS } from './invoice-status.ts';

/** Collects SQL conditions and their parameters ($1, $2 …) for the invoice lazy list. */
export class SqlConditions {
  readonly params: unknown[] = [];
  readonly where: string[] = [];

  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  add(condition: string): void {
    this.where.push(condition);
  }

  get sql(): string {
    return this.where.length > 0 ? this.where.join(' and ') : 'true';
  }
}

export const FILTER_FIELDS = ['uniqueId', 'status', 'clientName', 'practitionerName', 'description', 'amount'] as const;
export type FilterField = (typeof FILTER_FIELDS)[number];
const MATCH_MODES: readonly MatchMode[] = ['startsWith', 'contains', 'equals'];

export interface ColumnFilter<F extends string = FilterField> {
  field: F;
  value: string;
  matchMode: MatchMode;
}

const invalid = (detail: string) => badRequest(detail, [{ field: 'filters', message: 'is not valid' }]);

/**
 * Reads `filters`: a JSON object of `{ "<field>": { "value": "…", "matchMode": "startsWith" } }`
 * (PrimeReact's DataTable shape). Empty values are ignored; unknown fields and modes are a 400.
 * `fields` are the filterable fields of the list (the invoices' by default; payments have their own).
 */
export function parseFilters<F extends string = FilterField>(
  text: string | undefined,
  fields: readonly F[] = FILTER_FIELDS as unknown as readonly F[],
): ColumnFilter<F>[] {
  if (text === undefined || text.trim() === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw invalid('filters must be a JSON object such as {"status":{"value":"I","matchMode":"equals"}}');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw invalid('filters must be a JSON object such as {"status":{"value":"I","matchMode":"equals"}}');
  }
  const filters: ColumnFilter<F>[] = [];
  for (const [field, spec] of Object.entries(parsed as Record<string, unknown>)) {
    if (!(fields as readonly string[]).includes(field)) {
      throw invalid(`filters: "${field}" cannot be filtered; use ${fields.join(', ')}`);
    }
    const { value, matchMode = 'contains' } = (typeof spec === 'object' && spec !== null ? spec : {}) as {
      value?: unknown;
      matchMode?: unknown;
    };
    if (value === null || value === undefined) continue;
    if (typeof value !== 'string' && typeof value !== 'number') throw invalid(`filters.${field}.value must be text`);
    if (String(value).trim() === '') continue;
    if (!MATCH_MODES.includes(matchMode as MatchMode)) {
      throw invalid(`filters.${field}.matchMode must be one of ${MATCH_MODES.join(', ')}`);
    }
    filters.push({ field: field as F, value: String(value).trim(), matchMode: matchMode as MatchMode });
  }
  return filters;
}

/** Status codes whose code or label matches a text (search and status filters). */
export function statusesMatching(value: string, mode: MatchMode): string[] {
  const text = value.trim().toLowerCase();
  return INVOICE_STATUSES.filter((code) => {
    const candidates = [code.toLowerCase(), INVOICE_STATUS_LABELS[code].toLowerCase()];
    if (mode === 'equals') return candidates.includes(text);
    if (mode === 'startsWith') return candidates.some((c) => c.startsWith(text));
    return candidates.some((c) => c.includes(text));
  });
}

/** Matches a person's first name, last name or full name (clients `c`, users `u`). */
function nameCondition(alias: 'c' | 'u', placeholder: string, mode: MatchMode): string {
  const full = `lower(trim(${alias}.first_name || ' ' || ${alias}.last_name))`;
  if (mode === 'equals') return `${full} = ${placeholder}`;
  if (mode === 'contains') return `${full} like ${placeholder}`;
  return `(lower(${alias}.first_name) like ${placeholder} or lower(${alias}.last_name) like ${placeholder} or ${full} like ${placeholder})`;
}

const AMOUNT_TEXT = `((i.amount_cents / 100)::text || '.' || lpad((i.amount_cents % 100)::text, 2, '0'))`;

/** Adds one column filter as a condition on invoices `i` (client and user names through subqueries). */
export function addFilter(sql: SqlConditions, companyId: string, filter: ColumnFilter): void {
  const { field, value, matchMode } = filter;
  const pattern = () => sql.param(likePattern(value, matchMode));
  switch (field) {
    case 'uniqueId':
      sql.add(`lower(i.unique_id) ${matchMode === 'equals' ? '=' : 'like'} ${pattern()}`);
      return;
    case 'description':
      sql.add(`lower(i.description) ${matchMode === 'equals' ? '=' : 'like'} ${pattern()}`);
      return;
    case 'status':
      sql.add(`i.status = any(${sql.param(statusesMatching(value, matchMode))}::text[])`);
      return;
    case 'clientName':
      sql.add(
        `i.client_id in (select c.id from clients c where c.company_id = ${companyId} and ${nameCondition('c', pattern(), matchMode)})`,
      );
      return;
    case 'practitionerName':
      sql.add(
        `i.practitioner_id in (select u.id from users u where u.company_id = ${companyId} and ${nameCondition('u', pattern(), matchMode)})`,
      );
      return;
    case 'amount': {
      if (matchMode === 'equals') {
        const cents = toCents(value.trim());
        if (cents === undefined) throw invalid(`filters.amount "${value}" is not an amount`);
        sql.add(`i.amount_cents = ${sql.param(cents)}`);
      } else {
        sql.add(`${AMOUNT_TEXT} like ${pattern()}`);
      }
      return;
    }
  }
}

/** The keyword search: invoice number, client name, description or status label containing the text. */
export function addSearch(sql: SqlConditions, companyId: string, search: string): void {
  const p = sql.param(likePattern(search, 'contains'));
  const codes = statusesMatching(search, 'contains');
  // Each branch can use an index (trigram, client, status), so the planner ORs bitmaps; `= any(array(…))`
  // rather than `in (…)` because a hashed subplan cannot take part in that. No status branch when no
  // label matches: for `status = any('{}')` the planner once scanned a partial index and filtered
  // every match twice.
  const byStatus = codes.length > 0 ? ` or i.status = any(${sql.param(codes)}::text[])` : '';
  sql.add(`(lower(i.unique_id) like ${p} or lower(i.description) like ${p}
    or i.client_id = any(array(select c.id from clients c
                                where c.company_id = ${companyId} and ${nameCondition('c', p, 'contains')}))${byStatus})`);
}
