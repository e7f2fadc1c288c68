/**
 * The verification journey (issue 18): a talent uploads an identity document on /verification
 * (checked by its content; "Pending"), an admin approves it in /admin/verification (the decision
 * lands in the audit log), and the talent's badge shows on their page, on their profile and under
 * the explorer's "Verified only". /verification fits a 375 px screen.
 */
import { expect, test } from '@playwright/test';
import { DEMO, loginViaApi, newUser, registerViaApi, secondBrowser, toasts } from './helpers';

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const HTML = Buffer.from('<!doctype html><script>alert(1)</script>');

test('a talent uploads an identity document and sees the badge after an admin approves it', async ({
  page,
  context,
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const talent = newUser('talent', `Vera Verified ${stamp}`);
  await registerViaApi(context, talent);
  const me = (await (await context.request.get('/api/user')).json()) as { id: number };

  const identity = page.getByRole('region', { name: 'Identity' });
  await test.step('the talent uploads a document; a file that is not one is refused', async () => {
    await page.goto('/verification');
    await expect(page.getByRole('heading', { level: 1, name: 'Verification' })).toBeVisible();
    await expect(identity).toContainText('Not started');
    await identity
      .getByLabel('Document')
      .setInputFiles({ name: 'passport.pdf', mimeType: 'application/pdf', buffer: HTML });
    await expect(identity.getByText(/This type of file is not accepted/)).toBeVisible();
    await expect(identity.getByRole('button', { name: 'Upload document' })).toBeDisabled();
    await identity
      .getByLabel('Document')
      .setInputFiles({ name: 'passport.pdf', mimeType: 'application/pdf', buffer: PDF });
    await identity.getByLabel('Note for the reviewer (optional)').fill('Passport, photo page');
    await identity.getByRole('button', { name: 'Upload document' }).click();
    await expect(toasts(page).filter({ hasText: 'Your document is under review.' })).toBeVisible();
    await expect(identity).toContainText('Pending');
    await expect(identity).toContainText('passport.pdf');
  });

  const admin = await secondBrowser(browser);
  await loginViaApi(admin.context, DEMO.admin.email, DEMO.admin.password);
  const adminPage = admin.page;
  await test.step('an admin approves it in the review queue; the audit log records it', async () => {
    await adminPage.goto('/admin');
    await adminPage.getByRole('link', { name: 'Review verifications' }).click();
    await expect(adminPage).toHaveURL(/\/admin\/verification$/);
    const review = adminPage.getByRole('listitem', { name: `Identity — ${talent.name}` });
    await expect(review).toBeVisible();
    await expect(review).toContainText('Passport, photo page');
    await expect(review.getByRole('link', { name: 'Download passport.pdf' })).toBeVisible();
    // Rejecting needs a reason: the field error shows, nothing is decided.
    await review.getByRole('button', { name: 'Reject' }).click();
    await expect(review.getByText(/Give the reason for the rejection/)).toBeVisible();
    await review.getByRole('button', { name: 'Approve' }).click();
    await expect(review).toBeHidden();
    await expect(adminPage.getByRole('list', { name: 'Audit log' })).toContainText(
      `Hireloop Admin approved ${talent.name}’s identity`,
    );
  });

  await test.step('the talent sees the badge on /verification, their page and in the explorer', async () => {
    await page.reload();
    await expect(identity).toContainText('Verified');
    await expect(identity).not.toContainText('passport.pdf');
    await page.goto(`/talent/${me.id}`);
    await expect(page.locator('[data-slot="verified-badge"]').first()).toBeVisible();
    await page.goto(`/explorer?q=${encodeURIComponent(talent.name)}`);
    await page.getByRole('checkbox', { name: 'Verified only' }).check();
    await expect(page).toHaveURL(/verified=true/);
    const card = page.getByRole('article', { name: talent.name });
    await expect(card).toBeVisible();
    await expect(card.getByText('Verified', { exact: true })).toBeVisible();
  });

  await test.step('/verification fits a 375 px screen', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/verification');
    await expect(identity).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
  await admin.context.close();
});
