import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/fixtures';

// WCAG 2 A/AA checks of the public pages, at desktop and phone widths.
const paths = ['/', '/fees', '/contact', '/availability'];

for (const width of [1280, 390]) {
  for (const path of paths) {
    test(`${path} has no WCAG A/AA violations at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
      expect(
        results.violations.map(
          (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
        ),
      ).toEqual([]);
    });
  }
}

test('content pages are cached in session storage and refreshed in the background', async ({
  page,
}) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Contact/);
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('site-cache') ?? ''))
    .toContain('"contact"');
  const refreshed = page.waitForRequest((r) => r.url().includes('pages.php?slug=contact'));
  await page.reload();
  // The cached copy shows at once, without a spinner, while the page is fetched again.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Contact/);
  await refreshed;
});
