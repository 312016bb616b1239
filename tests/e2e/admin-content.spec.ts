import { bumpVersions } from '../../src/server/cache/cache-versions.repository';
import { adminFrame, flash, openAdmin, uid } from './support/admin-helpers';
import { expect, test } from './support/fixtures';

// An administrator edits content and sees it on the site at once.

test('an administrator creates, edits, previews and deletes a page; the site follows', async ({
  page,
  inbox,
}) => {
  const slug = `e2e-open-house-${uid()}`;
  await openAdmin(page, inbox, 'content');
  const frame = adminFrame(page, 'Content pages');

  await frame.getByRole('link', { name: 'New page' }).click();
  await frame.getByLabel('Title').fill('Open House');
  await frame.getByLabel('Slug').fill(slug);
  await frame
    .getByLabel('Content (HTML)')
    .fill(
      '<p onclick="alert(1)">Visit us on <strong>Saturday</strong></p><script>alert(2)</script>',
    );
  await frame.getByRole('button', { name: 'Create page' }).click();
  await expect(flash(frame)).toHaveText('Page created. The site shows it at once.');
  // Sanitised on save: the form shows what was stored.
  await expect(frame.getByLabel('Content (HTML)')).toHaveValue(
    '<p>Visit us on <strong>Saturday</strong></p>',
  );

  await frame.getByLabel('Content (HTML)').fill('<p>Open house moved to <em>Sunday</em></p>');
  await frame.getByRole('button', { name: 'Preview' }).click();
  const preview = frame.getByRole('region', { name: 'Preview' });
  await expect(preview.locator('em')).toHaveText('Sunday');
  await frame.getByRole('button', { name: 'Save page' }).click();
  await expect(flash(frame)).toHaveText('Page saved. The site shows it at once.');

  const res = await page.request.get(`/cms-admin/api/pages.php?slug=${slug}`);
  expect(await res.json()).toMatchObject({
    title: 'Open House',
    content: '<p>Open house moved to <em>Sunday</em></p>',
  });

  await frame.getByRole('link', { name: 'Back to all pages' }).click();
  await frame.getByRole('link', { name: 'Delete Open House' }).click();
  await expect(frame.getByRole('region', { name: 'Confirm deletion' })).toContainText(slug);
  await frame.getByRole('button', { name: 'Delete page' }).click();
  await expect(flash(frame)).toHaveText('Page “Open House” deleted.');
  expect((await page.request.get(`/cms-admin/api/pages.php?slug=${slug}`)).status()).toBe(404);
});

test('an edit of a page the site shows appears on its address at once', async ({
  page,
  inbox,
  db,
}) => {
  const original = await db
    .selectFrom('pages')
    .select(['content', 'title'])
    .where('slug', '=', 'living-area')
    .executeTakeFirstOrThrow();
  const marker = `Measured by our inspectors (${uid()}).`;
  try {
    await openAdmin(page, inbox, 'content');
    const frame = adminFrame(page, 'Content pages');
    await frame.getByRole('link', { name: `Edit ${original.title}` }).click();
    const content = frame.getByLabel('Content (HTML)');
    await content.fill(`${await content.inputValue()}<p>${marker}</p>`);
    await frame.getByRole('button', { name: 'Save page' }).click();
    await expect(flash(frame)).toHaveText('Page saved. The site shows it at once.');

    await page.goto('/finished-living-space');
    await expect(page.locator('.page-content')).toContainText(marker);
  } finally {
    // Other journeys read the seeded page: put it back as it was.
    await db
      .updateTable('pages')
      .set({ content: original.content, updated_at: new Date().toISOString() })
      .where('slug', '=', 'living-area')
      .execute();
    // Written past the site: tell its cache, as the site's own saves do.
    await bumpVersions(db, ['pages']);
  }
});
