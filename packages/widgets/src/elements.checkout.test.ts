// @vitest-environment-options {"url": "https://partner.example/thanks?plan=pro&hireloop_checkout=success&hireloop_checkout_id=co_9"}
import { afterEach, describe, expect, it } from 'vitest';
import { CHECKOUT_OWNER_KEY, defineHireloopElements } from './elements';

afterEach(() => document.body.replaceChildren());

const frameQuery = (tag: string) => {
  const element = document.createElement(tag);
  element.setAttribute('publishable-key', 'pk_1');
  document.body.append(element);
  return new URL(element.shadowRoot!.querySelector('iframe')!.src).searchParams;
};

describe('coming back from checkout', () => {
  it('the widget that sent the visitor gets the result; the return address drops it', () => {
    // The job request widget sent the visitor to checkout from this page.
    sessionStorage.setItem(CHECKOUT_OWNER_KEY, 'job-request');
    defineHireloopElements({ origin: 'https://hireloop.example' });
    expect(sessionStorage.getItem(CHECKOUT_OWNER_KEY)).toBeNull();

    const jobRequest = frameQuery('hireloop-job-request');
    expect(jobRequest.get('checkout')).toBe('success');
    expect(jobRequest.get('checkout_id')).toBe('co_9');
    expect(jobRequest.get('return')).toBe('https://partner.example/thanks?plan=pro');
    // Mounted again (single-page navigation): the same answer.
    expect(frameQuery('hireloop-job-request').get('checkout_id')).toBe('co_9');

    const subscription = frameQuery('hireloop-subscription');
    expect(subscription.get('checkout')).toBeNull();
    expect(subscription.get('checkout_id')).toBeNull();
  });
});
