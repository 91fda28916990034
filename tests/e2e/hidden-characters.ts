import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** A bidi control or zero-width character: what must never reach the screen unmarked. */
export const HIDDEN = /[\u202A-\u202E\u2066-\u2069\u200B-\u200F\u2060\uFEFF]/;

/**
 * Nothing on screen holds an unmarked {@link HIDDEN} character: the page's HTML text and the
 * text of the elements `alsoRead` selects (default: SVG text, which `innerText` leaves out).
 */
export async function noHiddenCharacters(page: Page, alsoRead = 'svg text') {
  const text = await page.evaluate(
    (selector) =>
      document.body.innerText +
      [...document.querySelectorAll(selector)].map((t) => t.textContent ?? '').join('\n'),
    alsoRead,
  );
  expect(text).not.toMatch(HIDDEN);
}
