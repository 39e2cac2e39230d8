/** The web's own GraphQL documents (web/src/gql, generated from the web's code), as text: the bench sends what the web sends. */
import { print } from 'graphql';
import {
  FmDeleteImportReviewDocument,
  FmImportTransactionsDocument,
  FmReviewImportDocument,
} from '../../web/src/gql/graphql.ts';

/** `FmReviewImport($format, $file)`: view 3's Review (useReviewImport.ts), a multipart upload. */
export const REVIEW_IMPORT = { query: print(FmReviewImportDocument), operationName: 'FmReviewImport' } as const;
/** `FmImportTransactions($rows)`: view 4's Upload (useImportFinancialTransactions.ts). */
export const IMPORT_TRANSACTIONS = {
  query: print(FmImportTransactionsDocument),
  operationName: 'FmImportTransactions',
} as const;
/** `FmDeleteImportReview($reviewId)`: Cancel of a review kept on the server (useImportServerReview.ts). */
export const DELETE_IMPORT_REVIEW = {
  query: print(FmDeleteImportReviewDocument),
  operationName: 'FmDeleteImportReview',
} as const;
