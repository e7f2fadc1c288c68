import { afterEach, describe, expect, it } from 'vitest';
import { EMBED_DATA_ELEMENT_ID } from '@hireloop/sdk/constants';
import { readAuthorizeParams, readEmbedConfig, readWidgetParams } from './config';

afterEach(() => document.head.replaceChildren());

function block(json: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = EMBED_DATA_ELEMENT_ID;
  script.textContent = json;
  document.head.append(script);
}

describe("the server's data block", () => {
  it('reads the widget, the key, the verified partner origin and the names', () => {
    block(
      JSON.stringify({
        widget: 'subscription',
        publishableKey: 'pk_1',
        parentOrigin: 'https://partner.example',
        partnerName: 'Bootcamp',
        appOrigin: 'https://hireloop.example',
      }),
    );
    expect(readEmbedConfig()).toEqual({
      widget: 'subscription',
      publishableKey: 'pk_1',
      parentOrigin: 'https://partner.example',
      partnerName: 'Bootcamp',
      appOrigin: 'https://hireloop.example',
      error: null,
    });
  });

  it("carries the server's error; a missing or broken block is an unknown key", () => {
    block(
      JSON.stringify({
        widget: 'job-request',
        error: 'origin-not-allowed',
        parentOrigin: 'https://x.example',
      }),
    );
    expect(readEmbedConfig()).toMatchObject({
      error: 'origin-not-allowed',
      parentOrigin: 'https://x.example',
    });
    document.head.replaceChildren();
    expect(readEmbedConfig()).toMatchObject({ error: 'unknown-key', parentOrigin: null });
    block('{not json');
    expect(readEmbedConfig().error).toBe('unknown-key');
    block(JSON.stringify({ widget: 'job-request', error: 'something-else' }));
    expect(readEmbedConfig().error).toBe('unknown-key');
  });
});

describe("the widget's attributes from the address", () => {
  it('reads type, account type, theme, return address and a checkout result', () => {
    expect(
      readWidgetParams(
        '?type=task&account-type=talent&theme=dark&return=https%3A%2F%2Fp.example%2Fthanks&checkout=success&checkout_id=co_1',
      ),
    ).toEqual({
      type: 'task',
      accountType: 'talent',
      theme: 'dark',
      returnUrl: 'https://p.example/thanks',
      checkout: { result: 'success', id: 'co_1' },
    });
  });

  it('falls back to the defaults for values it does not take', () => {
    expect(
      readWidgetParams(
        '?type=gig&account-type=admin&theme=blue&return=javascript:alert(1)&checkout=maybe&checkout_id=co_1',
      ),
    ).toEqual({
      type: 'job',
      accountType: 'employer',
      theme: 'auto',
      returnUrl: undefined,
      checkout: null,
    });
  });
});

describe("the sign-in window's address", () => {
  it('reads the purpose, the new account type and the nonce, with safe defaults', () => {
    expect(readAuthorizeParams('?purpose=subscription&role=talent&nonce=n1')).toEqual({
      purpose: 'subscription',
      role: 'talent',
      nonce: 'n1',
    });
    expect(readAuthorizeParams('?purpose=admin&role=admin')).toEqual({
      purpose: 'job-request',
      role: 'employer',
      nonce: '',
    });
  });
});
