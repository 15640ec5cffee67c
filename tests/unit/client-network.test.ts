/** What one client is counted as (routes/_app/http.ts clientNetwork): an IPv4 address, or an IPv6 address's /64. */
import { describe, expect, it } from 'vitest';
import { clientNetwork } from '../../routes/_app/http';

describe('clientNetwork', () => {
  it('an IPv4 address is itself, written plainly or as IPv6', () => {
    expect(clientNetwork('198.51.100.23')).toBe('198.51.100.23');
    expect(clientNetwork('::ffff:198.51.100.23')).toBe('198.51.100.23');
  });

  it('every address of one IPv6 /64 is the same network, however it is written', () => {
    const network = '2001:db8:7:9::/64';
    for (const ip of ['2001:db8:7:9::1', '2001:0db8:0007:0009:ffff:1:2:3', '2001:DB8:7:9:0:0:0:0', '2001:db8:7:9::']) expect(clientNetwork(ip)).toBe(network);
    expect(clientNetwork('2001:db8:7:a::1')).not.toBe(network);
    expect(clientNetwork('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
  });
});
