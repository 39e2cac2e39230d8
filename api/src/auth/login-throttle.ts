import { isIPv6 } from 'node:net';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';

/** LOGIN_*: how many failed sign-ins lock a username or an address, and for how long (docs/operations.md). */
export interface LoginLimits {
  /** Failed sign-ins for one username within the window that lock it. */
  maxFailuresPerUsername: number;
  /** Failed sign-ins from one client address within the window that lock it (any usernames). */
  maxFailuresPerAddress: number;
  /** The window failures are counted in, in seconds. */
  windowSeconds: number;
  /** The first lockout; each further one within a day lasts twice as long as the one before. */
  lockoutSeconds: number;
  /** The longest lockout. */
  maxLockoutSeconds: number;
}

/** A limiter of the configured store (memory or Redis) under its own key prefix. */
export type LimiterFactory = (options: { keyPrefix: string; points: number; duration: number }) => RateLimiterAbstract;

/** How long the number of lockouts of a key is remembered (from its first lockout): the doubling restarts after it. */
export const LOCKOUT_MEMORY_SECONDS = 24 * 3600;

/** The username as it is counted: the same person typing "Alice " or "alice" is one key. */
export function normaliseUsername(username: string): string {
  return username.normalize('NFKC').trim().toLowerCase();
}

/**
 * The address as it is counted: an IPv4 address as itself (also when written IPv4-mapped), an IPv6 address by its
 * /64 network, since one subscriber usually holds a whole /64 and could otherwise try from 2^64 addresses.
 */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = address.includes('::') && tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

export class SignInLocked extends Error {
  constructor(
    readonly retryAfterSeconds: number,
    what = 'failed sign-ins',
  ) {
    super(`Too many ${what}; try again in ${retryAfterSeconds} seconds`);
    this.name = 'SignInLocked';
  }
}

/**
 * Failed sign-ins counted per username and per client address; reaching a limit locks that key for a while
 * that doubles with each lockout (up to a cap) and ends by itself. Unknown usernames are counted and locked
 * like existing ones, so that a lockout tells nothing about which usernames exist. A locked key is refused
 * before its password is hashed, so a flood of guesses costs no hashing.
 */
export class LoginThrottle {
  private readonly byUsername: RateLimiterAbstract;
  private readonly byAddress: RateLimiterAbstract;
  /** Wrong current passwords given to a password change, per user id (a stolen session guessing the password). */
  private readonly byPasswordChange: RateLimiterAbstract;
  private readonly lockouts: RateLimiterAbstract;

  constructor(
    private readonly limits: LoginLimits,
    limiter: LimiterFactory,
  ) {
    this.byUsername = limiter({
      keyPrefix: 'login-user',
      points: limits.maxFailuresPerUsername,
      duration: limits.windowSeconds,
    });
    this.byAddress = limiter({
      keyPrefix: 'login-addr',
      points: limits.maxFailuresPerAddress,
      duration: limits.windowSeconds,
    });
    this.byPasswordChange = limiter({
      keyPrefix: 'password-change-user',
      points: limits.maxFailuresPerUsername,
      duration: limits.windowSeconds,
    });
    this.lockouts = limiter({ keyPrefix: 'login-lockouts', points: 1_000_000, duration: LOCKOUT_MEMORY_SECONDS });
  }

  /** Throws SignInLocked while the username or the address is locked. */
  async check(username: string, address: string): Promise<void> {
    const [user, addr] = await Promise.all([
      this.byUsername.get(normaliseUsername(username)),
      this.byAddress.get(addressKey(address)),
    ]);
    const waits = [
      user && user.consumedPoints > this.byUsername.points ? user.msBeforeNext : 0,
      addr && addr.consumedPoints > this.byAddress.points ? addr.msBeforeNext : 0,
    ];
    const wait = Math.max(...waits);
    if (wait > 0) throw new SignInLocked(Math.max(1, Math.ceil(wait / 1000)));
  }

  /** Counts a failed sign-in; the failure that reaches a limit starts that key's lockout. */
  async failed(username: string, address: string): Promise<void> {
    await Promise.all([
      this.count(this.byUsername, normaliseUsername(username), 'user'),
      this.count(this.byAddress, addressKey(address), 'addr'),
    ]);
  }

  /** A successful sign-in forgets the username's failures and lockouts (not the address's). */
  async succeeded(username: string): Promise<void> {
    const key = normaliseUsername(username);
    await Promise.all([this.byUsername.delete(key), this.lockouts.delete(`user:${key}`)]);
  }

  /**
   * Password change (PUT /api/user/{id}/password) is throttled like sign-in, per user: a wrong current password is a
   * failed guess of it. Throws SignInLocked while the user's password changes are locked (checked before hashing).
   */
  async checkPasswordChange(userId: number): Promise<void> {
    const res = await this.byPasswordChange.get(String(userId));
    if (res && res.consumedPoints > this.byPasswordChange.points && res.msBeforeNext > 0) {
      throw new SignInLocked(Math.max(1, Math.ceil(res.msBeforeNext / 1000)), 'wrong current passwords');
    }
  }

  /** Counts a wrong current password; the one that reaches the limit locks the user's password changes. */
  async failedPasswordChange(userId: number): Promise<void> {
    await this.count(this.byPasswordChange, String(userId), 'password');
  }

  /** A password changed forgets the user's wrong current passwords (not their lockout history's doubling). */
  async succeededPasswordChange(userId: number): Promise<void> {
    await this.byPasswordChange.delete(String(userId));
  }

  private async count(limiter: RateLimiterAbstract, key: string, kind: string): Promise<void> {
    const res = await limiter.penalty(key, 1);
    // Only the failure that reaches the limit locks: those of requests already past the check count on.
    if (res.consumedPoints !== limiter.points) return;
    const lockouts = (await this.lockouts.penalty(`${kind}:${key}`, 1)).consumedPoints;
    await limiter.block(key, this.lockoutSeconds(lockouts));
  }

  /** The n-th lockout (from 1) lasts the first one's length times 2^(n-1), capped. */
  lockoutSeconds(n: number): number {
    const { lockoutSeconds, maxLockoutSeconds } = this.limits;
    return Math.min(maxLockoutSeconds, lockoutSeconds * 2 ** Math.min(n - 1, 30));
  }
}
