import { CLAIM_STATUS_LABELS } from '../claims/claim-status.ts';
import { CLAIM_COLUMNS, CLAIM_FROM, type ClaimRow } from '../claims/claims-repository.ts';
import { companyZone } from '../companies/company-time-zone.ts';
import type { Queryable } from '../db/database.ts';
import type { ExportColumn, ExportSource } from './export-columns.ts';
import { EXPORT_PAGE_SIZE, keysetRows } from './keyset.ts';
import { localDateOf } from './local-date.ts';

const METHODS: Record<string, string> = { E: 'Email', D: 'EDI' };

function claimColumns(localDate: (iso: string) => string): ExportColumn<ClaimRow>[] {
  return [
    { header: 'Claim', kind: 'text', width: 16, value: (r) => r.uniqueId },
    { header: 'Created', kind: 'date', width: 12, value: (r) => localDate(r.createdAt) },
    { header: 'Invoice', kind: 'text', width: 16, value: (r) => r.invoiceUniqueId },
    { header: 'Client', kind: 'text', width: 28, value: (r) => r.clientName },
    { header: 'Medical aid', kind: 'text', width: 20, value: (r) => r.medicalAidName },
    { header: 'Medical aid number', kind: 'text', width: 18, value: (r) => r.medicalAidNumber },
    { header: 'Practitioner', kind: 'text', width: 24, value: (r) => r.practitionerName },
    { header: 'Method', kind: 'text', width: 10, value: (r) => METHODS[r.submissionMethod] ?? r.submissionMethod },
    { header: 'Status', kind: 'text', width: 18, value: (r) => CLAIM_STATUS_LABELS[r.status] },
    { header: 'Amount', kind: 'money', width: 14, value: (r) => r.amountCents },
    { header: 'Benefit', kind: 'money', width: 14, value: (r) => r.benefitCents },
    { header: 'Clearing reference', kind: 'text', width: 20, value: (r) => r.clearingReference },
  ];
}

/**
 * The company's claims, or one practitioner's or one invoice's, newest first like GET /api/claim/{companyId} (created, then id),
 * read in keyset pages.
 */
export async function claimExport(
  db: Queryable,
  scope: { companyId: number; practitionerId?: number | undefined; invoiceId?: number | undefined },
  pageSize = EXPORT_PAGE_SIZE,
): Promise<ExportSource<ClaimRow>> {
  const { timeZone } = await companyZone(db, scope.companyId);
  const params: unknown[] = [scope.companyId];
  const where = ['cl.company_id = $1'];
  if (scope.practitionerId !== undefined) where.push(`cl.practitioner_id = $${params.push(scope.practitionerId)}`);
  if (scope.invoiceId !== undefined) where.push(`cl.invoice_id = $${params.push(scope.invoiceId)}`);
  return {
    name: 'claims',
    title: 'Claims',
    columns: claimColumns(localDateOf(timeZone)),
    rows: keysetRows<ClaimRow>(
      db,
      {
        from: 'claims cl',
        id: 'cl.id',
        where: where.join(' and '),
        params,
        sort: { sql: 'cl.created_at', direction: 'desc', nullable: false },
        columns: CLAIM_COLUMNS,
        columnsFrom: CLAIM_FROM,
      },
      pageSize,
    ),
  };
}
