import { isIP } from 'node:net';

/**
 * The client a per-address limit counts (audit GT): an IPv4 address as it is; an IPv6 address by its /64 network, the
 * block one home, one phone or one rented server is given whole (RFC 6177), so a script cannot rotate through its own
 * 2^64 addresses to pass every per-address limit (one /64 opened 600 visitor carts at an hour's ceiling of 500, and as
 * many sign-in guesses); an IPv4 address written as IPv6 (`::ffff:203.0.113.9`, a dual-stack socket) as the IPv4
 * address, so that one client is one key however it connects. Anything else (not an address) is answered unchanged.
 */
export function addressKey(ip: string): string {
  const bare = ip.split('%')[0] ?? ip;
  if (isIP(bare) !== 6) return ip;
  const groups = ipv6Groups(bare);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [hi, lo] = [groups[6]!, groups[7]!];
    return `${hi >> 8}.${hi & 0xff}.${lo >> 8}.${lo & 0xff}`;
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a dotted IPv4 tail read as two groups). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const part = (s: string | undefined) => (s ? s.split(':').map((g) => Number.parseInt(g, 16)) : []);
  const front = part(head);
  const back = part(tail);
  const middle = tail === undefined ? [] : new Array<number>(8 - front.length - back.length).fill(0);
  return [...front, ...middle, ...back];
}
