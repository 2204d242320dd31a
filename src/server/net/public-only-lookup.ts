import { type LookupAddress, lookup } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { isPublicAddress } from '../push/endpoint-policy';

export class NonPublicAddress extends Error {}

/**
 * DNS resolution that lets a connection reach only the addresses `accepts` allows: every answer must
 * pass. It runs inside the connection itself (the socket connects to what this returns), so a name
 * cannot pass a check and then resolve elsewhere when connecting (DNS rebinding).
 */
function lookupOnly(accepts: (address: string) => boolean): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
      if (err) return callback(err, '', 0);
      const bad = addresses.find((a) => !accepts(a.address));
      if (bad || addresses.length === 0) {
        return callback(new NonPublicAddress(`${hostname} resolves to ${bad?.address ?? 'nothing'}`), '', 0);
      }
      if (options.all) return callback(null, addresses);
      return callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

/** For connections to hosts a user chose (push services, a bank's API Pix): public addresses only. */
export const publicOnlyLookup: LookupFunction = lookupOnly(isPublicAddress);

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** 127.0.0.0/8 and ::1 (an IPv4-mapped ::ffff:127.x is read as its IPv4 address). */
export function isLoopbackAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const plain = mapped ?? address;
  const family = isIP(plain);
  if (family === 4) return loopback.check(plain, 'ipv4');
  if (family === 6) return loopback.check(plain, 'ipv6');
  return false;
}

/** Tests only (TINTA_TEST_PIX_API_CA): this machine and nothing else — a bank double on loopback. */
export const loopbackOnlyLookup: LookupFunction = lookupOnly(isLoopbackAddress);
