import { DEMO_PASSWORD } from '../db/seed/demo-companies.ts';

export const PASSWORD_MIN_LENGTH = 12;
/** As long as the login route accepts. */
export const PASSWORD_MAX_LENGTH = 200;

/**
 * Why a new password is refused, or undefined when it is acceptable: at least 12 characters (NIST SP 800-63B asks
 * for 8 at least; a finance product's administrators get more), not the published demo password (nor it with
 * something after it), not the username.
 */
export function passwordProblem(password: string, username: string): string | undefined {
  if ([...password].length < PASSWORD_MIN_LENGTH) return `must be at least ${PASSWORD_MIN_LENGTH} characters long`;
  if ([...password].length > PASSWORD_MAX_LENGTH) return `must be at most ${PASSWORD_MAX_LENGTH} characters long`;
  if (password.trim().toLowerCase().startsWith(DEMO_PASSWORD)) return 'must not be the published demo password';
  if (password.trim().toLowerCase() === username.trim().toLowerCase()) return 'must not be the username';
  return undefined;
}
