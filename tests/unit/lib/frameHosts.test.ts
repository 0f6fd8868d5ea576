import { describe, expect, it } from 'vitest';
import { frameAllowed, parseFrameHosts } from '@/lib/frameHosts';

const SHOP = 'https://shop.example.com';
const allowance = {
  origin: SHOP,
  domain: 'https://img.example.com',
  hosts: ['https://help.example.com', 'https://pay.example.com'],
};
const allowed = (address: unknown) => frameAllowed(address, allowance);

describe('frameAllowed', () => {
  it('frames the shop itself, the configured domain and the listed origins', () => {
    expect(allowed('https://shop.example.com/pages/about/textTemplate?id=1')).toBe(true);
    expect(allowed('https://img.example.com/promo/summer.html')).toBe(true);
    expect(allowed('https://help.example.com/faq#pay')).toBe(true);
    expect(allowed('https://pay.example.com')).toBe(true);
  });

  it('does not frame any other host', () => {
    expect(allowed('https://evil.example.net/login')).toBe(false);
    expect(allowed('https://example.com')).toBe(false);
    expect(allowed('https://help.example.com.evil.net/')).toBe(false);
    expect(allowed('https://evilhelp.example.com/')).toBe(false);
    expect(allowed('https://evil.net#@help.example.com')).toBe(false);
    expect(allowed('https://evil.net/?u=https://help.example.com')).toBe(false);
  });

  it('needs https for every origin but the shop own', () => {
    expect(allowed('http://help.example.com/faq')).toBe(false);
    expect(allowed('http://img.example.com/a.html')).toBe(false);
    expect(allowed('http://shop.example.com/')).toBe(false);
    expect(frameAllowed('http://localhost:4183/x', { origin: 'http://localhost:4183' })).toBe(true);
    expect(frameAllowed('http://localhost:4184/x', { origin: 'http://localhost:4183' })).toBe(
      false,
    );
  });

  it('refuses credentials in the address (userinfo tricks)', () => {
    expect(allowed('https://help.example.com@evil.net/')).toBe(false);
    expect(allowed('https://user:pw@help.example.com/')).toBe(false);
    expect(allowed('https://shop.example.com@evil.net/')).toBe(false);
    expect(allowed('https://help.example.com%40evil.net/')).toBe(false);
    expect(allowed('https://help.example.com\\@evil.net/')).toBe(false);
  });

  it('compares ports exactly (the default port is the same origin)', () => {
    expect(allowed('https://help.example.com:443/faq')).toBe(true);
    expect(allowed('https://help.example.com:8443/faq')).toBe(false);
    expect(allowed('https://shop.example.com:444/')).toBe(false);
  });

  it('reads scheme and host in any case', () => {
    expect(allowed('HTTPS://HELP.EXAMPLE.COM/FAQ')).toBe(true);
    expect(allowed('https://Img.Example.Com/x')).toBe(true);
  });

  it('refuses a host ending in a dot (another name the policy does not list)', () => {
    expect(allowed('https://help.example.com./faq')).toBe(false);
    expect(allowed('https://shop.example.com./')).toBe(false);
  });

  it('refuses what is no http(s) link at all', () => {
    for (const value of [
      '',
      undefined,
      null,
      42,
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '//help.example.com/',
      'https:help.example.com',
      ' https://evil.net',
      'https://help.example.com/\nx',
    ]) {
      expect(allowed(value), String(value)).toBe(false);
    }
  });

  it('reads the configured domain as an origin, a bare host or a path of the shop', () => {
    const with_ = (domain: string) => ({ ...allowance, domain, hosts: [] });
    expect(
      frameAllowed('https://img.example.com/a', with_('https://img.example.com/static/')),
    ).toBe(true);
    expect(frameAllowed('https://img.example.com/a', with_('img.example.com'))).toBe(true);
    expect(frameAllowed('https://img.example.com/a', with_('http://img.example.com'))).toBe(false);
    expect(frameAllowed('https://img.example.com/a', with_('javascript:alert(1)'))).toBe(false);
    expect(frameAllowed('https://evil.net/', with_('/images/'))).toBe(false);
    expect(frameAllowed('https://evil.net/', with_('https://evil.net@img.example.com'))).toBe(
      false,
    );
    expect(frameAllowed('https://img.example.com/a', { origin: SHOP, hosts: [] })).toBe(false);
  });
});

describe('parseFrameHosts', () => {
  it('reads a comma-separated list of https origins', () => {
    expect(parseFrameHosts('https://help.example.com, https://PAY.example.com/')).toEqual([
      'https://help.example.com',
      'https://pay.example.com',
    ]);
    expect(parseFrameHosts('https://help.example.com:8443')).toEqual([
      'https://help.example.com:8443',
    ]);
  });

  it('drops entries that are no bare https origin', () => {
    expect(
      parseFrameHosts(
        'http://help.example.com,https://a.com/path,https://u@b.com,*,https://c.com.,,javascript:x',
      ),
    ).toEqual([]);
    expect(parseFrameHosts(undefined)).toEqual([]);
    expect(parseFrameHosts('')).toEqual([]);
  });
});
