import type {
  InvoiceComponent as InvoiceComponentType,
  InvoiceComponentResolvers,
} from '../__generated__/resolvers-types.ts';
import { subtractAmounts } from '../money.ts';
import type { InvoiceComponentDto } from '../rest/dto/invoices.ts';
import type { RowSources } from '../rest/sparse-fields.ts';

export const InvoiceComponent: InvoiceComponentResolvers = {
  amountDue: (component) => subtractAmounts(component.amount, component.paid),
  // Exact decimals as strings: the api sends at most 3 (quantity) and 2 (discount) decimals.
  quantity: (component) => String(component.quantity),
  discountPercentage: (component) => String(component.discountPercentage),
  actions: (component) => component,
  taxAmount: (component) => subtractAmounts(component.tax, 0),
};

/** The REST properties each field above reads: the api sends only those a query selects. */
export const COMPONENT_ROW_SOURCES: RowSources<InvoiceComponentType, InvoiceComponentDto> = {
  id: ['id'],
  invoiceId: ['invoiceId'],
  amount: ['amount'],
  paid: ['paid'],
  taxRate: ['taxRate'],
  taxAmount: ['tax'],
  amountDue: ['amount', 'paid'],
  quantity: ['quantity'],
  unitCost: ['unitCost'],
  bhfCode: ['bhfCode'],
  nappiCode: ['nappiCode'],
  modifier: ['modifier'],
  discountPercentage: ['discountPercentage'],
  description: ['description'],
  diagnosisCode1: ['diagnosisCode1'],
  diagnosisCode2: ['diagnosisCode2'],
  diagnosisCode3: ['diagnosisCode3'],
  diagnosisCode4: ['diagnosisCode4'],
  diagnosisCode5: ['diagnosisCode5'],
  productId: ['productId'],
  actions: ['allowedActions'],
};
