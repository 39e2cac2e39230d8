import type { ImportReviewResolvers, ImportedTransactionResolvers } from '../__generated__/resolvers-types.ts';
import { signToGraphql } from '../import-formats.ts';
import { centsToDecimal, toCents } from '../money.ts';
import { ruleById } from './account-rules.ts';

const decimal = (amount: number) => centsToDecimal(toCents(amount) ?? 0);
const optionalDecimal = (amount: number | null) => (amount === null ? null : decimal(amount));

export const ImportReview: ImportReviewResolvers = {
  format: (review) => review.graphqlFormat,
  profile: (review) => review.profile && { ...review.profile, fingerprint: review.csv?.fingerprint },
  draft: ({ draft }) => draft && { id: String(draft.id), pageRows: draft.pageRows },
  summary: ({ summary }) => ({
    ...summary,
    moneyIn: decimal(summary.moneyIn),
    moneyOut: decimal(summary.moneyOut),
    net: decimal(summary.net),
    openingBalance: optionalDecimal(summary.openingBalance),
    closingBalance: optionalDecimal(summary.closingBalance),
    expectedClosingBalance: optionalDecimal(summary.expectedClosingBalance),
  }),
  reading: ({ reading }) => ({
    ...reading,
    dateOrderFrom: reading.dateOrderFrom?.toUpperCase() ?? null,
    signConvention: signToGraphql(reading.signConvention),
  }),
  csv: ({ csv }) =>
    csv && {
      ...csv,
      layout: { ...csv.layout, signConvention: signToGraphql(csv.layout.signConvention) },
      questions: csv.questions.map((q) => ({ ...q, about: q.about.replace(/([A-Z])/g, '_$1').toUpperCase() })),
    },
};

export const ImportedTransaction: ImportedTransactionResolvers = {
  duplicateOf: (row) => (row.duplicateOf === 'stored' ? 'STORED' : row.duplicateOf === 'file' ? 'FILE' : null),
  reference: (row) => row.reference ?? null,
  ruleId: (row) => (row.ruleId === null || row.ruleId === undefined ? null : String(row.ruleId)),
  matchedRule: (row, _args, ctx) =>
    row.ruleId === null || row.ruleId === undefined ? null : ruleById(ctx, row.ruleId),
};
