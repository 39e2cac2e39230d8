/** Shapes of the api's VAT/GST JSON (codegen mappers point here), from the api's OpenAPI document (../api-types.ts). */
import type { ElementOf, JsonOf } from '../api-types.ts';

/** GET /api/reports/tax/{companyId} */
export type TaxReportDto = JsonOf<'getTaxReport'>;
export type TaxReportRateDto = ElementOf<TaxReportDto['rates']>;

/** One of Company.taxRates (GET /api/company/config/{companyId}). */
export type TaxRateDto = ElementOf<JsonOf<'getCompanyConfig'>['taxRates']>;
