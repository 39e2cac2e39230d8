import { webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newIdempotencyKey } from './idempotencyKey';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newIdempotencyKey', () => {
  it('is a v4 UUID, new each time', () => {
    const a = newIdempotencyKey(webcrypto as Crypto);
    expect(a).toMatch(UUID_V4);
    expect(newIdempotencyKey(webcrypto as Crypto)).not.toBe(a);
  });

  it('works without randomUUID (plain-http pages)', () => {
    const key = newIdempotencyKey({
      getRandomValues: webcrypto.getRandomValues.bind(webcrypto) as Crypto['getRandomValues'],
    });
    expect(key).toMatch(UUID_V4);
  });
});
