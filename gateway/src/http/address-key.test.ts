import { describe, expect, it } from 'vitest';
import { addressKey as apiAddressKey } from '../../../api/src/auth/login-throttle.ts';
import { addressKey } from './address-key.ts';

const cases: Array<[string, string]> = [
  ['2001:db8:1:2:aaaa::1', '2001:db8:1:2::/64'],
  ['2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
  ['2001:0db8::7', '2001:db8:0:0::/64'],
  ['fe80::1%eth0', 'fe80:0:0:0::/64'],
  ['::1', '0:0:0:0::/64'],
  ['::ffff:192.0.2.9', '192.0.2.9'],
  ['192.0.2.9', '192.0.2.9'],
  ['unknown', 'unknown'],
];

describe('addressKey (the gateway’s per-address limits)', () => {
  it('counts an IPv6 address by its /64 network, an IPv4 one as itself', () => {
    for (const [address, key] of cases) expect(addressKey(address), address).toBe(key);
  });

  it('keys every address as the api’s sign-in throttle does (the two copies agree)', () => {
    for (const [address] of cases) expect(addressKey(address), address).toBe(apiAddressKey(address));
  });
});
