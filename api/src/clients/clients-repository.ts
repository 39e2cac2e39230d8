import type { Queryable } from '../db/database.ts';
import { likePattern } from '../shared/like.ts';

/** A client (the spec's "affiliate"): the patient or customer that invoices bill. */
export interface ClientRow {
  id: number;
  companyId: number;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  idNumber: string | null;
  /** YYYY-MM-DD. */
  dateOfBirth: string | null;
  medicalAidName: string | null;
  medicalAidPlan: string | null;
  medicalAidNumber: string | null;
  dependantCode: string | null;
  address: string | null;
  active: boolean;
  createdAt: string;
}

export type ClientValues = Omit<ClientRow, 'id' | 'companyId' | 'active' | 'createdAt'>;

export interface ClientListQuery {
  /** Text the full name, email, id number or medical aid number contains (case-insensitive); blank: all. */
  search?: string;
  /** Archived (inactive) clients too; default only active ones. */
  includeArchived?: boolean;
  offset: number;
  limit: number;
}

export interface ClientPage {
  total: number;
  clients: ClientRow[];
}

/** Invoice figures of one client, in cents; archived (C) invoices are left out. */
export interface ClientSummaryRow {
  invoiceCount: number;
  invoicedCents: number;
  paidCents: number;
  owedCents: number;
}

const COLUMNS = `id, company_id as "companyId", first_name as "firstName", last_name as "lastName", email, phone,
  id_number as "idNumber", to_char(date_of_birth, 'YYYY-MM-DD') as "dateOfBirth", medical_aid_name as "medicalAidName",
  medical_aid_plan as "medicalAidPlan", medical_aid_number as "medicalAidNumber", dependant_code as "dependantCode",
  address, active, created_at as "createdAt"`;

/** The same expression as the trigram index clients_full_name_trgm_idx (migration 007). */
const FULL_NAME = `lower(trim(first_name || ' ' || last_name))`;

const BY_NAME = 'order by lower(last_name), lower(first_name), id';

/** The list's conditions on `clients` and their parameters; the export walks the same ones (exports/client-export.ts). */
export function clientListWhere(
  companyId: number,
  query: Pick<ClientListQuery, 'search' | 'includeArchived'>,
): { where: string; params: unknown[] } {
  const params: unknown[] = [companyId];
  const where = ['company_id = $1'];
  if (!query.includeArchived) where.push('active');
  const text = query.search?.trim();
  if (text) {
    params.push(likePattern(text, 'contains'));
    const p = `$${params.length}`;
    where.push(`(${FULL_NAME} like ${p} or lower(trim(last_name || ' ' || first_name)) like ${p}
      or lower(coalesce(email, '')) like ${p} or lower(coalesce(id_number, '')) like ${p}
      or lower(coalesce(medical_aid_number, '')) like ${p})`);
  }
  return { where: where.join(' and '), params };
}

/** The list's columns (unqualified, on `clients`) and its order, for the export's keyset walk. */
export { COLUMNS as CLIENT_COLUMNS };
export const CLIENT_LIST_ORDER = ['lower(last_name)', 'lower(first_name)'] as const;

export function clientsRepository(db: Queryable) {
  const values = (c: ClientValues) => [
    c.firstName,
    c.lastName,
    c.email,
    c.phone,
    c.idNumber,
    c.dateOfBirth,
    c.medicalAidName,
    c.medicalAidPlan,
    c.medicalAidNumber,
    c.dependantCode,
    c.address,
  ];
  return {
    /** A page of the company's clients by last and first name, with how many match in all. */
    async list(companyId: number, query: ClientListQuery): Promise<ClientPage> {
      const { where: filter, params } = clientListWhere(companyId, query);
      const count = await db.query<{ n: number }>(`select count(*)::int as n from clients where ${filter}`, params);
      const { rows } = await db.query<ClientRow>(
        `select ${COLUMNS} from clients where ${filter} ${BY_NAME} limit $${params.length + 1} offset $${params.length + 2}`,
        [...params, query.limit, query.offset],
      );
      return { total: count.rows[0]?.n ?? 0, clients: rows };
    },
    async find(id: number, companyId: number): Promise<ClientRow | undefined> {
      const { rows } = await db.query<ClientRow>(`select ${COLUMNS} from clients where id = $1 and company_id = $2`, [
        id,
        companyId,
      ]);
      return rows[0];
    },
    async insert(companyId: number, client: ClientValues): Promise<number> {
      const { rows } = await db.query<{ id: number }>(
        `insert into clients (company_id, first_name, last_name, email, phone, id_number, date_of_birth, medical_aid_name,
                              medical_aid_plan, medical_aid_number, dependant_code, address)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) returning id`,
        [companyId, ...values(client)],
      );
      return rows[0]!.id;
    },
    async update(id: number, companyId: number, client: ClientValues): Promise<void> {
      await db.query(
        `update clients set first_name = $3, last_name = $4, email = $5, phone = $6, id_number = $7, date_of_birth = $8,
           medical_aid_name = $9, medical_aid_plan = $10, medical_aid_number = $11, dependant_code = $12, address = $13
         where id = $1 and company_id = $2`,
        [id, companyId, ...values(client)],
      );
    },
    async setActive(id: number, companyId: number, active: boolean): Promise<void> {
      await db.query('update clients set active = $3 where id = $1 and company_id = $2', [id, companyId, active]);
    },
    /** Invoice count, invoiced, paid and owed (amount − paid) over the client's invoices that are not archived. */
    async summary(id: number, companyId: number): Promise<ClientSummaryRow> {
      const { rows } = await db.query<ClientSummaryRow>(
        `select count(*)::int as "invoiceCount",
                coalesce(sum(amount_cents), 0)::bigint as "invoicedCents",
                coalesce(sum(paid_cents), 0)::bigint as "paidCents",
                coalesce(sum(greatest(amount_cents - paid_cents, 0)), 0)::bigint as "owedCents"
           from invoices where client_id = $1 and company_id = $2 and status <> 'C'`,
        [id, companyId],
      );
      const row = rows[0]!;
      return {
        invoiceCount: Number(row.invoiceCount),
        invoicedCents: Number(row.invoicedCents),
        paidCents: Number(row.paidCents),
        owedCents: Number(row.owedCents),
      };
    },
  };
}
