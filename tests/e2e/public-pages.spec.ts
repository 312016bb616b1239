import { expect, test } from './support/fixtures';

// Every content route shows its page (title from the seeded content).
const routes: [path: string, title: RegExp][] = [
  ['/', /Welcome/i],
  ['/about', /About/i],
  ['/fees', /Fees/i],
  ['/inspection-specifications', /Specification/i],
  ['/property-inspection-overview', /Overview/i],
  ['/radon-test', /Radon/i],
  ['/certifications-policies-links', /Policies/i],
  ['/about/inspectors', /Inspectors/i],
  ['/contact', /Contact/i],
  ['/schedule', /Before/i],
  ['/finished-living-space', /Living Space/i],
  ['/thank-you', /Thank/i],
];

for (const [path, title] of routes) {
  test(`${path} shows its content page`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.locator('.page-content')).not.toBeEmpty();
  });
}

test('pages with a sidebar list upcoming slots', async ({ page }) => {
  await page.goto('/fees');
  const sidebar = page.getByRole('complementary', { name: 'Upcoming inspection dates' });
  await expect(sidebar.getByRole('link', { name: /^Reserve Now/ }).first()).toBeVisible();
  expect(await sidebar.getByRole('link', { name: /^Reserve Now/ }).count()).toBeLessThanOrEqual(20);
  await expect(sidebar.getByRole('link', { name: 'more' })).toHaveAttribute(
    'href',
    '/availability',
  );
});

test('the fees page shows the price table and the policies page the cancellation policy', async ({
  page,
}) => {
  await page.goto('/fees');
  await expect(page.locator('.page-content table').first()).toContainText('$');
  await page.goto('/certifications-policies-links');
  await expect(page.locator('.page-content')).toContainText('5:00 PM');
  await expect(page.locator('.page-content')).toContainText('$75.00');
  await expect(page.locator('.page-content')).toContainText('No personal checks');
});

test('the About dropdown opens on hover and by keyboard', async ({ page }) => {
  await page.goto('/');
  const menuLink = page.getByRole('link', { name: 'Meet Our Inspectors' });
  await expect(menuLink).toBeHidden();
  await page.getByRole('link', { name: 'About Us & Our Services' }).hover();
  await expect(menuLink).toBeVisible();
  for (const name of [
    'Inspection Fees',
    'Inspection Specifications',
    'Property Overview',
    'Radon Test Overview',
    'Policies & Certifications',
  ]) {
    await expect(page.getByRole('link', { name })).toBeVisible();
  }
  await page.mouse.move(5, 600);
  await expect(menuLink).toBeHidden();
  await page.getByRole('button', { name: 'About Us & Our Services menu' }).focus();
  await page.keyboard.press('Enter');
  await expect(menuLink).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menuLink).toBeHidden();
  await page.getByRole('link', { name: 'About Us & Our Services' }).hover();
  await menuLink.click();
  await expect(page).toHaveURL(/\/about\/inspectors$/);
});

test('the footer highlights the current page', async ({ page }) => {
  const footer = page.getByRole('navigation', { name: 'Footer' });
  await page.goto('/contact');
  await expect(footer.getByRole('link', { name: 'Contact' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(footer.getByRole('link', { name: 'Home' })).not.toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.goto('/schedule');
  await expect(footer.getByRole('link', { name: 'Schedule Inspection' })).toHaveClass(/active/);
  // Pages under a footer section highlight it too (without claiming to be that page).
  await page.goto('/fees');
  await expect(footer.getByRole('link', { name: 'About & Services' })).toHaveClass(/active/);
  await expect(footer.getByRole('link', { name: 'About & Services' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await page.goto('/availability');
  await expect(footer.getByRole('link', { name: 'Schedule Inspection' })).toHaveClass(/active/);
  await expect(footer.getByRole('link', { name: 'Contact' })).not.toHaveClass(/active/);
});

test('the banner shows Login and Cart links when signed out', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/user/login');
  await expect(page.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
  await expect(page.getByRole('link', { name: 'Admin' })).toHaveCount(0);
});

test('on a phone, no public page is wider than the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const tooWide: string[] = [];
  for (const path of [
    ...routes.map(([p]) => p),
    '/availability',
    '/home-inspection',
    '/user/login',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > 390) tooWide.push(`${path}: ${width}px`);
  }
  expect(tooWide).toEqual([]);
});

test('checked boxes and focused fields take the brand colour, not Bootstrap blue', async ({
  page,
}) => {
  const brand = 'rgb(31, 78, 95)';
  await page.goto('/home-inspection');
  const box = page.locator('input.form-check-input[type=checkbox]').first();
  await box.check();
  await expect(box).toHaveCSS('background-color', brand);
  const field = page.locator('input.form-control').first();
  await field.focus();
  await expect(field).toHaveCSS('border-color', 'rgb(143, 167, 175)');
  await expect(field).toHaveCSS('box-shadow', /rgba\(31, 78, 95, 0\.25\)/);
});
