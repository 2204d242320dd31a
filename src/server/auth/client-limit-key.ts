import { isIP } from 'node:net';

/**
 * The one way a client address becomes a per-IP rate-limit key (issue 24 item 4). Every per-IP
 * budget (sign-in, sign-up, reset, booking, anamnese link, calendar feed, invitations…) goes
 * through here, so a sender gets exactly one budget however it writes its address:
 * - IPv4 stays as it is; an IPv4-mapped IPv6 address (`::ffff:10.0.0.1`, what a dual-stack socket
 *   reports) is that IPv4, so both spellings share a budget;
 * - IPv6 is cut to its /64: one subscriber line, one cloud VM, one phone's network gets a whole /64
 *   and can pick a fresh address in it for every request, so a per-address budget binds nothing;
 * - anything else (only a misconfigured or bypassed proxy could hand us one) is kept as bounded
 *   text, so it cannot blow up a key or pass for an address.
 */
export function clientLimitKey(address: string | undefined): string {
  const raw = (address ?? '').trim().toLowerCase();
  // A zone (`fe80::1%eth0`) names the local interface, not the sender.
  const bare = raw.replace(/%.*$/, '');
  const v4 = bare.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
  if (isIP(v4) === 4) return v4;
  if (isIP(bare) === 6) {
    const groups = ipv6Groups(bare);
    // ::ffff:0a00:0001 is the hex spelling of a mapped IPv4.
    if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff)
      return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
    return `${groups
      .slice(0, 4)
      .map((g) => g.toString(16))
      .join(':')}::/64`;
  }
  return `other:${raw.replace(/[^\w.:-]/g, '_').slice(0, 64)}`;
}

/** The eight 16-bit groups of a valid IPv6 address (with `::` and a dotted IPv4 tail expanded). */
function ipv6Groups(address: string): number[] {
  let text = address;
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, rest] = text.split('::') as [string, string | undefined];
  const parse = (part: string | undefined) =>
    part ? part.split(':').map((g) => Number.parseInt(g, 16)) : [];
  const left = parse(head);
  const right = parse(rest);
  const zeros = rest === undefined ? [] : Array<number>(8 - left.length - right.length).fill(0);
  return [...left, ...zeros, ...right];
}
