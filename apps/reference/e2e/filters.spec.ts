/**
 * The listing filters (SPEC §2's /opportunities and /explorer): native selects with an "any"
 * choice first. Choosing one narrows the results and is kept in the address; "any" undoes it.
 */
import { expect, test } from '@playwright/test';
import { DEMO, loginViaApi } from './helpers';

test('the opportunities filter by request type, kept in the address', async ({ page, context }) => {
  await loginViaApi(context, DEMO.lite.email, DEMO.lite.password);
  await page.goto('/opportunities');
  const type = page.getByRole('combobox', { name: 'Request type' });
  await expect(type).toHaveValue('');
  await expect(type.locator('option').first()).toHaveText('Any type');

  await type.selectOption({ label: 'Project' });
  await expect(page).toHaveURL(/[?&]type=project\b/);
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) await expect(card).toContainText('Project');

  // Reloaded, the filter is still chosen; "Any type" clears it.
  await page.reload();
  await expect(type).toHaveValue('project');
  await type.selectOption({ label: 'Any type' });
  await expect(page).not.toHaveURL(/type=/);
});

test('the talent explorer filters by skill, kept in the address', async ({ page, context }) => {
  await loginViaApi(context, DEMO.employer.email, DEMO.employer.password);
  await page.goto('/explorer');
  const skill = page.getByRole('combobox', { name: 'Skill' });
  await expect(skill).toBeEnabled();
  await skill.selectOption({ label: 'React' });
  await expect(page).toHaveURL(/[?&]skill=\d+/);
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) await expect(card).toContainText('React');
  await skill.selectOption({ label: 'Any skill' });
  await expect(page).not.toHaveURL(/skill=/);
});
