import type { Queryable } from '../db/database.ts';

export type AccountType = 'FA' | 'CA' | 'I' | 'E' | 'CL' | 'LL' | 'OE';

export interface ChartAccount {
  code: string;
  name: string;
  type: AccountType;
  /** The name in a health practice (company type H), where it differs. */
  healthName?: string;
  /** Only for companies of this type; absent means every company. */
  only?: 'H' | 'B';
}

/** The standard chart of accounts, created for each company (and by POST /api/financialaccount/{userId}/default). */
export const DEFAULT_CHART: readonly ChartAccount[] = [
  { code: '1000', name: 'Bank', type: 'CA' },
  { code: '1050', name: 'Cash on hand', type: 'CA' },
  { code: '1100', name: 'Accounts receivable', type: 'CA' },
  { code: '1200', name: 'Inventory', type: 'CA', healthName: 'Medicine stock' },
  { code: '1500', name: 'Equipment', type: 'FA', healthName: 'Medical equipment' },
  { code: '1520', name: 'Computer equipment', type: 'FA' },
  { code: '1540', name: 'Furniture and fittings', type: 'FA' },
  { code: '2000', name: 'Accounts payable', type: 'CL' },
  { code: '2100', name: 'VAT / sales tax payable', type: 'CL' },
  { code: '2200', name: 'Payroll liabilities', type: 'CL' },
  { code: '2300', name: 'Client credit (paid in advance)', type: 'CL', healthName: 'Patient credit (paid in advance)' },
  { code: '2500', name: 'Long-term loan', type: 'LL' },
  { code: '3000', name: "Owner's capital", type: 'OE' },
  { code: '3100', name: 'Retained earnings', type: 'OE' },
  { code: '3200', name: "Owner's drawings", type: 'OE' },
  { code: '4000', name: 'Sales', type: 'I', healthName: 'Consultation income' },
  { code: '4100', name: 'Services income', type: 'I', healthName: 'Procedure income' },
  { code: '4200', name: 'Medical aid income', type: 'I', only: 'H' },
  { code: '4300', name: 'Medicine dispensing income', type: 'I', only: 'H' },
  { code: '4900', name: 'Interest received', type: 'I' },
  { code: '5000', name: 'Cost of sales', type: 'E', healthName: 'Medicine purchases' },
  { code: '6000', name: 'Advertising and marketing', type: 'E' },
  { code: '6050', name: 'Accounting and legal fees', type: 'E' },
  { code: '6100', name: 'Rent', type: 'E' },
  { code: '6150', name: 'Electricity and water', type: 'E' },
  { code: '6200', name: 'Salaries and wages', type: 'E' },
  { code: '6250', name: 'Insurance', type: 'E', healthName: 'Professional indemnity insurance' },
  { code: '6300', name: 'Supplies and consumables', type: 'E', healthName: 'Medical supplies' },
  { code: '6310', name: 'Laboratory fees', type: 'E', only: 'H' },
  { code: '6350', name: 'Professional registration fees', type: 'E', only: 'H' },
  { code: '6400', name: 'Telephone and internet', type: 'E' },
  { code: '6500', name: 'Bank charges', type: 'E' },
  { code: '6600', name: 'Repairs and maintenance', type: 'E' },
  { code: '6700', name: 'Software subscriptions', type: 'E' },
  { code: '6900', name: 'Bad debts written off', type: 'E' },
];

/**
 * Inserts the accounts of the standard chart that the company does not have yet (matched by
 * code, so accounts the company renamed stay as they are); returns how many it inserted.
 */
export async function insertDefaultChart(tx: Queryable, companyId: number): Promise<number> {
  const { rowCount } = await tx.query(
    `insert into financial_accounts (company_id, code, name, type)
     select c.id, u.code, case when c.type = 'H' then coalesce(u.health_name, u.name) else u.name end, u.type
     from companies c
     cross join unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[])
       with ordinality as u(code, name, type, health_name, only_type, ord)
     where c.id = $1 and (u.only_type is null or u.only_type = c.type)
     order by u.ord
     on conflict (company_id, code) do nothing`,
    [
      companyId,
      DEFAULT_CHART.map((a) => a.code),
      DEFAULT_CHART.map((a) => a.name),
      DEFAULT_CHART.map((a) => a.type),
      DEFAULT_CHART.map((a) => a.healthName ?? null),
      DEFAULT_CHART.map((a) => a.only ?? null),
    ],
  );
  return rowCount;
}
