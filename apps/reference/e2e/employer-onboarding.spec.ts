/**
 * Journey 1 (SPEC §2, §4): a new employer registers, lands on /onboarding, completes the company
 * profile and skills, and arrives home with the company on the profile card.
 */
import { expect, test } from '@playwright/test';
import { accountMenuButton, newUser, registerViaUi, sidebar } from './helpers';

test('an employer registers, completes onboarding and lands home', async ({ page }) => {
  const user = newUser('employer');
  const company = `Acme ${user.email.split('@')[0]}`;

  await test.step('Register (I want to hire) goes to /onboarding', async () => {
    await registerViaUi(page, user);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Welcome to Hireloop' }),
    ).toBeVisible();
    // No company yet: the profile card asks for it.
    await expect(
      sidebar(page).getByRole('link', { name: 'Complete company profile' }),
    ).toBeVisible();
  });

  await test.step('step 1: the account type is the one registered', async () => {
    await expect(page.getByRole('heading', { name: 'How will you use Hireloop?' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'I want to hire' })).toBeChecked();
    await page.getByRole('button', { name: 'Continue' }).click();
  });

  await test.step('step 2: the company profile', async () => {
    await expect(
      page.getByRole('heading', { name: 'Tell talent about your company' }),
    ).toBeVisible();
    await page.getByLabel('Company name').fill(company);
    await page.getByLabel('Title', { exact: true }).fill('Head of Engineering');
    await page.getByLabel('Bio').fill('We build tools for hiring teams.');
    await page.getByLabel('Location').fill('Lisbon');
    await page.getByRole('button', { name: 'Save and continue' }).click();
  });

  await test.step('step 3: skills, then Finish goes home', async () => {
    await expect(page.getByRole('heading', { name: 'Pick your skills' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Skills' }).fill('React');
    await page.getByRole('option', { name: 'React', exact: true }).click();
    await expect(page.getByRole('option', { name: 'React', exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('list', { name: 'Chosen skills' })).toContainText('React');
    // The list stays open for more choices; Escape closes it.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toBeHidden();
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  await test.step('home shows the employer, the company on the profile card', async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await expect(page.getByText(`Welcome back, ${user.name}.`)).toBeVisible();
    await expect(sidebar(page).getByText(company)).toBeVisible();
    await expect(sidebar(page).getByRole('link', { name: 'Complete company profile' })).toHaveCount(
      0,
    );
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Job Request' }),
    ).toBeVisible();
    await expect(accountMenuButton(page)).toBeVisible();
  });
});
