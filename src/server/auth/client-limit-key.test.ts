import { describe, expect, it } from 'vitest';
import { clientLimitKey } from './client-limit-key';

describe('clientLimitKey: one budget per sender', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(clientLimitKey('203.0.113.7')).toBe('203.0.113.7');
  });

  it.each(['::ffff:203.0.113.7', '::FFFF:203.0.113.7', '::ffff:cb00:7107', '0:0:0:0:0:ffff:cb00:7107'])(
    'reads the IPv4-mapped %s as the IPv4 it carries',
    (mapped) => {
      expect(clientLimitKey(mapped)).toBe('203.0.113.7');
    },
  );

  it('puts every address of one IPv6 /64 under the same key', () => {
    const keys = new Set(
      [
        '2001:db8:1:2::1',
        '2001:db8:1:2:ffff:ffff:ffff:ffff',
        '2001:0DB8:0001:0002:1234:5678:9abc:def0',
        '2001:db8:1:2:a:b:1.2.3.4',
        '2001:db8:1:2::7%eth0',
      ].map(clientLimitKey),
    );
    expect([...keys]).toEqual(['2001:db8:1:2::/64']);
  });

  it('gives neighbouring /64s their own keys', () => {
    expect(clientLimitKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(clientLimitKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientLimitKey('::1')).toBe('0:0:0:0::/64');
    expect(clientLimitKey('fe80::1')).toBe('fe80:0:0:0::/64');
  });

  it('keeps what is not an address as bounded text that cannot pass for one', () => {
    expect(clientLimitKey(undefined)).toBe('other:');
    expect(clientLimitKey('unknown')).toBe('other:unknown');
    expect(clientLimitKey(`x y;${'a'.repeat(500)}`)).toHaveLength('other:'.length + 64);
    expect(clientLimitKey('999.1.1.1')).toMatch(/^other:/);
  });
});
