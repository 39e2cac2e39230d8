import { LRUCache } from 'lru-cache';
import type { Queryable } from '../db/database.ts';
import { unauthorized } from '../shared/problem.ts';
import { usersRepository, type SessionStateRow } from '../users/users-repository.ts';
import type { AuthUser, TokenClaims } from './tokens.ts';

export interface SessionCacheOptions {
  /** How long a user's state is used without reading it again; 0 reads it on every request. */
  ttlMs: number;
  /** Users whose state is kept at most (least recently used go first). */
  max: number;
  /** Milliseconds of a monotonic clock; performance.now() by default (tests move a frozen one). */
  now?: () => number;
}

/** A user id that has no row (deleted, or never existed) is remembered too. */
const NO_USER = Symbol('no user');
type Kept = SessionStateRow | typeof NO_USER;

/**
 * Is a verified token still a session? Its user must exist, be active, be in the token's company and still be at
 * the token's version (migration 015). The user's state is read from the database and kept per api process for
 * `ttlMs`, so the check costs a map lookup on most requests. A change made through this process (logout,
 * password, deactivation) calls `forget()` after it commits and is refused at once here; another replica, or a
 * change made in SQL, is seen when the kept state expires: at most `ttlMs` later (docs/operations.md, "Sign-in, sessions and the first administrator").
 */
export class SessionCheck {
  readonly #kept: LRUCache<number, { state: Kept }> | undefined;
  /** One read per user at a time: requests that arrive while it runs join it. */
  readonly #reading = new Map<number, Promise<Kept>>();

  constructor(
    private readonly db: Queryable,
    options: SessionCacheOptions,
  ) {
    const perf = options.now ? { now: options.now } : undefined;
    this.#kept =
      options.ttlMs > 0
        ? new LRUCache({ max: options.max, ttl: options.ttlMs, ...(perf ? { perf, ttlResolution: 0 } : {}) })
        : undefined;
  }

  /** The caller as the user is now (name and roles from the database), or a 401 problem. */
  async user(claims: TokenClaims): Promise<AuthUser> {
    const state = await this.state(claims.userId);
    if (state === NO_USER) throw unauthorized('The access token is not valid');
    if (!state.active || state.companyId !== claims.companyId || state.tokenVersion !== claims.tokenVersion) {
      throw unauthorized('The session has ended: sign in again');
    }
    return { id: claims.userId, companyId: state.companyId, username: state.username, roles: state.roles };
  }

  /** Drops what is kept of the user: call it after a change to the user has committed. */
  forget(userId: number): void {
    this.#kept?.delete(userId);
    // A read that started before the change must not put the old state back.
    this.#reading.delete(userId);
  }

  private state(userId: number): Promise<Kept> {
    const kept = this.#kept?.get(userId);
    if (kept) return Promise.resolve(kept.state);
    const running = this.#reading.get(userId);
    if (running) return running;
    const reading = usersRepository(this.db)
      .sessionState(userId)
      .then((row) => {
        const state: Kept = row ?? NO_USER;
        if (this.#reading.get(userId) === reading) this.#kept?.set(userId, { state });
        return state;
      })
      .finally(() => {
        if (this.#reading.get(userId) === reading) this.#reading.delete(userId);
      });
    this.#reading.set(userId, reading);
    return reading;
  }
}
