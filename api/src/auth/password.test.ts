import { afterEach, describe, expect, it } from 'vitest';
import { HttpProblem, PROBLEM_TYPES } from '../shared/problem.ts';
import {
  PASSWORD_HASHING_DEFAULTS,
  hashPassword,
  limitPasswordHashing,
  passwordHashingLoad,
  verifyPassword,
} from './password.ts';

describe('password hashing', () => {
  afterEach(() => limitPasswordHashing(PASSWORD_HASHING_DEFAULTS));

  it('leaves half of libuv’s thread pool to other work by default', () => {
    const pool = Number(process.env.UV_THREADPOOL_SIZE) || 4;
    expect(PASSWORD_HASHING_DEFAULTS.concurrency).toBe(Math.max(1, Math.floor(pool / 2)));
  });

  it('hashes at most the configured number at once; the rest wait their turn', async () => {
    limitPasswordHashing({ concurrency: 2, maxQueue: 100 });
    const hash = await hashPassword('correct horse');
    const checks = Array.from({ length: 6 }, (_, i) => verifyPassword(i % 2 ? 'correct horse' : 'wrong', hash));
    expect(passwordHashingLoad()).toEqual({ active: 2, waiting: 4 });
    expect(await Promise.all(checks)).toEqual([false, true, false, true, false, true]);
    expect(passwordHashingLoad()).toEqual({ active: 0, waiting: 0 });
  });

  it('refuses a hash with 503 and Retry-After when the queue is full, and serves the rest', async () => {
    limitPasswordHashing({ concurrency: 1, maxQueue: 2 });
    const hash = await hashPassword('correct horse');
    const checks = Array.from({ length: 5 }, () =>
      verifyPassword('correct horse', hash).then(
        (ok) => ok,
        (error: unknown) => error,
      ),
    );
    const results = await Promise.all(checks);
    // One hashing, two waiting: the fourth and the fifth find the queue full.
    expect(results.slice(0, 3)).toEqual([true, true, true]);
    const refused = results.slice(3) as HttpProblem[];
    expect(refused.every((r) => r instanceof HttpProblem)).toBe(true);
    // Its own problem type: a client (the gateway) tells "too many sign-ins" from "the server is down".
    expect(refused[0]).toMatchObject({ status: 503, retryAfterSeconds: 2, type: PROBLEM_TYPES.tooManySignIns });
    expect(refused[0]!.message).toBe('Too many sign-ins are being checked at once; try again in 2 seconds');
  });
});
