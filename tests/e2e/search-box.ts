import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Types `text` in the global search box as a user does (`/` to focus, Enter to search). */
export async function search(page: Page, text: string): Promise<void> {
  await page.keyboard.press('/');
  const box = page.getByRole('searchbox', { name: 'Search' });
  await expect(box).toBeFocused();
  await box.fill(text);
  await box.press('Enter');
}
