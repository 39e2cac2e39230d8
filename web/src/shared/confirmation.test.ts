import { describe, expect, it } from 'vitest';
import { CONFIRMATION_DEFAULT, isConfirmed } from './confirmation';

describe('isConfirmed', () => {
  it('starts as N, which does not confirm', () => {
    expect(CONFIRMATION_DEFAULT).toBe('N');
    expect(isConfirmed(CONFIRMATION_DEFAULT)).toBe(false);
  });

  it('confirms only on Y, trimmed', () => {
    expect(isConfirmed('Y')).toBe(true);
    expect(isConfirmed(' Y ')).toBe(true);
  });

  it.each(['N', 'y', 'yes', 'YES', '', ' ', null, undefined])('does not confirm on %j', (value) => {
    expect(isConfirmed(value)).toBe(false);
  });
});
