import {
  CLIENT_COLUMNS,
  CLIENT_LIST_ORDER,
  clientListWhere,
  type ClientListQuery,
  type ClientRow,
} from '../clients/clients-repository.ts';
import { companyZone } from '../companies/company-time-zone.ts';
import type { Queryable } from '../db/database.ts';
import type { ExportColumn, ExportSource } from './export-columns.ts';
import { EXPORT_PAGE_SIZE, keysetRows } from './keyset.ts';
import { localDateOf } from './local-date.ts';

function clientColumns(localDate: (iso: string) => string): ExportColumn<ClientRow>[] {
  return [
    { header: 'Last name', kind: 'text', width: 20, value: (r) => r.lastName },
    { header: 'First name', kind: 'text', width: 18, value: (r) => r.firstName },
    { header: 'Email', kind: 'text', width: 28, value: (r) => r.email },
    { header: 'Phone', kind: 'text', width: 16, value: (r) => r.phone },
    { header: 'ID number', kind: 'text', width: 16, value: (r) => r.idNumber },
    { header: 'Date of birth', kind: 'date', width: 12, value: (r) => r.dateOfBirth },
    { header: 'Medical aid', kind: 'text', width: 20, value: (r) => r.medicalAidName },
    { header: 'Plan', kind: 'text', width: 16, value: (r) => r.medicalAidPlan },
    { header: 'Medical aid number', kind: 'text', width: 18, value: (r) => r.medicalAidNumber },
    { header: 'Dependant code', kind: 'text', width: 10, value: (r) => r.dependantCode },
    { header: 'Address', kind: 'text', width: 36, value: (r) => r.address },
    { header: 'Active', kind: 'text', width: 8, value: (r) => (r.active ? 'Yes' : 'No') },
    { header: 'Created', kind: 'date', width: 12, value: (r) => localDate(r.createdAt) },
  ];
}

/** The client list for a search (archived ones too on request), by last and first name like GET /api/client1/{companyId}. */
export async function clientExport(
  db: Queryable,
  companyId: number,
  query: Pick<ClientListQuery, 'search' | 'includeArchived'>,
  pageSize = EXPORT_PAGE_SIZE,
): Promise<ExportSource<ClientRow>> {
  const { timeZone } = await companyZone(db, companyId);
  const { where, params } = clientListWhere(companyId, query);
  return {
    name: 'clients',
    title: 'Clients',
    columns: clientColumns(localDateOf(timeZone)),
    rows: keysetRows<ClientRow>(
      db,
      {
        from: 'clients',
        id: 'clients.id',
        where,
        params,
        sort: { sql: CLIENT_LIST_ORDER, direction: 'asc', nullable: false },
        columns: CLIENT_COLUMNS,
        columnsFrom: 'from clients',
      },
      pageSize,
    ),
  };
}
