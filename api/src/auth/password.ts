import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import pLimit from 'p-limit';
import { HttpProblem, PROBLEM_TYPES } from '../shared/problem.ts';

/** PASSWORD_HASH_CONCURRENCY and PASSWORD_HASH_QUEUE (docs/operations.md, "Rate limits"). */
export interface PasswordHashingLimits {
  /** Hashes computed at once. */
  concurrency: number;
  /** Hashes waiting for a turn; one more is refused with 503 instead of waiting. */
  maxQueue: number;
}

/** libuv's thread pool: scrypt shares it with file access, DNS lookups and zlib. */
const THREAD_POOL_SIZE = Number(process.env.UV_THREADPOOL_SIZE) || 4;

/**
 * Half the pool at most: a flood of sign-ins once filled all four threads and every signed-in user's request
 * waited behind the hashes (issue 15).
 */
export const PASSWORD_HASHING_DEFAULTS: PasswordHashingLimits = {
  concurrency: Math.max(1, Math.floor(THREAD_POOL_SIZE / 2)),
  maxQueue: 100,
};

const hashing = pLimit(PASSWORD_HASHING_DEFAULTS.concurrency);
let maxQueue = PASSWORD_HASHING_DEFAULTS.maxQueue;

/** The process has one thread pool, so one limit for every app instance in it (the last one set wins). */
export function limitPasswordHashing(limits: PasswordHashingLimits): void {
  hashing.concurrency = limits.concurrency;
  maxQueue = limits.maxQueue;
}

/** Hashes running and waiting now. */
export function passwordHashingLoad(): { active: number; waiting: number } {
  return { active: hashing.activeCount, waiting: hashing.pendingCount };
}

const BUSY_RETRY_AFTER_SECONDS = 2;

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> => {
  if (hashing.pendingCount >= maxQueue) {
    return Promise.reject(
      new HttpProblem(
        503,
        'Service Unavailable',
        `Too many sign-ins are being checked at once; try again in ${BUSY_RETRY_AFTER_SECONDS} seconds`,
        undefined,
        BUSY_RETRY_AFTER_SECONDS,
        PROBLEM_TYPES.tooManySignIns,
      ),
    );
  }
  return hashing(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scryptCallback(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))),
      ),
  );
};

// scrypt with N=2^15, r=8: about 50–100 ms per hash here, memory-hard, salted per password.
const COST = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_LENGTH = 32;

/** Encodes as `scrypt$N$r$p$salt$hash` so the cost can be raised later without breaking logins. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = encoded.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: COST.maxmem,
  });
  return timingSafeEqual(key, expected);
}

let dummyHashPromise: Promise<string> | undefined;

/** A hash of a password nobody has, compared against for unknown users so timing reveals nothing. */
export function dummyHash(): Promise<string> {
  dummyHashPromise ??= hashPassword(randomBytes(12).toString('hex')).catch((error: unknown) => {
    dummyHashPromise = undefined;
    throw error;
  });
  return dummyHashPromise;
}
