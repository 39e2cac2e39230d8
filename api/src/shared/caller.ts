import type { AuthUser } from '../auth/tokens.ts';

/** Who makes a change: the signed-in user of one company (request.user). */
export type Caller = Pick<AuthUser, 'id' | 'companyId'>;
