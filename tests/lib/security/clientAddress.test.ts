import fc from 'fast-check';
import { UNKNOWN_CLIENT, clientAddress, trustedProxyHops } from '@/lib/security/clientAddress';

const forwardedFor = (value: string) => new Headers({ 'x-forwarded-for': value });

describe('the client address every limit counts', () => {
  test('is the entry the trusted proxy wrote: one hop from the right behind nginx', () => {
    expect(clientAddress(forwardedFor('203.0.113.9'), 1)).toBe('203.0.113.9');
    expect(clientAddress(forwardedFor('198.51.100.1, 203.0.113.9'), 1)).toBe('203.0.113.9');
  });

  test('two hops from the right behind a CDN and nginx', () => {
    expect(clientAddress(forwardedFor('1.1.1.1, 203.0.113.9, 10.0.0.2'), 2)).toBe('203.0.113.9');
    expect(clientAddress(forwardedFor('203.0.113.9'), 2)).toBe('203.0.113.9');
  });

  test('leading entries the client wrote itself change nothing', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.ipV4(), fc.ipV6(), fc.string({ maxLength: 20 })), { maxLength: 6 }), (forged) => {
        const sent = [...forged, '203.0.113.9'].join(', ');
        return clientAddress(forwardedFor(sent), 1) === '203.0.113.9';
      }),
    );
  });

  test('an IPv6 client is counted by its /64 network; IPv4-mapped addresses as IPv4', () => {
    expect(clientAddress(forwardedFor('2001:db8:1:2:aaaa::1'), 1)).toBe('2001:db8:1:2::');
    expect(clientAddress(forwardedFor('2001:db8:1:2:bbbb::9'), 1)).toBe('2001:db8:1:2::');
    expect(clientAddress(forwardedFor('::ffff:192.0.2.7'), 1)).toBe('192.0.2.7');
  });

  test('no header or a malformed entry counts as one unknown client', () => {
    expect(clientAddress(new Headers(), 1)).toBe(UNKNOWN_CLIENT);
    expect(clientAddress(forwardedFor('not an address'), 1)).toBe(UNKNOWN_CLIENT);
  });

  test('TRUSTED_PROXY_HOPS defaults to the shipped nginx (1) and refuses nonsense', () => {
    expect(trustedProxyHops({} as NodeJS.ProcessEnv)).toBe(1);
    expect(trustedProxyHops({ TRUSTED_PROXY_HOPS: '2' } as unknown as NodeJS.ProcessEnv)).toBe(2);
    for (const bad of ['0', '-1', 'two', '1.5', '99']) {
      expect(() => trustedProxyHops({ TRUSTED_PROXY_HOPS: bad } as unknown as NodeJS.ProcessEnv)).toThrow(/TRUSTED_PROXY_HOPS/);
    }
  });
});
