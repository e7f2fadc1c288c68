import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

describe('on a server (SSR)', () => {
  it('imports without a window and renders the elements as plain tags', async () => {
    expect(typeof window).toBe('undefined');
    const widgets = await import('../src/index');
    // Defining does nothing where there is no DOM.
    expect(() =>
      widgets.defineHireloopElements({ origin: 'https://hireloop.example' }),
    ).not.toThrow();
    const { JobRequestWidget, SubscriptionWidget } = await import('../src/react');
    const html = renderToString(
      <>
        <JobRequestWidget
          hireloopOrigin="https://hireloop.example"
          publishableKey="pk_1"
          type="project"
        />
        <SubscriptionWidget
          hireloopOrigin="https://hireloop.example"
          publishableKey="pk_1"
          accountType="talent"
        />
      </>,
    );
    expect(html).toContain(
      '<hireloop-job-request hireloop-origin="https://hireloop.example" publishable-key="pk_1" type="project">',
    );
    expect(html).toContain('account-type="talent"');
  });
});
