import { act, render } from '@testing-library/react';
import { StrictMode, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { message } from './protocol';
import { JobRequestWidget, SubscriptionWidget } from './react';

afterEach(() => document.body.replaceChildren());

const HIRELOOP = 'https://hireloop.example';

describe('the React wrapper', () => {
  it('renders the element with its attributes and defines it', () => {
    const { container } = render(
      <JobRequestWidget
        hireloopOrigin={HIRELOOP}
        publishableKey="pk_1"
        type="task"
        theme="dark"
        minHeight={400}
        className="my-widget"
      />,
    );
    const element = container.querySelector('hireloop-job-request')!;
    expect(element.getAttribute('publishable-key')).toBe('pk_1');
    expect(element.getAttribute('hireloop-origin')).toBe(HIRELOOP);
    expect(element.getAttribute('min-height')).toBe('400');
    expect(element.className).toBe('my-widget');
    expect(customElements.get('hireloop-job-request')).toBeDefined();
    const src = new URL(element.shadowRoot!.querySelector('iframe')!.src);
    expect(src.origin).toBe(HIRELOOP);
    expect(src.searchParams.get('type')).toBe('task');
  });

  it('mounts and unmounts cleanly, again and again (strict mode, navigation)', () => {
    function App() {
      const [shown, setShown] = useState(true);
      return (
        <>
          <button onClick={() => setShown((value) => !value)}>toggle</button>
          {shown ? (
            <SubscriptionWidget
              hireloopOrigin={HIRELOOP}
              publishableKey="pk_1"
              accountType="talent"
            />
          ) : null}
        </>
      );
    }
    const { container, getByText } = render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
    for (let round = 0; round < 5; round += 1) {
      act(() => getByText('toggle').click());
      expect(container.querySelectorAll('hireloop-subscription')).toHaveLength(0);
      act(() => getByText('toggle').click());
      const elements = container.querySelectorAll('hireloop-subscription');
      expect(elements).toHaveLength(1);
      expect(elements[0]!.shadowRoot!.querySelectorAll('iframe')).toHaveLength(1);
    }
  });

  it('calls the latest handler of each event', async () => {
    const first = vi.fn();
    const second = vi.fn();
    const { container, rerender } = render(
      <JobRequestWidget hireloopOrigin={HIRELOOP} publishableKey="pk_1" onSubmitted={first} />,
    );
    rerender(
      <JobRequestWidget hireloopOrigin={HIRELOOP} publishableKey="pk_1" onSubmitted={second} />,
    );
    const element = container.querySelector('hireloop-job-request')!;
    element.dispatchEvent(new CustomEvent('hireloop:submitted', { detail: { jobRequestId: 5 } }));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith({ jobRequestId: 5 });
    // Not a protocol message: the element's own events are what the props hear.
    expect(message('ready', {}).type).toBe('ready');
  });
});
