/** Shapes of the api's report JSON (codegen mappers point here), from the api's OpenAPI document (../api-types.ts). */
import type { ElementOf, JsonOf } from '../api-types.ts';

/** GET /api/reports/agedreceivables/{companyId} */
export type AgedReceivablesDto = JsonOf<'getAgedReceivables'>;
export type AgedReceivablesClientDto = ElementOf<AgedReceivablesDto['clients']>;
export type AgedAmountsDto = AgedReceivablesDto['totals'];

/** GET /api/reports/profitandloss/{companyId} */
export type ProfitAndLossDto = JsonOf<'getProfitAndLoss'>;
export type ProfitAndLossAccountDto = ElementOf<ProfitAndLossDto['accounts']>;
/** A month's totals, or the period's (month null). */
export type ProfitAndLossTotalsDto = ProfitAndLossDto['totals'] & { month: string | null };

/** GET /api/reports/paymentsbytype/{companyId} */
export type PaymentsByTypeDto = JsonOf<'getPaymentsByType'>;
export type PaymentsByTypeMonthDto = ElementOf<PaymentsByTypeDto['months']>;
export type PaymentTypeAmountDto = ElementOf<PaymentsByTypeDto['types']>;
