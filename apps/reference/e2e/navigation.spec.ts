/**
 * The app's router (src/lib/router.tsx), as a person uses it: links change the page without
 * reloading it, back and forward walk the history (a search-only step included), paths match
 * whatever their case and with a trailing slash, a static path wins over a parameter, an optional
 * parameter may be left out, a Ctrl-click opens a tab and leaves the page alone, and a signed-out
 * visit to a signed-in page is sent to /auth without leaving the page it asked for in the history.
 */
import { expect, test, type Page } from '@playwright/test';
import { TEXTS } from '@hireloop/sdk/constants';
import { authTab, newUser, registerViaApi, sidebar, switchAccount } from './helpers';

const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name });

/** Marks the document, so a later check can tell whether the page was loaded again. */
const markDocument = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { __sameDocument?: boolean }).__sameDocument = true;
  });
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

/** The files of a lazily loaded module, from the build's chunk list in the page (`hireloop-chunks`). */
const chunkFiles = (page: Page, key: string) =>
  page.evaluate((key) => {
    const list = JSON.parse(document.getElementById('hireloop-chunks')!.textContent!) as Record<
      string,
      string[]
    >;
    return list[key] ?? [];
  }, key);

test('links route in the page; back and forward walk the history, a search-only step too', async ({
  page,
  context,
}) => {
  await registerViaApi(context, newUser('talent'));
  await page.goto('/');
  await expect(heading(page, 'Home')).toBeVisible();
  await markDocument(page);

  await sidebar(page)
    .getByRole('link', { name: new RegExp(`^${TEXTS.nav.messages}`) })
    .click();
  await expect(page).toHaveURL(/\/messages$/);
  await expect(heading(page, 'Messages')).toBeVisible();
  await page.getByRole('tab', { name: /Groups/ }).click();
  await expect(page).toHaveURL(/\/messages\?tab=groups$/);

  await sidebar(page)
    .getByRole('link', { name: new RegExp(`^${TEXTS.nav.saved}`) })
    .click();
  await expect(page).toHaveURL(/\/saved$/);
  await expect(heading(page, new RegExp(TEXTS.nav.saved))).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/messages\?tab=groups$/);
  await expect(heading(page, 'Messages')).toBeVisible();
  await expect(page.getByRole('tab', { name: /Groups/ })).toHaveAttribute('aria-selected', 'true');
  // Switching the tab replaced the entry (a search-only step with `replace`): back is the home.
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(heading(page, 'Home')).toBeVisible();
  await page.goForward();
  await expect(page).toHaveURL(/\/messages\?tab=groups$/);
  await expect(page.getByRole('tab', { name: /Groups/ })).toHaveAttribute('aria-selected', 'true');
  // Every step above stayed in the document the first visit loaded.
  expect(await sameDocument(page)).toBe(true);
});

test('paths match in any case and with a trailing slash; a static path wins over a parameter; an optional parameter may be left out', async ({
  page,
  context,
}) => {
  await registerViaApi(context, newUser('talent'));
  await page.goto('/MESSAGES/');
  await expect(heading(page, 'Messages')).toBeVisible();

  // `/marketplace/services/new` is the new service form, not a service whose id is "new".
  await page.goto('/marketplace/services/new');
  await expect(heading(page, 'New service')).toBeVisible();

  // `/profile/:id?`: without the id, the person's own profile; with one, that person's.
  await page.goto('/profile');
  await expect(heading(page, 'Your profile')).toBeVisible();
  const me = await (await context.request.get('/api/user')).json();
  await page.goto(`/profile/${me.id}`);
  await expect(heading(page, me.name)).toBeVisible();
  // A parameter is one segment: one more is another path, the 404 page.
  await page.goto(`/profile/${me.id}/more`);
  await expect(heading(page, '404 Page Not Found')).toBeVisible();
});

test('a Ctrl-click opens the link in a tab and leaves the page as it was', async ({
  page,
  context,
}) => {
  await registerViaApi(context, newUser('employer'));
  await page.goto('/');
  await expect(heading(page, 'Home')).toBeVisible();
  const link = sidebar(page).getByRole('link', { name: new RegExp(`^${TEXTS.nav.messages}`) });
  await expect(link).toHaveAttribute('href', '/messages');
  const opened = context.waitForEvent('page');
  await link.click({ modifiers: ['ControlOrMeta'] });
  const tab = await opened;
  await expect(tab).toHaveURL(/\/messages$/);
  await expect(page).toHaveURL(/\/$/);
  await expect(heading(page, 'Home')).toBeVisible();
  await tab.close();
});

test('signed out, a signed-in page sends to /auth, and back does not return to it', async ({
  page,
}) => {
  await page.goto('/waitlist-demo');
  await expect(page).toHaveURL(/\/waitlist-demo$/);
  await page.goto('/saved');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(authTab(page, 'login')).toBeVisible();
  // The redirect replaced /saved: back leads to the page before it, not through /saved again.
  await page.goBack();
  await expect(page).toHaveURL(/\/waitlist-demo$/);
});

test("a page's files are preloaded together from the HTML's chunk list when it is first loaded", async ({
  page,
  context,
}) => {
  await registerViaApi(context, newUser('employer'));
  await page.goto('/explorer');
  await expect(heading(page, TEXTS.nav.explorer)).toBeVisible();
  const files = await chunkFiles(page, 'pages/talent/ExplorerPage');
  const preloaded = await page.evaluate(() =>
    [...document.querySelectorAll('link[rel="modulepreload"]')].map(
      (link) => new URL((link as HTMLLinkElement).href).pathname,
    ),
  );
  // The page's own chunk first, then the chunks it imports: each preloaded by a link (the HTML's
  // for the frame's, the app's for the page's own), none left to a later round of imports.
  expect(files.length).toBeGreaterThan(1);
  expect(files.filter((file) => !preloaded.includes(file))).toEqual([]);
});

test("the home's page preloads the home of the user's role only; another account type's loads when shown", async ({
  page,
  context,
}) => {
  await registerViaApi(context, newUser('employer'));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 2, name: 'Recent job requests' })).toBeVisible();
  const employer = await chunkFiles(page, 'pages/home/EmployerHome');
  const talent = await chunkFiles(page, 'pages/home/TalentHome');
  // What the page the server sends preloads (or runs): the app's own preloads come later.
  const html = await (await page.request.get('/')).text();
  const preloaded = [
    ...html.matchAll(
      /<(?:link rel="modulepreload"|script type="module")[^>]*?(?:href|src)="([^"]+)"/g,
    ),
  ].map(([, file]) => file);
  expect(employer.length).toBeGreaterThan(1);
  expect(employer.filter((file) => !preloaded.includes(file))).toEqual([]);
  // The talent's home chunk itself is not in the employer's page.
  expect(preloaded).not.toContain(talent[0]);

  // Switched to talent, the talent's home shows (its chunk loaded then), and again after a reload
  // although the page the server sends an employer preloads the employer's home.
  await switchAccount(page, 'talent');
  await expect(
    page.getByRole('heading', { level: 2, name: "You're on the waitlist" }),
  ).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 2, name: "You're on the waitlist" }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Recent job requests' })).toHaveCount(0);
});

test("a page's chunk the HTML preloads is not preloaded again while it is still downloading", async ({
  page,
}) => {
  // The page's chunk arrives only after the document has been parsed and the entry has run (and
  // started the page's import): a slow network, as the journeys on a loaded machine met it.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/WaitlistDemoPage-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  page.once('domcontentloaded', () => release());
  await page.goto('/waitlist-demo');
  await expect(page.getByRole('dialog', { name: "You're on the waitlist" })).toBeVisible();
  await expect(page.locator('link[rel="modulepreload"][href*="/WaitlistDemoPage-"]')).toHaveCount(
    1,
  );
});
