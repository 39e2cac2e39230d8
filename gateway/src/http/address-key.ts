import { isIPv6 } from 'node:net';

/**
 * The client address as the gateway's per-address limits count it, as the api's sign-in throttle does
 * (api/src/auth/login-throttle.ts, addressKey; the two servers share no code, so this is its copy): an IPv4 address
 * as itself (also when written IPv4-mapped, as Node reports it on a dual-stack socket), an IPv6 address by its /64
 * network, since one subscriber usually holds a whole /64 and could otherwise count afresh from 2^64 addresses.
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
