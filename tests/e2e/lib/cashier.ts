import { expect, type Page } from '@playwright/test';

/** Pays (or cancels) on the demo payment provider's page opened in a new tab, then closes it. */
export async function answerDemoCashier(popup: Page, action: 'Pay' | 'Cancel' = 'Pay') {
  await expect(popup.getByRole('heading', { name: 'Demo payment provider' })).toBeVisible();
  await popup.getByRole('button', { name: action, exact: true }).click();
  // The provider returns to the shop's payment page.
  await expect(popup).toHaveURL(/\/shop\/#\/pages\/order\/pay\/index\?id=\d+/);
  await popup.close();
}
