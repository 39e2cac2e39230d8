import type { BillingRunJobResolvers } from '../__generated__/resolvers-types.ts';
import { errorFromResponse } from '../rest/errors.ts';

const STATUS = { running: 'RUNNING', succeeded: 'SUCCEEDED', failed: 'FAILED' } as const;

export const BillingRunJob: BillingRunJobResolvers = {
  status: (job) => STATUS[job.status],
  /** The code and sentence the failed run would have given as a request (through the one status → code mapping). */
  error(job) {
    if (!job.error) return null;
    const error = errorFromResponse(job.error.status, job.error);
    return { code: String(error.extensions.code), message: error.message };
  },
};
