import { expect, test } from '@playwright/test';
import { openPage, watchErrors } from '../support/site';

test('home renders with the remote blocks', async ({ page }) => {
  const errors = watchErrors(page);
  await openPage(page, '/');
  await expect(page.getByRole('heading', { level: 2, name: /services/i }).first()).toBeVisible();
  await openPage(page, '/services/cloud-devops');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Cloud');
  expect(errors).toEqual([]);
});
