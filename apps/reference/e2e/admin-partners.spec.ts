/**
 * Issue 15's admin journey: the demo admin registers a partner site on /admin with two origins,
 * gets its publishable key and the embed code (copied to the clipboard), changes its origins — a
 * path is refused with the sdk's ORIGIN_MESSAGE before anything is sent — and revokes it. What the
 * page shows is checked against what the server answers.
 */
import { expect, test, type BrowserContext } from '@playwright/test';
import { ORIGIN_MESSAGE } from '@hireloop/sdk/schemas';
import { baseURL, DEMO, loginViaUi, toasts, uniqueTitle } from './helpers';

interface StoredPartner {
  id: number;
  name: string;
  publishableKey: string;
  allowedOrigins: string[];
  revokedAt: string | null;
}

/** The partner named `name`, as GET /api/admin/partners answers it. */
async function storedPartner(context: BrowserContext, name: string): Promise<StoredPartner> {
  const res = await context.request.get('/api/admin/partners');
  expect(res.status()).toBe(200);
  const partner = ((await res.json()) as StoredPartner[]).find((p) => p.name === name);
  if (!partner) throw new Error(`no partner named ${name}`);
  return partner;
}

test('the admin registers a partner, edits its origins and revokes it on /admin', async ({
  page,
  context,
}) => {
  const name = uniqueTitle('Brightpath Bootcamp');
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL() });
  await loginViaUi(page, DEMO.admin.email, DEMO.admin.password);
  await page.goto('/admin');
  const section = page.getByRole('region', { name: 'Partners' });
  await expect(section).toBeVisible();

  let key = '';
  await test.step('"Register partner" with two origins: the key and the embed code', async () => {
    await section.getByRole('button', { name: 'Register partner' }).click();
    const form = page.getByRole('dialog', { name: 'Register partner' });
    await form.getByRole('textbox', { name: 'Name' }).fill(name);
    await form.getByRole('textbox', { name: 'Origin 1' }).fill('https://partner.example');
    await form.getByRole('button', { name: 'Add origin' }).click();
    await expect(form.getByRole('textbox', { name: 'Origin 2' })).toBeFocused();
    await form.getByRole('textbox', { name: 'Origin 2' }).fill('http://127.0.0.1:3001');
    await form.getByRole('button', { name: 'Register partner' }).click();

    const registered = page.getByRole('dialog', { name: `${name} is registered` });
    await expect(registered).toBeVisible();
    // The toast shows while the dialog is open; a modal dialog hides the rest of the page from
    // the accessibility tree, so no role query reaches it then.
    await expect(page.getByText('Partner registered', { exact: true })).toBeVisible();
    const stored = await storedPartner(context, name);
    key = stored.publishableKey;
    expect(key).toMatch(/^pk_/);
    expect(stored.allowedOrigins).toEqual(['https://partner.example', 'http://127.0.0.1:3001']);
    await expect(registered.locator('code').first()).toHaveText(key);
    const snippet =
      `<script type="module" src="${baseURL()}/embed/v1/loader.js"></script>\n` +
      `<hireloop-job-request publishable-key="${key}"></hireloop-job-request>`;
    await expect(registered.locator('pre')).toHaveText(snippet);

    await registered.getByRole('button', { name: 'Copy the key' }).click();
    await expect(registered.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
    await registered.getByRole('button', { name: 'Copy the embed code' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(snippet);
    await registered.getByRole('button', { name: 'Done' }).click();
    await expect(registered).toBeHidden();
  });

  const card = section.getByRole('listitem', { name });
  await test.step('the partner is listed with its key and origins', async () => {
    await expect(card.locator('code')).toHaveText(key);
    await expect(
      card.getByRole('list', { name: 'Allowed origins' }).getByRole('listitem'),
    ).toHaveText(['https://partner.example', 'http://127.0.0.1:3001']);
  });

  await test.step('"Edit": a path is no origin (ORIGIN_MESSAGE); the fixed origins are saved', async () => {
    await card.getByRole('button', { name: `Edit ${name}` }).click();
    const form = page.getByRole('dialog', { name: 'Edit partner' });
    const second = form.getByRole('textbox', { name: 'Origin 2' });
    await second.fill('https://partner.example/jobs');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(form.getByText(ORIGIN_MESSAGE)).toBeVisible();
    await expect(second).toHaveAttribute('aria-invalid', 'true');
    // Refused before sending: the server still has the old origins.
    expect((await storedPartner(context, name)).allowedOrigins).toEqual([
      'https://partner.example',
      'http://127.0.0.1:3001',
    ]);

    await second.fill('https://www.partner.example');
    await expect(form.getByText(ORIGIN_MESSAGE)).toBeHidden();
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(form).toBeHidden();
    await expect(toasts(page).filter({ hasText: 'Partner updated' })).toBeVisible();
    await expect(
      card.getByRole('list', { name: 'Allowed origins' }).getByRole('listitem'),
    ).toHaveText(['https://partner.example', 'https://www.partner.example']);
    const stored = await storedPartner(context, name);
    expect(stored.allowedOrigins).toEqual([
      'https://partner.example',
      'https://www.partner.example',
    ]);
    expect(stored.publishableKey).toBe(key);
  });

  await test.step('"Revoke", confirmed: the partner is revoked and keeps no actions', async () => {
    await card.getByRole('button', { name: `Revoke ${name}` }).click();
    const confirm = page.getByRole('alertdialog', { name: `Revoke ${name}?` });
    await expect(confirm).toContainText('Its widgets stop working on every site at once');
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await expect(confirm).toBeHidden();
    await expect(toasts(page).filter({ hasText: 'Partner revoked' })).toBeVisible();
    await expect(card.getByText('Revoked', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: `Revoke ${name}` })).toHaveCount(0);
    await expect(card.getByRole('button', { name: `Edit ${name}` })).toHaveCount(0);
    expect((await storedPartner(context, name)).revokedAt).not.toBeNull();
  });
});
