import { expect, screenshot, test } from './fixtures';

// Issue 2's check: `npm start -- --web --no-open` prints `Web shell: <url>`; the page shows the
// profile switcher and the status bar; the same URL without the token gets no data.

test('the web shell prints a tokenized 127.0.0.1 URL and shows profiles and the status bar', async ({
  page,
  shellUrl,
}) => {
  const url = new URL(shellUrl);
  expect(url.hostname).toBe('127.0.0.1');
  expect(url.searchParams.get('token')).toBeTruthy();

  const profiles = page.getByRole('radiogroup', { name: 'Profile' });
  // Main answers the first profiles:list once its keychain and local network are up.
  await expect(profiles).toBeVisible({ timeout: 90_000 });
  for (const name of ['Mainnet', 'Testnet', 'Local']) {
    await expect(profiles.getByRole('radio', { name: new RegExp(`^${name}`) })).toBeVisible();
  }
  // The Local profile is active on first start and labelled as such.
  await expect(profiles.getByRole('radio', { checked: true })).toHaveAccessibleName(/^Local/);
  await expect(page.getByTestId('network-badge')).toHaveText('LOCAL');

  const status = page.getByRole('contentinfo', { name: 'Status bar' });
  await expect(status).toBeVisible();
  await expect(status.getByTestId('status-chain')).toHaveText(/Masterchain seqno \d+/, {
    timeout: 120_000,
  });
  await expect(status.getByTestId('status-throttle')).toBeVisible();
  await expect(status.getByTestId('status-v2-version')).toBeVisible();
  // The token is moved out of the address bar once read.
  expect(page.url()).not.toContain('token=');
  await screenshot(page, 'home');
});

test('the theme toggle switches light and dark', async ({ page }) => {
  await expect(page.getByRole('radiogroup', { name: 'Profile' })).toBeVisible({ timeout: 90_000 });
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

test('the same URL without the token gets no data and says why', async ({ browser, shellUrl }) => {
  const bare = new URL(shellUrl);
  bare.searchParams.delete('token');
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await page.goto(bare.toString());
    await expect(page.getByTestId('connection-banner')).toContainText('No access token');
    await expect(page.getByText(/Profiles unavailable/)).toBeVisible();
    await expect(page.getByRole('radiogroup', { name: 'Profile' })).toHaveCount(0);
    await expect(page.getByRole('radio')).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('a wrong token is refused too', async ({ browser, shellUrl }) => {
  const wrong = new URL(shellUrl);
  wrong.searchParams.set('token', 'not-the-token');
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await page.goto(wrong.toString());
    await expect(page.getByTestId('connection-banner')).toContainText(/Cannot connect to the app/, {
      timeout: 30_000,
    });
    await expect(page.getByRole('radio')).toHaveCount(0);
  } finally {
    await context.close();
  }
});
