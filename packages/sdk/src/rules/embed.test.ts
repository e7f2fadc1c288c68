import { describe, expect, it } from 'vitest';
import { isAllowedOrigin, isAllowedReturnUrl, webOriginOf, withCheckoutResult } from './embed';

describe('webOriginOf', () => {
  it('gives the origin as the browser serialises it', () => {
    expect(webOriginOf('https://partner.example')).toBe('https://partner.example');
    expect(webOriginOf('https://Partner.EXAMPLE/')).toBe('https://partner.example');
    expect(webOriginOf('https://partner.example:443')).toBe('https://partner.example');
    expect(webOriginOf('http://127.0.0.1:3001')).toBe('http://127.0.0.1:3001');
    expect(webOriginOf('  https://partner.example  ')).toBe('https://partner.example');
    expect(webOriginOf('http://[::1]:3000')).toBe('http://[::1]:3000');
    expect(webOriginOf('https://bücher.example')).toBe('https://xn--bcher-kva.example');
    expect(webOriginOf('https://my-site.co.uk')).toBe('https://my-site.co.uk');
  });

  it('refuses anything that is not exactly an http or https origin', () => {
    for (const text of [
      '',
      'partner.example',
      'https://partner.example/jobs',
      'https://partner.example/?q=1',
      'https://partner.example/?',
      'https://partner.example#top',
      'https://user:pass@partner.example',
      'ftp://partner.example',
      'javascript:alert(1)',
      'data:text/html,hi',
      'null',
      '*',
      'https://*.example',
      'https://a;b.example',
      "https://a'b.example",
      'https://a!b.example',
      'https://a$b.example',
    ]) {
      expect(webOriginOf(text), text).toBeNull();
    }
  });
});

describe('isAllowedOrigin', () => {
  const allowed = ['https://partner.example', 'http://127.0.0.1:3001'];

  it('matches exactly, never by prefix or substring', () => {
    expect(isAllowedOrigin('https://partner.example', allowed)).toBe(true);
    expect(isAllowedOrigin('http://127.0.0.1:3001', allowed)).toBe(true);
    expect(isAllowedOrigin('https://partner.example.evil.test', allowed)).toBe(false);
    expect(isAllowedOrigin('https://evil-partner.example', allowed)).toBe(false);
    expect(isAllowedOrigin('http://partner.example', allowed)).toBe(false);
    expect(isAllowedOrigin('http://127.0.0.1:3002', allowed)).toBe(false);
    expect(isAllowedOrigin('null', allowed)).toBe(false);
  });
});

describe('isAllowedReturnUrl', () => {
  const allowed = ['https://partner.example'];

  it('takes an address on an allowed origin, with any path and query', () => {
    expect(isAllowedReturnUrl('https://partner.example/thanks?x=1#done', allowed)).toBe(true);
  });

  it('refuses other origins, schemes and relative addresses (no open redirect)', () => {
    for (const address of [
      'https://partner.example.evil.test/thanks',
      'https://evil.test/?https://partner.example',
      'https://user@partner.example/thanks',
      'javascript://partner.example/%0aalert(1)',
      '/thanks',
      '//evil.test',
    ]) {
      expect(isAllowedReturnUrl(address, allowed), address).toBe(false);
    }
  });
});

describe('withCheckoutResult', () => {
  it('adds the result and the checkout id, keeping the rest and replacing an earlier result', () => {
    const back = withCheckoutResult(
      'https://partner.example/thanks?ref=x&hireloop_checkout=canceled#top',
      'success',
      'co_123',
    );
    const url = new URL(back);
    expect(url.origin + url.pathname).toBe('https://partner.example/thanks');
    expect(url.searchParams.get('ref')).toBe('x');
    expect(url.searchParams.getAll('hireloop_checkout')).toEqual(['success']);
    expect(url.searchParams.get('hireloop_checkout_id')).toBe('co_123');
    expect(url.hash).toBe('#top');
  });
});
