/**
 * Issue 15: the widgets partner sites embed, on a real second origin — the partner demo page the
 * server runs (http://127.0.0.1:{port}, another site than the app's http://localhost:{port}) —
 * in Chromium with third-party cookies blocked, which every journey checks first.
 *
 * 1. A subscribed employer signs in through the Hireloop window, posts a job request in the job
 *    request widget; the page hears `hireloop:submitted` with its id; the app lists it.
 * 2. A new visitor picks the monthly employer plan in the subscription widget, registers in the
 *    window, pays on the local checkout, lands back on the partner page with the result; the app
 *    shows the active plan.
 * 3. A page on an origin the partner did not register gets no widget and the loader reports the
 *    error; the widget page framed there directly is refused by its frame-ancestors.
 * 4. Messages forged by other frames on the partner page change nothing.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Frame, type Locator, type Page } from '@playwright/test';
import { DEMO, baseURL, newUser } from './helpers';

/** The partner demo page's origin (the global setup starts it beside the server). */
function partnerOrigin(): string {
  const origin = process.env.E2E_PARTNER_ORIGIN;
  if (!origin)
    throw new Error('E2E_PARTNER_ORIGIN is not set: run the tests through playwright.config.ts');
  return origin;
}

/** The demo partner's publishable key (apps/server: created when the partner demo runs). */
const DEMO_KEY = 'pk_demo_hireloop_partner';

/** The event log of the partner demo page (what the widgets told the page). */
const eventLog = (page: Page) => page.locator('#event-log');
const logged = (page: Page, event: string) => eventLog(page).locator(`li[data-event="${event}"]`);

const jobRequestFrame = (page: Page) => page.frameLocator('hireloop-job-request iframe');
const subscriptionFrame = (page: Page) => page.frameLocator('hireloop-subscription iframe');

/**
 * The precondition of every journey: this browser blocks third-party cookies. A cookie made for
 * third-party use (`SameSite=None; Secure`), set on Hireloop's origin by a Hireloop page, is not
 * sent with the request of a Hireloop frame under the partner's page.
 */
async function expectThirdPartyCookiesBlocked(page: Page) {
  await page.goto(`${baseURL()}/api/health`);
  await page.evaluate(() => {
    document.cookie = 'third_party_canary=1; SameSite=None; Secure; Path=/';
  });
  expect(await page.evaluate(() => document.cookie)).toContain('third_party_canary');
  const framed = page.waitForRequest((request) =>
    request.url().startsWith(`${baseURL()}/embed/v1/job-request`),
  );
  await page.goto(`${partnerOrigin()}/`);
  const cookie = (await (await framed).allHeaders()).cookie ?? '';
  expect(cookie).not.toContain('third_party_canary');
}

/**
 * Clicks a control inside a widget frame once the page has scrolled it into view and painted it
 * there: a click sent to a cross-origin frame that has just scrolled in can reach the page before
 * the frame's new position does (Chromium throttles frames out of view).
 */
async function clickInView(control: Locator) {
  await control.scrollIntoViewIfNeeded();
  await expect(control).toBeInViewport();
  await control.click();
}

/** Signs in (or registers) in the Hireloop window and agrees; resolves once the window closed. */
async function signInThroughWindow(
  popup: Page,
  account: { email: string; password: string; name?: string },
) {
  await expect(popup).toHaveURL(new RegExp(`^${baseURL()}/embed/v1/authorize\\?`));
  if (account.name) {
    await popup.getByRole('button', { name: 'New to Hireloop? Create an account' }).click();
    await popup.getByLabel('Name').fill(account.name);
  }
  await popup.getByLabel('Email').fill(account.email);
  await popup.getByLabel('Password').fill(account.password);
  await popup.getByRole('button', { name: account.name ? 'Create account' : 'Sign in' }).click();
  await expect(popup.getByRole('heading', { name: /^Continue to / })).toBeVisible();
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Continue' }).click();
  await closed;
}

test('a subscribed employer signs in through the window and posts a job request', async ({
  page,
}) => {
  await expectThirdPartyCookiesBlocked(page);
  const frame = jobRequestFrame(page);
  const title = `Widget project ${Date.now().toString(36)}`;

  await test.step('the widget is ready, sized to its content, and asks to sign in', async () => {
    await expect(logged(page, 'hireloop:ready').first()).toBeAttached();
    await expect(logged(page, 'hireloop:resize').first()).toBeAttached();
    await expect(frame.getByRole('heading', { name: 'Sign in to Hireloop' })).toBeVisible();
  });

  await test.step('the Hireloop window signs in and hands the widget its sign-in', async () => {
    const popup = page.waitForEvent('popup');
    await clickInView(frame.getByRole('button', { name: 'Sign in with Hireloop' }));
    await signInThroughWindow(await popup, DEMO.employer);
    await expect(frame.getByText(/^Signed in to Hireloop as /)).toBeVisible();
  });

  await test.step('the form posts the request; the page hears hireloop:submitted', async () => {
    // The widget's `type="project"` is where the form starts.
    await expect(frame.getByRole('radio', { name: 'Project', exact: true })).toBeChecked();
    await frame.getByLabel('Title').fill(title);
    await frame.getByLabel('Description').fill('Build our alumni job board with us.');
    await clickInView(frame.getByRole('button', { name: 'Post job request' }));
    await expect(frame.getByRole('heading', { name: 'Job request posted' })).toBeVisible();
    const submitted = logged(page, 'hireloop:submitted');
    await expect(submitted).toHaveCount(1);
    await expect(submitted).toHaveText(
      /^hireloop-job-request hireloop:submitted \{"jobRequestId":\d+\}$/,
    );
  });

  await test.step("the request is in the employer's /requests", async () => {
    const text = await logged(page, 'hireloop:submitted').textContent();
    const id = Number(/"jobRequestId":(\d+)/.exec(text ?? '')?.[1]);
    // The window's sign-in was first-party: the app in this browser is signed in.
    await page.goto(`${baseURL()}/requests`);
    await expect(page.getByRole('article', { name: title })).toBeVisible();
    const answer = await page.request.get(`${baseURL()}/api/job-requests/${id}`);
    expect(answer.ok()).toBe(true);
    expect((await answer.json()).title).toBe(title);
  });
});

test('a new visitor subscribes monthly in the subscription widget and comes back with the result', async ({
  page,
}) => {
  await expectThirdPartyCookiesBlocked(page);
  const frame = subscriptionFrame(page);
  const visitor = newUser('employer');

  await test.step('the employer plans, with SPEC §9 prices and labels', async () => {
    await expect(frame.getByRole('radio', { name: /Monthly/ })).toBeChecked();
    await expect(frame.getByRole('region', { name: 'Monthly' })).toContainText('$99');
    await frame.getByRole('radio', { name: /Yearly/ }).check();
    await expect(frame.getByRole('region', { name: 'Yearly' })).toContainText('$840');
    await expect(frame.getByRole('region', { name: 'Yearly' })).toContainText('Save 30%');
    await frame.getByRole('radio', { name: /Monthly/ }).check();
  });

  await test.step('Subscribe: register in the Hireloop window; checkout starts by itself', async () => {
    const popup = page.waitForEvent('popup');
    await clickInView(frame.getByRole('button', { name: 'Subscribe' }));
    await signInThroughWindow(await popup, visitor);
    // Checkout leaves the frame: the partner page's top window goes to it.
    await expect(page).toHaveURL(new RegExp(`^${baseURL()}/checkout/co_[^/?#]+$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Monthly/);
  });

  await test.step('Pay; back on the partner page with the result', async () => {
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page).toHaveURL(
      new RegExp(`^${partnerOrigin()}/\\?hireloop_checkout=success&hireloop_checkout_id=co_`),
    );
    await expect(frame.getByRole('heading', { name: 'You’re subscribed' })).toBeVisible();
    await expect(
      frame.getByText('Your Monthly plan is active on your Hireloop account.'),
    ).toBeVisible();
    // Paid: the choice of plans is gone.
    await expect(frame.getByRole('button', { name: 'Subscribe' })).toHaveCount(0);
    const subscribed = logged(page, 'hireloop:subscribed');
    await expect(subscribed).toHaveCount(1);
    await expect(subscribed).toContainText('"accountType":"employer"');
    await expect(subscribed).toContainText('"billingPeriod":"month"');
  });

  await test.step('the app shows the active plan', async () => {
    await page.goto(`${baseURL()}/subscription`);
    await expect(page.getByText(/Monthly/).first()).toBeVisible();
    const answer = await page.request.get(
      `${baseURL()}/api/stripe/subscription?accountType=employer`,
    );
    expect((await answer.json()).status).toBe('active');
  });
});

/**
 * A page on an origin the partner never registered, served by the test itself (real HTTP, a
 * local address like the partner demo's): the loader, the given elements and an event log.
 */
async function strangerPage(body: string): Promise<{ origin: string; close: () => Promise<void> }> {
  const html = `<!doctype html><html><head><title>Not a partner</title>
<script type="module" src="${baseURL()}/embed/v1/loader.js"></script></head>
<body>${body}
<ol id="event-log"></ol>
<script>
for (const type of ['hireloop:ready', 'hireloop:error', 'hireloop:submitted']) {
  document.addEventListener(type, (event) => {
    const item = document.createElement('li');
    item.dataset.event = type;
    item.textContent = type + ' ' + JSON.stringify(event.detail);
    document.getElementById('event-log').append(item);
  });
}
</script></body></html>`;
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

test('an origin the partner did not register gets no widget, and the loader says why', async ({
  page,
}) => {
  const stranger = await strangerPage(
    `<hireloop-job-request publishable-key="${DEMO_KEY}"></hireloop-job-request>
     <hireloop-subscription publishable-key="pk_nobody_has_this"></hireloop-subscription>`,
  );
  test.info().attach('stranger origin', { body: stranger.origin });
  await page.goto(`${stranger.origin}/`);

  await test.step('the loader reports origin-not-allowed and unknown-key; nothing shows', async () => {
    const errors = logged(page, 'hireloop:error');
    await expect(errors).toHaveCount(2);
    await expect(errors.filter({ hasText: '"code":"origin-not-allowed"' })).toHaveCount(1);
    await expect(errors.filter({ hasText: '"code":"unknown-key"' })).toHaveCount(1);
    await expect(page.locator('hireloop-job-request iframe')).toBeHidden();
    await expect(page.locator('hireloop-subscription iframe')).toBeHidden();
    await expect(logged(page, 'hireloop:ready')).toHaveCount(0);
  });

  await test.step('framed directly, claiming the partner origin, the page is refused', async () => {
    const claimed = new URL(`${baseURL()}/embed/v1/job-request`);
    claimed.searchParams.set('key', DEMO_KEY);
    claimed.searchParams.set('origin', partnerOrigin());
    const answer = await page.request.get(claimed.toString());
    expect(answer.headers()['content-security-policy']).toContain(
      `frame-ancestors ${partnerOrigin()}`,
    );
    await page.evaluate((src) => {
      const frame = document.createElement('iframe');
      frame.id = 'lying';
      frame.name = 'lying';
      frame.src = src;
      document.body.append(frame);
    }, claimed.toString());
    const lying = page.frameLocator('#lying');
    // Chromium replaces a frame refused by frame-ancestors with its error page.
    await expect.poll(() => page.frame('lying')?.url()).toMatch(/^chrome-error:/);
    await expect(lying.getByRole('heading', { name: 'Sign in to Hireloop' })).toHaveCount(0);
  });
  await stranger.close();
});

test('messages forged by other frames on the partner page change nothing', async ({ page }) => {
  await page.goto(`${partnerOrigin()}/`);
  const widget = jobRequestFrame(page);
  await expect(widget.getByRole('heading', { name: 'Sign in to Hireloop' })).toBeVisible();
  await expect(logged(page, 'hireloop:ready')).not.toHaveCount(0);

  // A second frame of the real widget page, owned by no element: a Hireloop-origin window that
  // is not the element's own. And a blank frame of the partner's own origin.
  const widgetUrl = await page
    .locator('hireloop-job-request')
    .evaluate((element) => element.shadowRoot!.querySelector('iframe')!.src);
  await page.evaluate((src) => {
    for (const [id, url] of [
      ['impostor', src],
      ['blank', 'about:blank'],
    ]) {
      const frame = document.createElement('iframe');
      frame.id = id!;
      frame.src = url!;
      document.body.append(frame);
    }
  }, widgetUrl);
  const frames = () => page.frames().filter((f) => f.parentFrame() === page.mainFrame());
  const byUrl = async (test: (url: string) => boolean): Promise<Frame> => {
    await expect.poll(() => frames().filter((f) => test(f.url())).length).toBeGreaterThan(0);
    return frames().find((f) => test(f.url()))!;
  };
  const impostor = await byUrl((url) => url === widgetUrl);
  const blank = await byUrl((url) => url === 'about:blank');

  // Each forging frame ends with a marker; the page counts the markers, so everything forged
  // before them has been delivered (messages from one window arrive in order) when they are in.
  await page.evaluate(() => {
    const page = window as typeof window & { forgedDone?: Promise<void> };
    page.forgedDone = new Promise<void>((resolve) => {
      let seen = 0;
      window.addEventListener('message', (event) => {
        if (event.data === 'forged-done' && ++seen === 3) resolve();
      });
    });
  });
  const forge = (from: Frame) =>
    from.evaluate(() => {
      const forged = (type: string, payload: unknown) => ({
        v: 1,
        type,
        id: `forged-${type}`,
        payload,
      });
      // A handshake with a port, then events over it, and events as window messages.
      const channel = new MessageChannel();
      window.parent.postMessage(forged('hello', { widget: 'job-request', error: null }), '*', [
        channel.port2,
      ]);
      channel.port1.postMessage(forged('submitted', { jobRequestId: 4242 }));
      channel.port1.postMessage(forged('navigate', { url: 'https://evil.example/' }));
      window.parent.postMessage(forged('submitted', { jobRequestId: 4243 }), '*');
      window.parent.postMessage(forged('resize', { height: 9999 }), '*');
      window.parent.postMessage('forged-done', '*');
    });
  await forge(blank);
  await forge(impostor);
  // And the page's own window, posting to itself.
  await page.evaluate(() => {
    window.postMessage({ v: 1, type: 'submitted', id: 'x', payload: { jobRequestId: 4244 } }, '*');
    window.postMessage('forged-done', '*');
  });
  await page.evaluate(() => (window as typeof window & { forgedDone?: Promise<void> }).forgedDone);

  // Nothing forged got through, and the real widget is still there.
  await expect(widget.getByRole('button', { name: 'Sign in with Hireloop' })).toBeVisible();
  await expect(logged(page, 'hireloop:submitted')).toHaveCount(0);
  await expect(page).toHaveURL(`${partnerOrigin()}/`);
  const height = await page
    .locator('hireloop-job-request')
    .evaluate(
      (element) => element.shadowRoot!.querySelector('iframe')!.getBoundingClientRect().height,
    );
  expect(height).toBeLessThan(9999);
  await expect(eventLog(page)).not.toContainText('4242');
  await expect(eventLog(page)).not.toContainText('4243');
});
