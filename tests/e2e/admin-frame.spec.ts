import AxeBuilder from '@axe-core/playwright';
import { adminFrame, frameHeights, openAdmin } from './support/admin-helpers';
import { expect, test } from './support/fixtures';
import { ADMIN_MENU_ENTRIES } from '../../src/shared/admin/admin-menu';

// The admin frame follows its page's height messages, from that frame
// only; the menu is a list of links marking the current section.

test('the frame grows and shrinks with its page, and ignores messages from elsewhere', async ({
  page,
  inbox,
}) => {
  await openAdmin(page, inbox, 'services');
  const iframe = page.locator('iframe[title="Services and prices"]');
  const frame = adminFrame(page, 'Services and prices');
  await expect(frame.getByRole('heading', { name: 'Add-ons' })).toBeVisible();
  const fits = async () => {
    const { outer, inner } = await frameHeights(iframe);
    return Math.abs(outer - inner) <= 1 ? Math.round(outer) : -1;
  };
  await expect.poll(fits).toBeGreaterThan(900);
  const tall = await fits();

  await frame.getByRole('link', { name: 'New service' }).click();
  await expect(frame.getByLabel('Price (dollars)')).toBeVisible();
  await expect.poll(fits).toBeGreaterThan(0);
  const short = await fits();
  expect(short).toBeLessThan(tall);

  await frame.getByRole('link', { name: 'Back to all services' }).click();
  await expect.poll(fits).toBe(tall);

  // A height message that does not come from the frame's window is ignored.
  await page.evaluate(() =>
    window.postMessage({ type: 'admin-frame-height', height: 5000 }, window.location.origin),
  );
  await page.waitForTimeout(300);
  expect(await fits()).toBe(tall);
});

test('the menu marks the current section and works with the keyboard', async ({ page, inbox }) => {
  await openAdmin(page, inbox, 'content');
  const menu = page.getByRole('navigation', { name: 'Admin sections' });
  await expect(menu.getByRole('link')).toHaveText([
    'Content',
    'Services',
    'Reviews',
    'Users',
    'Slots',
    'Working hours',
    'Orders',
    'Waitlist',
    'Discounts',
    'Report templates',
    'Agents',
    'Dashboard',
    'Messages',
    'Rules',
    'Texts',
    'Advanced',
    'Email',
  ]);
  await expect(menu.getByRole('link', { name: 'Content' })).toHaveAttribute('aria-current', 'page');

  await menu.getByRole('link', { name: 'Users' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\?section=users$/);
  await expect(menu.getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
  await expect(adminFrame(page, 'Users').getByRole('heading', { name: 'Users' })).toBeVisible();
});

for (const width of [1280, 390]) {
  test(`every admin section passes an accessibility check at ${width}px`, async ({
    page,
    inbox,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width, height: 900 });
    await openAdmin(page, inbox, 'content');
    const sections: [section: string, frameTitle: string][] = [
      ['content', 'Content pages'],
      ['services', 'Services and prices'],
      ['reviews', 'Customer reviews'],
      ['users', 'Users'],
      ['working-hours', 'Working hours'],
      ['discounts', 'Discount codes'],
      ['report-templates', 'Report templates'],
      ['agents', 'Agents'],
      ['dashboard', 'Dashboard'],
      ['messages', 'Messages'],
      ['rules', 'Rules'],
      ['texts', 'Text messages'],
      ['advanced', 'Advanced settings'],
      ['email', 'E-mail'],
    ];
    for (const [section, title] of sections) {
      await page.goto(`/admin?section=${section}`);
      await expect(adminFrame(page, title).locator('h1')).toBeVisible();
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
      const found = results.violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      );
      expect(found, section).toEqual([]);
    }
  });
}

test('on a phone, no admin page is wider than the screen', async ({ page, inbox }) => {
  await openAdmin(page, inbox, 'content');
  await page.setViewportSize({ width: 390, height: 844 });
  const pages = [
    ...ADMIN_MENU_ENTRIES.map((entry) => `/cms-admin/${entry.name}.php`),
    '/cms-admin/manage-messages.php?key=order-confirmation',
    '/cms-admin/manage-services.php?new=1',
    '/cms-admin/manage-pages.php?new=1',
  ];
  const tooWide: string[] = [];
  for (const path of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Wide tables scroll inside their own box; the page itself never scrolls sideways.
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > 390) tooWide.push(`${path}: ${width}px`);
  }
  expect(tooWide).toEqual([]);
  // The working hours' owner tabs are pills: the chosen one in the brand's colour.
  await page.goto('/cms-admin/manage-working-hours.php');
  await expect(page.locator('.nav-pills .nav-link.active')).toHaveCSS(
    'background-color',
    'rgb(31, 78, 95)',
  );
});
