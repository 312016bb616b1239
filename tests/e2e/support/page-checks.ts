import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Where screenshots go for a person to look at (E2E_SHOTS_DIR); none are taken when unset. */
export const SHOTS = process.env.E2E_SHOTS_DIR;

/** Full-page screenshots at phone and desktop width, when E2E_SHOTS_DIR asks for them. */
export async function screenshots(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** No WCAG 2 A/AA violation on the page as it is now. */
export async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`),
  ).toEqual([]);
}

/** The built file of a client module (`features/…/name.tsx`): chunks are named by hash alone. */
function builtFileOf(name: string): string {
  const manifest = JSON.parse(
    readFileSync(join(process.env.BUILD_DIR ?? 'dist', 'client', '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, { file: string }>;
  const key = Object.keys(manifest).find((k) => k.endsWith(`/${name}.tsx`));
  if (!key) throw new Error(`No built chunk for ${name}.tsx`);
  return `/${manifest[key]!.file}`;
}

/**
 * Holds back the built file of a page's code (the module `name.tsx`) until `release` is called:
 * the server's HTML is on screen and the scripts are not yet running, as on a slow phone.
 */
export async function holdPageCode(page: Page, name: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const file = builtFileOf(name);
  await page.route(
    (url) => url.pathname === file,
    async (route) => {
      await held;
      await route.continue();
    },
  );
  return release;
}
