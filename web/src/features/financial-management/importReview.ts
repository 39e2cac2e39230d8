/**
 * The rows of a statement under review (views 4–6). They live only in the browser until Upload: updating or
 * deleting one changes this list and nothing on the server (spec §2 views 5 and 6).
 */
import type { FmReviewImportMutation, ImportedTransactionInput, ImportFormat } from '../../gql/graphql';
import { centsToDecimal, toCents } from '../../shared/money';
import { amountError, dateError, definedErrors, requiredTextError } from './validation';

export interface ReviewRow {
  /** The row's position in the file (stable while reviewing). */
  id: string;
  line: number;
  processed: string;
  financialAccountCode: string;
  description: string;
  amount: string;
  duplicate: boolean;
}

export interface ImportReviewState {
  format: ImportFormat;
  fileName: string;
  rows: ReviewRow[];
}

export type ReviewRowValues = Pick<ReviewRow, 'processed' | 'financialAccountCode' | 'description' | 'amount'>;
export type ReviewRowErrors = Partial<Record<keyof ReviewRowValues, string>>;

type ServerReview = FmReviewImportMutation['reviewFinancialTransactionImport'];

/** The server's parse, with the suggested account filled in where the file had none. */
export function reviewFromServer(review: ServerReview): ImportReviewState {
  return {
    format: review.format,
    fileName: review.fileName,
    rows: review.rows.map((row) => ({
      id: row.id,
      line: row.line,
      processed: row.processed,
      financialAccountCode: row.financialAccountCode.trim() || (row.suggestedAccountCode ?? '').trim(),
      description: row.description,
      amount: row.amount,
      duplicate: row.duplicate,
    })),
  };
}

export function validateReviewRow(values: ReviewRowValues): ReviewRowErrors {
  return definedErrors({
    processed: dateError(values.processed, 'Processed Date'),
    financialAccountCode: undefined,
    description: requiredTextError(values.description, 'Description'),
    amount: amountError(values.amount, { required: true, allowNegative: true }),
  });
}

/** Replaces a row's values; the account code and the amount are trimmed (spec §5). */
export function updateReviewRow(state: ImportReviewState, id: string, values: ReviewRowValues): ImportReviewState {
  return {
    ...state,
    rows: state.rows.map((row) =>
      row.id === id
        ? {
            ...row,
            processed: values.processed.trim(),
            financialAccountCode: values.financialAccountCode.trim(),
            description: values.description,
            amount: values.amount.trim(),
          }
        : row,
    ),
  };
}

export function deleteReviewRow(state: ImportReviewState, id: string): ImportReviewState {
  return { ...state, rows: state.rows.filter((row) => row.id !== id) };
}

/** What Upload sends: every remaining row, trimmed, amounts in the Decimal wire form when they are numbers. */
export function toImportRows(state: ImportReviewState): ImportedTransactionInput[] {
  return state.rows.map((row) => {
    const cents = toCents(row.amount.trim());
    return {
      processed: row.processed.trim(),
      financialAccountCode: row.financialAccountCode.trim(),
      description: row.description.trim(),
      // a bad amount goes as typed: the server names the row and the field
      amount: cents === null ? row.amount.trim() : centsToDecimal(cents),
    };
  });
}
