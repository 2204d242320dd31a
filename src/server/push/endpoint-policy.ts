import { BlockList, isIP } from 'node:net';

/**
 * Which push endpoints the server stores and POSTs to. An endpoint is a URL the browser hands us,
 * so whoever signs in chooses where the server sends requests: without a policy that is a
 * server-side request forgery (issue 12). Production uses `browserPushServices`; only tests pass
 * another policy, through `ServerOptions` (never from the environment).
 */
export interface PushEndpointPolicy {
  /** The endpoint's scheme, host and port belong to a push service we deliver to. */
  accepts(endpoint: URL): boolean;
  /** At send time, refuse a host whose DNS answers include any non-public address. */
  publicAddressesOnly: boolean;
}

/**
 * The push services browsers actually subscribe with (the endpoint's host is fixed by the browser,
 * not by the page): Chrome, Edge on Android, Opera and Samsung Internet use Firebase Cloud Messaging;
 * Firefox uses Mozilla autopush; Edge on Windows uses WNS; Safari (macOS and iOS 16.4+) uses Apple's.
 */
// Recent Chromium subscribes at https://jmt17.google.com/fcm/send/… (older ones at
// fcm.googleapis.com/fcm/send/ and /wp/): all three prefixes are in its binary.
const exactHosts = new Set(['fcm.googleapis.com', 'jmt17.google.com', 'updates.push.services.mozilla.com']);
const hostSuffixes = ['.push.services.mozilla.com', '.notify.windows.com', '.push.apple.com'];
const hostname = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,}$/;

export function isBrowserPushService(endpoint: URL): boolean {
  if (endpoint.protocol !== 'https:' || endpoint.port !== '') return false;
  if (endpoint.username || endpoint.password) return false;
  const host = endpoint.hostname;
  if (!hostname.test(host)) return false; // IP literals, trailing dots, odd characters
  return exactHosts.has(host) || hostSuffixes.some((suffix) => host.endsWith(suffix));
}

export const browserPushServices: PushEndpointPolicy = {
  accepts: isBrowserPushService,
  publicAddressesOnly: true,
};

/** Parses and checks in one step; a string that is not a URL is refused. */
export function acceptsEndpoint(policy: PushEndpointPolicy, endpoint: string): boolean {
  try {
    return policy.accepts(new URL(endpoint));
  } catch {
    return false;
  }
}

/**
 * Addresses a push must never reach even if DNS says so: this machine, private networks, cloud
 * metadata, carrier NAT, documentation/benchmark ranges, multicast, and IPv6 forms that embed an
 * IPv4 address (mapped, NAT64, 6to4, Teredo) which could point back inside.
 */
// Two lists: Node's BlockList matches an IPv4 address against IPv6 rules through its mapped form.
const nonPublic4 = new BlockList();
const nonPublic6 = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, incl. 169.254.169.254 metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  nonPublic4.addSubnet(net, bits, 'ipv4');
}
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96], // NAT64
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 32], // Teredo
  ['2001:db8::', 32],
  ['2002::', 16], // 6to4
  ['fc00::', 7], // unique local, incl. fd00:ec2::254 metadata
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  nonPublic6.addSubnet(net, bits, 'ipv6');
}
const globalUnicast6 = new BlockList();
globalUnicast6.addSubnet('2000::', 3, 'ipv6');

/** True only for a public unicast address (anything unparseable counts as not public). */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !nonPublic4.check(address, 'ipv4');
  // Only 2000::/3 is global unicast, which also leaves out IPv4-mapped (::ffff:0:0/96) addresses.
  if (family === 6) return globalUnicast6.check(address, 'ipv6') && !nonPublic6.check(address, 'ipv6');
  return false;
}
