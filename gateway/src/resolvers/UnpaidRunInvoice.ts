import type { UnpaidRunInvoiceResolvers } from '../__generated__/resolvers-types.ts';

const REMINDER_STATUSES = { P: 'PENDING', S: 'SENT', F: 'FAILED', N: 'NO_ADDRESS' } as const;

export const UnpaidRunInvoice: UnpaidRunInvoiceResolvers = {
  emailStatus: (row) => REMINDER_STATUSES[row.emailStatus],
};
