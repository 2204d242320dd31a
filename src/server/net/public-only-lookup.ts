import { type LookupAddress, lookup } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { isPublicAddress } from '../push/endpoint-policy';

export class NonPublicAddress extends Error {}

/**
 * DNS resolution for connections to hosts a user chose (push services, a bank's API Pix): every
 * answer must be a public address. It runs inside the connection itself (the socket connects to
 * what this returns), so a name cannot pass a check and then resolve elsewhere when connecting
 * (DNS rebinding).
 */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  lookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
    if (err) return callback(err, '', 0);
    const bad = addresses.find((a) => !isPublicAddress(a.address));
    if (bad || addresses.length === 0) {
      return callback(new NonPublicAddress(`${hostname} resolves to ${bad?.address ?? 'nothing'}`), '', 0);
    }
    if (options.all) return callback(null, addresses);
    return callback(null, addresses[0]!.address, addresses[0]!.family);
  });
};
