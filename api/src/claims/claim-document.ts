import { companiesRepository, type CompanyRow } from '../companies/companies-repository.ts';
import type { Queryable } from '../db/database.ts';
import { componentsRepository, type ComponentRow } from '../invoices/components-repository.ts';
import type { InvoiceRow } from '../invoices/invoice-row.ts';
import { invoicesRepository } from '../invoices/invoices-repository.ts';
import { notFound } from '../shared/problem.ts';
import { claimsRepository, type ClaimRow } from './claims-repository.ts';

/** The patient, who is the member or one of the member's dependants. */
export interface ClaimPatient {
  firstName: string;
  lastName: string;
  idNumber: string | null;
  dateOfBirth: string | null;
  medicalAidName: string | null;
  medicalAidPlan: string | null;
  medicalAidNumber: string | null;
  dependantCode: string | null;
}

/** Everything a claim message or claim document carries. */
export interface ClaimDocument {
  claim: ClaimRow;
  company: CompanyRow;
  invoice: InvoiceRow;
  patient: ClaimPatient;
  lines: ComponentRow[];
}

/** Reads the caller's claim with its practice, invoice, patient and invoice lines, or 404. */
export async function loadClaimDocument(db: Queryable, companyId: number, claimId: number): Promise<ClaimDocument> {
  const claim = await claimsRepository(db).find(claimId, companyId);
  if (!claim) throw notFound('Claim');
  const [company, invoice] = await Promise.all([
    companiesRepository(db).find(companyId),
    invoicesRepository(db).find(claim.invoiceId, companyId),
  ]);
  if (!company || !invoice) throw notFound('Claim');
  const { rows } = await db.query<ClaimPatient>(
    `select first_name as "firstName", last_name as "lastName", id_number as "idNumber",
            date_of_birth as "dateOfBirth", medical_aid_name as "medicalAidName", medical_aid_plan as "medicalAidPlan",
            medical_aid_number as "medicalAidNumber", dependant_code as "dependantCode"
       from clients where id = $1 and company_id = $2`,
    [invoice.clientId, companyId],
  );
  const lines = await componentsRepository(db).byInvoice(invoice.id, companyId);
  return { claim, company, invoice, patient: rows[0]!, lines };
}
