/** The values of the New / Update Financial Transaction forms (views 9 and 7), their checks and their input. */
import type { FinancialTransactionInput } from '../../gql/graphql';
import { centsToDecimal, toCents } from '../../shared/money';
import { amountError, dateError, definedErrors, requiredTextError, validationTexts } from './validation';

export interface TransactionFormValues {
  processed: string;
  financialAccountCode: string;
  description: string;
  /** As typed; blank means 0. */
  debit: string;
  credit: string;
}

export type TransactionFormErrors = Partial<Record<keyof TransactionFormValues, string>>;

export type TransactionFormResult =
  { ok: true; input: FinancialTransactionInput } | { ok: false; errors: TransactionFormErrors };

export function validateTransactionForm(values: TransactionFormValues): TransactionFormResult {
  const code = values.financialAccountCode.trim();
  const amountOptions = { required: false, allowNegative: false };
  const errors = definedErrors({
    processed: dateError(values.processed, 'Processed Date'),
    financialAccountCode: code === '' ? validationTexts.accountRequired : undefined,
    description: requiredTextError(values.description, 'Description'),
    debit: amountError(values.debit, amountOptions),
    credit: amountError(values.credit, amountOptions),
  });
  if (errors.debit === undefined && errors.credit === undefined) {
    const debit = toCents(values.debit.trim() || '0') ?? 0;
    const credit = toCents(values.credit.trim() || '0') ?? 0;
    if (debit > 0 && credit > 0) errors.credit = validationTexts.notBoth;
    else if (debit === 0 && credit === 0) errors.debit = validationTexts.debitOrCredit;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    input: {
      processed: values.processed.trim(),
      financialAccountCode: code,
      description: values.description.trim(),
      debit: decimal(values.debit),
      credit: decimal(values.credit),
    },
  };
}

/** A checked amount in the wire form of the Decimal scalar: ' 1,234.5 ' → '1234.50', '' → '0.00'. */
function decimal(value: string): string {
  return centsToDecimal(toCents(value.trim() || '0')!);
}
