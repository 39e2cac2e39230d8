import { RateLimiterMemory } from 'rate-limiter-flexible';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginThrottle, SignInLocked, addressKey, normaliseUsername, type LoginLimits } from './login-throttle.ts';

const LIMITS: LoginLimits = {
  maxFailuresPerUsername: 3,
  maxFailuresPerAddress: 5,
  windowSeconds: 60,
  lockoutSeconds: 10,
  maxLockoutSeconds: 35,
};

/** The memory store reads Date.now(): the tests move the clock instead of waiting. */
describe('LoginThrottle', () => {
  let throttle: LoginThrottle;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-01T09:00:00Z') });
    throttle = new LoginThrottle(LIMITS, (options) => new RateLimiterMemory(options));
  });
  afterEach(() => vi.useRealTimers());

  const lockedFor = async (username: string, address: string): Promise<number | undefined> => {
    try {
      await throttle.check(username, address);
      return undefined;
    } catch (error) {
      if (error instanceof SignInLocked) return error.retryAfterSeconds;
      throw error;
    }
  };
  const fail = async (username: string, address: string, times: number) => {
    for (let i = 0; i < times; i++) await throttle.failed(username, address);
  };
  const advance = (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1000);

  it('locks a username at its limit of failures, for that username only', async () => {
    await fail('alice', '10.0.0.1', 2);
    expect(await lockedFor('alice', '10.0.0.1')).toBeUndefined();
    await fail('alice', '10.0.0.2', 1);
    expect(await lockedFor('alice', '10.0.0.3')).toBe(10);
    expect(await lockedFor('bob', '10.0.0.1')).toBeUndefined();
  });

  it('counts a username however it is spelt', async () => {
    expect(normaliseUsername('  Ａlice ')).toBe('alice');
    await fail('Alice', '10.0.0.1', 1);
    await fail(' alice', '10.0.0.1', 1);
    await fail('ALICE ', '10.0.0.1', 1);
    expect(await lockedFor('alice', '10.0.0.9')).toBe(10);
  });

  it('locks an address at its limit of failures, whatever usernames it tried', async () => {
    for (const name of ['a', 'b', 'c', 'd', 'e']) await fail(name, '10.0.0.1', 1);
    expect(await lockedFor('f', '10.0.0.1')).toBe(10);
    expect(await lockedFor('f', '10.0.0.2')).toBeUndefined();
  });

  it('locks a user’s password changes at the limit of wrong current passwords, for that user only, for a while', async () => {
    const changeLockedFor = async (userId: number) => {
      try {
        await throttle.checkPasswordChange(userId);
        return undefined;
      } catch (error) {
        if (error instanceof SignInLocked) return { seconds: error.retryAfterSeconds, message: error.message };
        throw error;
      }
    };
    for (let i = 0; i < 2; i++) await throttle.failedPasswordChange(7);
    expect(await changeLockedFor(7)).toBeUndefined();
    await throttle.failedPasswordChange(7);
    expect(await changeLockedFor(7)).toEqual({
      seconds: 10,
      message: 'Too many wrong current passwords; try again in 10 seconds',
    });
    expect(await changeLockedFor(8)).toBeUndefined();
    expect(await lockedFor('alice', '10.0.0.1')).toBeUndefined(); // sign-in is counted apart
    advance(11);
    expect(await changeLockedFor(7)).toBeUndefined();
    await throttle.failedPasswordChange(7);
    await throttle.succeededPasswordChange(7);
    for (let i = 0; i < 2; i++) await throttle.failedPasswordChange(7);
    expect(await changeLockedFor(7)).toBeUndefined(); // a change that succeeded forgot the earlier failure
  });

  it('counts an IPv6 address by its /64 network, an IPv4 one as itself', async () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8::7')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('::ffff:192.0.2.9')).toBe('192.0.2.9');
    expect(addressKey('192.0.2.9')).toBe('192.0.2.9');
    for (let i = 0; i < 5; i++) await fail(`user${i}`, `2001:db8:1:2::${i + 1}`, 1);
    expect(await lockedFor('someone', '2001:db8:1:2:abcd::99')).toBe(10);
    expect(await lockedFor('someone', '2001:db8:1:3::1')).toBeUndefined();
  });

  it('tells the remaining wait, and unlocks by itself when the lockout ends', async () => {
    await fail('alice', '10.0.0.1', 3);
    advance(4);
    expect(await lockedFor('alice', '10.0.0.1')).toBe(6);
    advance(6.5);
    expect(await lockedFor('alice', '10.0.0.1')).toBeUndefined();
    // A fresh window: one more failure does not lock again.
    await fail('alice', '10.0.0.1', 1);
    expect(await lockedFor('alice', '10.0.0.1')).toBeUndefined();
  });

  it('doubles each further lockout within a day, up to the cap, and starts again after a day', async () => {
    const waits: Array<number | undefined> = [];
    for (let round = 0; round < 4; round++) {
      await fail('alice', `10.0.1.${round}`, 3);
      const wait = await lockedFor('alice', '10.0.0.1');
      waits.push(wait);
      advance((wait ?? 0) + 1);
    }
    expect(waits).toEqual([10, 20, 35, 35]);
    advance(24 * 3600);
    await fail('alice', '10.0.0.1', 3);
    expect(await lockedFor('alice', '10.0.0.1')).toBe(10);
  });

  it('forgets a username’s failures and lockouts on a successful sign-in, not the address’s', async () => {
    await fail('alice', '10.0.0.1', 3);
    advance(11);
    await fail('alice', '10.0.0.2', 2);
    await throttle.succeeded('Alice');
    await fail('alice', '10.0.0.3', 2);
    expect(await lockedFor('alice', '10.0.0.4')).toBeUndefined();
    await fail('alice', '10.0.0.3', 1);
    // The first lockout's length again: the earlier lockout was forgotten too.
    expect(await lockedFor('alice', '10.0.0.4')).toBe(10);
    // 10.0.0.1's 3 failures still count: 2 more lock it.
    await fail('zed', '10.0.0.1', 2);
    expect(await lockedFor('nobody', '10.0.0.1')).toBe(10);
  });

  it('locks once however many failures of requests already past the check arrive together', async () => {
    await Promise.all(Array.from({ length: 8 }, () => throttle.failed('alice', '10.0.0.1')));
    expect(await lockedFor('alice', '10.0.0.2')).toBe(10);
    advance(11);
    await fail('alice', '10.0.0.2', 3);
    // The second lockout, not the eighth.
    expect(await lockedFor('alice', '10.0.0.2')).toBe(20);
  });
});
