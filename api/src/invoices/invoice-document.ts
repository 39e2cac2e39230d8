import { companiesRepository, type CompanyRow } from '../companies/companies-repository.ts';
import type { Queryable } from '../db/database.ts';
import { notFound } from '../shared/problem.ts';
import { componentsRepository, type ComponentRow } from './components-repository.ts';
import type { InvoiceRow } from './invoice-row.ts';
import { invoicesRepository } from './invoices-repository.ts';

export interface ClientDetails {
  address: string | null;
  phone: string | null;
  idNumber: string | null;
  medicalAidPlan: string | null;
  dependantCode: string | null;
}

/** Everything an invoice document (PDF, email) shows. */
export interface InvoiceDocument {
  company: CompanyRow;
  invoice: InvoiceRow;
  client: ClientDetails;
  components: ComponentRow[];
}

/** Reads the caller's invoice with its company, client and components, or 404. */
export async function loadInvoiceDocument(
  db: Queryable,
  companyId: number,
  invoiceId: number,
): Promise<InvoiceDocument> {
  const invoice = await invoicesRepository(db).find(invoiceId, companyId);
  if (!invoice) throw notFound('Invoice');
  const company = await companiesRepository(db).find(companyId);
  if (!company) throw notFound('Company');
  const { rows } = await db.query<ClientDetails>(
    `select address, phone, id_number as "idNumber", medical_aid_plan as "medicalAidPlan",
            dependant_code as "dependantCode"
       from clients where id = $1 and company_id = $2`,
    [invoice.clientId, companyId],
  );
  const components = await componentsRepository(db).byInvoice(invoiceId, companyId);
  return { company, invoice, client: rows[0]!, components };
}
