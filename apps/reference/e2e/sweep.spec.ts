/**
 * The sweep (issue 20 "Proof"): every route of the route table (src/app/routes.ts, which holds
 * every SPEC §2 route) opened by each demo account and by a visitor, at 1280 px and at 375 px (a
 * phone: touch, mobile viewport). A page fails on the 404 page, an uncaught page error, a console
 * error, horizontal scrolling at 375 px or an axe violation (axe-core's default rules: WCAG 2 A/AA
 * and best practices). A route an account may not open must deny it as the app says (a visitor:
 * /auth; a non-admin on an admin page: "not allowed"; another's order: "Order not found"), which
 * passes. Every page checked leaves a full-page screenshot in its test's output directory
 * (test-output/artifacts/sweep-…/<address>.jpeg), attached to the report.
 *
 * Fast on 2 cores: each account signs in once (over the API) and keeps one browser context per
 * width, whose single tab loads each route once; routes with ids use seeded records found over
 * the API as that account.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  expect,
  test,
  type APIRequestContext,
  type BrowserContext,
  type ConsoleMessage,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { TEXTS } from '@hireloop/sdk/constants';
import { BUSY_SELECTOR } from '../scripts/page-ready.mjs';
import { authTab as loginTab, baseURL, DEMO, loginViaApi, serverLogLink } from './helpers';

// ---------------------------------------------------------------------------------------------
// What is swept

/** SPEC §2's routes (public and signed in), as written there: each must be in the route table. */
const SPEC_ROUTES = [
  '/auth',
  '/forgot-password',
  '/reset-password',
  '/waitlist-demo',
  '/onboarding',
  '/',
  '/talent/{id}',
  '/profile/{id?}',
  '/explorer',
  '/opportunities',
  '/requests',
  '/messages',
  '/verification',
  '/collective',
  '/collective/{id}',
  '/notifications',
  '/settings',
  '/job-checkins',
  '/skills',
  '/skills/{id}',
  '/bid-manager',
  '/marketplace',
  '/library',
  '/insights',
  '/career-feed',
  '/team',
  '/saved',
  '/events',
  '/events/{id}',
  '/waitlist-test',
  '/subscription',
  '/test-saved-items',
  '/checkout',
  '/payment-success',
  '/admin',
  '/admin/messaging',
  '/admin/check-ins',
];

type Access = 'public' | 'user' | 'admin';

/** The route table's entries, read from its source (the table itself needs Vite to load). */
const ROUTES: readonly { path: string; access: Access }[] = [
  ...readFileSync(new URL('../src/app/routes.ts', import.meta.url), 'utf8').matchAll(
    /\{\s*path:\s*'([^']+)',\s*access:\s*'(public|user|admin)'/g,
  ),
].map(([, path, access]) => ({ path: path!, access: access as Access }));

/** Seeded records a route's parameters name, found over the API as the account sweeping. */
interface Ids {
  talent: number;
  collective: number;
  event: number;
  libraryResource: number;
  service: number;
  skill: number;
  inviteToken: string;
  /** One of the account's own orders, or null when it has none. */
  ownOrder: number | null;
  /** Someone's order, for accounts with none of their own (they must be denied it). */
  anyOrder: number;
}

/** The addresses each route is swept at: one per route, two for the optional profile id. */
const URLS: Record<string, (ids: Ids) => string[]> = {
  '/talent/:id': (ids) => [`/talent/${ids.talent}`],
  '/profile/:id?': (ids) => ['/profile', `/profile/${ids.talent}`],
  '/collective/:id': (ids) => [`/collective/${ids.collective}`],
  '/events/:id': (ids) => [`/events/${ids.event}`],
  '/library/:id': (ids) => [`/library/${ids.libraryResource}`],
  '/marketplace/services/:id': (ids) => [`/marketplace/services/${ids.service}`],
  '/marketplace/orders/:id': (ids) => [`/marketplace/orders/${ids.ownOrder ?? ids.anyOrder}`],
  '/skills/:id': (ids) => [`/skills/${ids.skill}`],
  '/team/invites/:token': (ids) => [`/team/invites/${ids.inviteToken}`],
};

const urlsOf = (path: string, ids: Ids) => URLS[path]?.(ids) ?? [path];

interface Account {
  name: 'visitor' | 'talent' | 'lite' | 'employer' | 'admin' | 'recruiter';
  login?: { email: string; password: string };
  isAdmin: boolean;
}

const ACCOUNTS: readonly Account[] = [
  { name: 'visitor', isAdmin: false },
  { name: 'talent', login: DEMO.talent, isAdmin: false },
  { name: 'lite', login: DEMO.lite, isAdmin: false },
  { name: 'employer', login: DEMO.employer, isAdmin: false },
  { name: 'admin', login: DEMO.admin, isAdmin: true },
  { name: 'recruiter', login: DEMO.recruiter, isAdmin: false },
];

const WIDTHS = [
  { name: '1280 px', viewport: { width: 1280, height: 800 }, phone: false },
  { name: '375 px', viewport: { width: 375, height: 812 }, phone: true },
] as const;

// ---------------------------------------------------------------------------------------------
// How a page is checked

/** What the account must see at an address. */
type Expectation =
  { kind: 'open' } | { kind: 'signIn' } | { kind: 'denied'; heading: string; resource?: RegExp };

function expectationFor(
  account: Account,
  route: { path: string; access: Access },
  ids: Ids,
): Expectation {
  if (route.access !== 'public' && !account.login) return { kind: 'signIn' };
  if (route.access === 'admin' && !account.isAdmin)
    return { kind: 'denied', heading: "You're not allowed to see this page" };
  if (route.path === '/marketplace/orders/:id' && ids.ownOrder === null)
    return {
      kind: 'denied',
      heading: 'Order not found',
      resource: new RegExp(`/api/marketplace/orders/${ids.anyOrder}\\b`),
    };
  return { kind: 'open' };
}

/** The axe-core build, injected into each page after it has loaded. */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
      .axe;
    const results = (await axe.run(document, { resultTypes: ['violations'] })) as {
      violations: AxeViolation[];
    };
    return results.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map(({ target, failureSummary }) => ({ target, failureSummary })),
    }));
  });
}

function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n` +
        v.nodes
          .slice(0, 5)
          .map((n) => `    ${JSON.stringify(n.target)} ${n.failureSummary?.split('\n')[1] ?? ''}`)
          .join('\n'),
    )
    .join('\n');
}

/** The elements sticking out past the right edge of a page that scrolls sideways. */
async function horizontalOverflow(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const overflow = root.scrollWidth - root.clientWidth;
    if (overflow <= 0) return { overflow, culprits: [] as string[] };
    const culprits: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.right <= root.clientWidth + 1 || box.width === 0) continue;
      // The outermost only: its descendants stick out with it.
      const parentBox = element.parentElement?.getBoundingClientRect();
      if (parentBox && parentBox.right > root.clientWidth + 1) continue;
      const name =
        element.tagName.toLowerCase() +
        (element.id ? `#${element.id}` : '') +
        (typeof element.className === 'string' && element.className
          ? `.${element.className.trim().split(/\s+/).slice(0, 4).join('.')}`
          : '');
      culprits.push(`${name} (right edge ${Math.round(box.right)} px)`);
      if (culprits.length === 5) break;
    }
    return { overflow, culprits };
  });
}

/** The console errors and uncaught errors of the page's current address. */
class PageProblems {
  private problems: string[] = [];
  private allowed: RegExp | undefined;

  constructor(page: Page) {
    page.on('pageerror', (error) => this.problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' && !this.isAllowed(message))
        this.problems.push(`console error: ${message.text()} (${message.location().url})`);
    });
  }

  /** Starts a new address; `allowed` names the record whose 404 a denial causes. */
  reset(allowed?: RegExp) {
    this.problems = [];
    this.allowed = allowed;
  }

  take(): string[] {
    return this.problems;
  }

  /**
   * The denied record's 404, as Chromium logs the failed load ("Failed to load resource: … 404",
   * at its URL) and as the sdk's transport logs the failed call ("[hireloop] GET … failed: 404").
   */
  private isAllowed(message: ConsoleMessage) {
    const text = message.text();
    return (
      this.allowed !== undefined &&
      /\b404\b/.test(text) &&
      (this.allowed.test(text) || this.allowed.test(message.location().url))
    );
  }
}

interface Tab {
  context: BrowserContext;
  page: Page;
  problems: PageProblems;
}

async function sweepPage(
  tab: Tab,
  url: string,
  expectation: Expectation,
  phone: boolean,
  testInfo: TestInfo,
) {
  const { page, problems } = tab;
  problems.reset(expectation.kind === 'denied' ? expectation.resource : undefined);
  await page.goto(url);
  await page.waitForLoadState('networkidle');

  if (expectation.kind === 'signIn') {
    // The sign-in page: its own route is swept; here only the way there must be clean.
    await expect(page).toHaveURL(/\/auth$/);
    await expect(loginTab(page, 'login')).toBeVisible();
    expect.soft(problems.take().join('\n'), `errors on ${url}`).toBe('');
    return;
  }
  // Rendered: the page's title, or the denial's.
  await expect(
    expectation.kind === 'denied'
      ? page.getByRole('heading', { name: expectation.heading })
      : // A page that opens on a dialog (the waitlist demo) hides the rest from assistive tech.
        page.getByRole('heading', { level: 1 }).or(page.getByRole('dialog')).first(),
  ).toBeVisible();
  await expect(page.locator(BUSY_SELECTOR).filter({ visible: true })).toHaveCount(0);
  await expect(
    page.getByRole('heading', { name: TEXTS.notFound.title }),
    `${url} shows the 404 page`,
  ).toHaveCount(0);

  const shot = testInfo.outputPath(`${url.replace(/[^\w-]+/g, '_')}.jpeg`);
  await page.screenshot({ path: shot, type: 'jpeg', quality: 70, fullPage: true, caret: 'hide' });
  testInfo.attachments.push({ name: url, path: shot, contentType: 'image/jpeg' });

  if (phone) {
    const { overflow, culprits } = await horizontalOverflow(page);
    expect
      .soft(overflow, `${url} scrolls sideways by ${overflow} px: ${culprits.join(', ')}`)
      .toBeLessThanOrEqual(0);
  }
  const violations = await axeViolations(page);
  expect.soft(describeViolations(violations), `axe violations on ${url}`).toBe('');
  expect.soft(problems.take().join('\n'), `errors on ${url}`).toBe('');
}

// ---------------------------------------------------------------------------------------------
// Seeded ids, over the API

async function json<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path);
  expect(res.status(), `GET ${path}: ${await res.text()}`).toBe(200);
  return (await res.json()) as T;
}

async function first<T>(request: APIRequestContext, path: string, what: string): Promise<T> {
  const answer = await json<{ items: T[] } | T[]>(request, path);
  const items = Array.isArray(answer) ? answer : answer.items;
  if (!items[0]) throw new Error(`the seed has no ${what} (GET ${path} is empty)`);
  return items[0];
}

interface Shared {
  inviteToken: string;
  anyOrder: number;
  /** The employer's ids: what a visitor's addresses use (it is sent to /auth anyway). */
  employerIds: Ids;
}

/** Ids the account can open (its own order, if any). */
async function idsFor(request: APIRequestContext, shared: Omit<Shared, 'employerIds'>) {
  const own = [
    ...(await json<{ items: { id: number }[] }>(request, '/api/marketplace/orders?role=buyer'))
      .items,
    ...(await json<{ items: { id: number }[] }>(request, '/api/marketplace/orders?role=seller'))
      .items,
  ];
  return {
    talent: (await first<{ userId: number }>(request, '/api/profile/talent', 'talent')).userId,
    collective: (await first<{ id: number }>(request, '/api/collectives', 'collective')).id,
    event: (await first<{ id: number }>(request, '/api/events', 'event')).id,
    libraryResource: (await first<{ id: number }>(request, '/api/library/resources', 'resource'))
      .id,
    service: (await first<{ id: number }>(request, '/api/marketplace/services', 'service')).id,
    skill: (await first<{ skillId: number }>(request, '/api/skill-trends', 'skill trend')).skillId,
    inviteToken: shared.inviteToken,
    ownOrder: own[0]?.id ?? null,
    anyOrder: shared.anyOrder,
  } satisfies Ids;
}

async function signedIn(
  context: BrowserContext,
  account: Account,
): Promise<APIRequestContext | undefined> {
  if (!account.login) return undefined;
  await loginViaApi(context, account.login.email, account.login.password);
  return context.request;
}

// ---------------------------------------------------------------------------------------------
// The tests

test('every SPEC route is in the route table, and the sweep has an address for each', () => {
  const tablePaths = ROUTES.map((route) => route.path.replace(/:(\w+)(\?)?/g, '{$1$2}'));
  expect(SPEC_ROUTES.filter((path) => !tablePaths.includes(path))).toEqual([]);
  expect(ROUTES.filter((r) => r.path.includes(':') && !URLS[r.path]).map((r) => r.path)).toEqual(
    [],
  );
});

let shared: Shared;

// The sweep keeps a screenshot of every page itself; traces of ~900 page loads would only slow it.
test.use({ trace: 'off', screenshot: 'off' });

test.beforeAll(async ({ playwright }) => {
  // The employer invites someone (the invite page's link) and finds an order over the API.
  const employer = await playwright.request.newContext({ baseURL: baseURL() });
  try {
    const res = await employer.post('/api/login', {
      headers: { origin: baseURL(), 'content-type': 'application/json' },
      data: DEMO.employer,
    });
    expect(res.status(), await res.text()).toBe(200);
    const invitee = `sweep-${Date.now().toString(36)}${process.pid.toString(36)}@example.com`;
    const invite = await employer.post('/api/team/invites', {
      headers: { origin: baseURL(), 'content-type': 'application/json' },
      data: { email: invitee, role: 'recruiter' },
    });
    expect(invite.status(), await invite.text()).toBe(201);
    const link = await serverLogLink(invitee, /https?:\/\/\S*\/team\/invites\/\S+/);
    const inviteToken = new URL(link).pathname.split('/').pop()!;

    const orders = [
      ...(await json<{ items: { id: number }[] }>(employer, '/api/marketplace/orders?role=buyer'))
        .items,
      ...(await json<{ items: { id: number }[] }>(employer, '/api/marketplace/orders?role=seller'))
        .items,
    ];
    if (!orders[0]) throw new Error('the seed gives the demo employer no marketplace order');
    const base = { inviteToken, anyOrder: orders[0].id };
    shared = { ...base, employerIds: await idsFor(employer, base) };
  } finally {
    await employer.dispose();
  }
});

for (const account of ACCOUNTS) {
  for (const width of WIDTHS) {
    test.describe(`${account.name} at ${width.name}`, () => {
      let tab: Tab;
      let ids: Ids;

      test.beforeAll(async ({ browser }) => {
        const context = await browser.newContext({
          baseURL: baseURL(),
          viewport: width.viewport,
          isMobile: width.phone,
          hasTouch: width.phone,
        });
        const request = await signedIn(context, account);
        ids = request ? await idsFor(request, shared) : shared.employerIds;
        const page = await context.newPage();
        tab = { context, page, problems: new PageProblems(page) };
      });

      test.afterAll(async () => {
        await tab?.context.close();
      });

      for (const route of ROUTES) {
        test(route.path, async () => {
          const testInfo = test.info();
          for (const url of urlsOf(route.path, ids)) {
            await test.step(url, () =>
              sweepPage(tab, url, expectationFor(account, route, ids), width.phone, testInfo),
            );
          }
        });
      }
    });
  }
}
