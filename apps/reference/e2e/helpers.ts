/**
 * Reusable steps of the journeys, written as a person would take them (roles and visible texts),
 * plus a few API shortcuts for the set-up a journey is not about. Every wait is a locator or an
 * expect poll; nothing sleeps.
 */
import { readFileSync } from 'node:fs';
import {
  expect,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';

import type { Role } from '@hireloop/sdk';

export type { Role };

export interface TestUser {
  name: string;
  email: string;
  password: string;
  role: Role;
}

/** The demo accounts the server seeds into an empty database (apps/server/src/seed/). */
export const DEMO_PASSWORD = 'hireloop-demo';
export const DEMO = {
  employer: { email: 'employer@hireloop.dev', password: DEMO_PASSWORD },
  talent: { email: 'talent@hireloop.dev', password: DEMO_PASSWORD },
  admin: { email: 'admin@hireloop.dev', password: DEMO_PASSWORD },
  recruiter: { email: 'recruiter@hireloop.dev', password: DEMO_PASSWORD },
  /** A second talent, on the Lite plan (past the waitlist). */
  lite: { email: 'lite@hireloop.dev', password: DEMO_PASSWORD },
} as const;

let counter = 0;

/** A user nobody registered yet: the email is unique per test, worker and run. */
export function newUser(role: Role, name?: string): TestUser {
  counter += 1;
  const id = `${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
  const label = role === 'employer' ? 'Employer' : 'Talent';
  return {
    name: name ?? `E2E ${label} ${id}`,
    email: `e2e-${role}-${id}@example.com`,
    password: `pw-${id}-secret`,
    role,
  };
}

/** The started server's origin (the global setup sets it; the config's baseURL is the same). */
export function baseURL(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run the tests through playwright.config.ts');
  return url;
}

// ---------------------------------------------------------------------------------------------
// Through the UI

/** The /auth page's two tabs, "Log in" and "Register". */
export function authTab(page: Page, which: 'login' | 'register'): Locator {
  return page.getByRole('tab', { name: which === 'login' ? 'Log in' : 'Register' });
}

/** The registration form's role choice: "I want to hire" (employer), "I want to work" (talent). */
const ROLE_CHOICE: Record<Role, string> = { employer: 'I want to hire', talent: 'I want to work' };

/** Registers through /auth (Register tab) and waits for /onboarding (SPEC §4). */
export async function registerViaUi(page: Page, user: TestUser): Promise<void> {
  await page.goto('/auth');
  await authTab(page, 'register').click();
  const form = page.getByRole('tabpanel', { name: 'Register' });
  await form.getByLabel('Name').fill(user.name);
  await form.getByLabel('Email').fill(user.email);
  await form.getByLabel('Password').fill(user.password);
  await form.getByRole('radio', { name: ROLE_CHOICE[user.role] }).check();
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
}

/** The sign-in form of /auth. */
export function loginForm(page: Page): Locator {
  return page.getByRole('tabpanel', { name: 'Log in' });
}

/** Fills and submits the sign-in form on /auth (no wait: the caller asserts the outcome). */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  // Stay on /auth after a failed attempt: what was typed must still be there.
  if (new URL(page.url()).pathname !== '/auth') await page.goto('/auth');
  await authTab(page, 'login').click();
  const form = loginForm(page);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Log in' }).click();
}

/** Signs in through /auth and waits for home (SPEC §4: login goes to /). */
export async function loginViaUi(page: Page, email: string, password: string): Promise<void> {
  await submitLogin(page, email, password);
  await expect(page).toHaveURL(/\/$/);
  await expect(accountMenuButton(page)).toBeVisible();
}

/** The header's account menu trigger (the avatar, named "Account menu"). */
export function accountMenuButton(page: Page): Locator {
  return page.getByRole('button', { name: 'Account menu' });
}

/** Opens the account menu and returns it. */
export async function openAccountMenu(page: Page): Promise<Locator> {
  await accountMenuButton(page).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}

/** Log Out from the account menu; waits for /auth (SPEC §4). */
export async function logout(page: Page): Promise<void> {
  const menu = await openAccountMenu(page);
  await menu.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
}

/** "Switch to Talent" / "Switch to Employer" from the account menu; waits for / (SPEC §2). */
export async function switchAccount(page: Page, to: Role): Promise<void> {
  const menu = await openAccountMenu(page);
  await menu
    .getByRole('menuitem', { name: to === 'talent' ? 'Switch to Talent' : 'Switch to Employer' })
    .click();
  await expect(page).toHaveURL(/\/$/);
}

/**
 * The shell's sidebar (desktop; hidden below `md`): the complementary landmark holding the "Main"
 * navigation (pages may have asides of their own).
 */
export function sidebar(page: Page): Locator {
  return page
    .getByRole('complementary')
    .filter({ has: page.getByRole('navigation', { name: 'Main' }) });
}

/** The sidebar upgrade button: "Upgrade to Lite" (talent) or "Start Subscription" (employer). */
export function upgradeButton(page: Page, accountType: Role): Locator {
  // The sidebar's (pages may offer the same action in their content).
  return sidebar(page).getByRole('button', {
    name: accountType === 'talent' ? 'Upgrade to Lite' : 'Start Subscription',
  });
}

/** The header's "Job Request" button (employers only; pages may repeat the action). */
export function headerJobRequestButton(page: Page): Locator {
  return page.getByRole('banner').getByRole('button', { name: 'Job Request' });
}

/** The global toast area (SPEC §2) and its toasts. */
export function toasts(page: Page): Locator {
  return page.getByRole('region', { name: /^Notifications \(/ }).getByRole('listitem');
}

/**
 * On the server's local checkout page (/checkout/co_…): checks the plan shown, presses
 * "Pay $…" and waits for the way back to /payment-success.
 */
export async function payLocalCheckout(page: Page, planName?: string | RegExp): Promise<void> {
  await expect(page).toHaveURL(/\/checkout\/co_[^/?#]+$/);
  if (planName) await expect(page.getByRole('heading', { level: 1 })).toHaveText(planName);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/payment-success/);
}

/** "Cancel" on the local checkout page; waits for the way back to /subscription. */
export async function cancelLocalCheckout(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/checkout\/co_[^/?#]+$/);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/subscription/);
}

/**
 * A second person in the same run: a fresh browser context (own cookies and storage) with the
 * server's origin. Close it with `context.close()` at the end of the test.
 */
export async function secondBrowser(
  browser: Browser,
  options: { viewport?: { width: number; height: number } } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseURL(),
    viewport: options.viewport ?? { width: 1280, height: 800 },
  });
  return { context, page: await context.newPage() };
}

// ---------------------------------------------------------------------------------------------
// API shortcuts for set-up (the context's cookies are the browser's, so the page is signed in)

const writeHeaders = () => ({ origin: baseURL(), 'content-type': 'application/json' });

/** Registers `user` over the API in `context` (signed in afterwards). */
export async function registerViaApi(context: BrowserContext, user: TestUser): Promise<void> {
  const res = await context.request.post('/api/register', {
    headers: writeHeaders(),
    data: { name: user.name, email: user.email, password: user.password, role: user.role },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** Signs in over the API in `context`. */
export async function loginViaApi(
  context: BrowserContext,
  email: string,
  password: string,
): Promise<void> {
  const res = await context.request.post('/api/login', {
    headers: writeHeaders(),
    data: { email, password },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** The price ids of a role's plans, by billing period (GET /api/subscription/plans). */
async function planFor(context: BrowserContext, role: Role, period: BillingPeriod) {
  const res = await context.request.get(`/api/subscription/plans?role=${role}`);
  expect(res.status()).toBe(200);
  const plans = (await res.json()) as { stripePriceId: string; interval: string }[];
  const interval = period === 'lifetime' ? 'one-time' : period;
  const plan = plans.find((p) => p.interval === interval);
  if (!plan) throw new Error(`no ${role} plan billed per ${interval}`);
  return plan;
}

export type BillingPeriod = 'month' | 'year' | 'lifetime';

/**
 * Subscribes the signed-in user of `context` as `role` through the local checkout's own calls
 * (create the session, then its Pay): for journeys whose subject is not the payment.
 */
export async function subscribeViaApi(
  context: BrowserContext,
  role: Role,
  period: BillingPeriod = 'month',
): Promise<void> {
  const plan = await planFor(context, role, period);
  const body =
    role === 'employer'
      ? { stripePriceId: plan.stripePriceId, isLifetime: period === 'lifetime', isEmployer: true }
      : { priceId: plan.stripePriceId, isEmployer: false, timestamp: Date.now() };
  const session = await context.request.post('/api/stripe/create-checkout-session', {
    headers: writeHeaders(),
    data: body,
  });
  expect(session.status(), await session.text()).toBe(200);
  const { url } = (await session.json()) as { url: string };
  const id = new URL(url).pathname.split('/').pop();
  const paid = await context.request.post(`/api/checkout/${id}/complete`, {
    headers: writeHeaders(),
    data: {},
  });
  expect(paid.status(), await paid.text()).toBe(200);
}

/** Posts a public job request as the signed-in employer of `context`; answers its id. */
export async function createJobRequestViaApi(
  context: BrowserContext,
  request: { title: string; description?: string; type?: 'job' | 'project' | 'task' },
): Promise<number> {
  const res = await context.request.post('/api/job-requests', {
    headers: writeHeaders(),
    data: {
      title: request.title,
      description: request.description ?? `${request.title}: the work, described for talent.`,
      type: request.type ?? 'job',
      rateType: 'hourly',
      minRate: 40,
      maxRate: 80,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

/** A title nobody else's job request has, to find it again in lists and searches. */
export function uniqueTitle(prefix: string): string {
  counter += 1;
  return `${prefix} ${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
}

// ---------------------------------------------------------------------------------------------
// The server's log (test-output/server.log): mail is logged there in local mode

/** The newest password-reset link mailed to `email`, polled from the server's log. */
export function resetLinkFor(email: string): Promise<string> {
  return serverLogLink(email, /https?:\/\/\S*reset-password\S*/);
}

/** The newest link matching `pattern` in a mail to `email`, polled from the server's log. */
export async function serverLogLink(email: string, pattern: RegExp): Promise<string> {
  const logPath = process.env.E2E_SERVER_LOG;
  if (!logPath) throw new Error('E2E_SERVER_LOG is not set (a server started by the caller?)');
  let link: string | undefined;
  await expect
    .poll(() => {
      const lines = readFileSync(logPath, 'utf8').split('\n');
      for (const line of lines.reverse()) {
        if (!line.includes(email)) continue;
        try {
          const entry = JSON.parse(line) as { mail?: { to?: string; text?: string } };
          if (entry.mail?.to !== email) continue;
          link = entry.mail.text?.match(pattern)?.[0];
          if (link) break;
        } catch {
          // not a JSON log line
        }
      }
      return link;
    })
    .toBeTruthy();
  return link!;
}
