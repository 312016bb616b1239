import { describe, expect, it } from 'vitest';
import type { Review } from '../../shared/reviews/review';
import { adminSuite, postForm } from '../../testing/admin-testing';
import { createTestApp, testDialects } from '../../testing/test-app';
import { controlCharacterMessage } from '../admin/ui/admin-form';
import { listAudit } from '../audit/audit.service';
import { demoReviews } from '../db/seed/home-content';
import { listAllReviews, REVIEW_MESSAGES } from './reviews.service';

const URL = '/cms-admin/manage-reviews.php';
const API = '/cms-admin/api/reviews.php';

describe.each(testDialects)('Reviews on %s', (dialect) => {
  const suite = adminSuite(dialect);

  const post = (fields: Record<string, string>, url = URL) => suite.post(url, fields);
  const shown = async () => (await suite.app.inject(API)).json() as Review[];
  const valid = { name: 'Ann B.', town: 'Erie, PA', text: 'Quick and thorough.', stars: '4' };
  const idOf = async (name: string) => {
    const review = (await listAllReviews(suite.app.db)).find((r) => r.name === name);
    return Number(review?.id);
  };

  it('seeds the demo reviews on a demo site, shown, newest first', async () => {
    const reviews = await shown();
    expect(reviews.map((r) => r.name)).toEqual(demoReviews.map((r) => r.name).reverse());
    expect(reviews[0]).toEqual({
      id: expect.any(Number) as number,
      name: 'Tom W.',
      town: 'Cranberry Township, PA',
      text: expect.stringContaining('radon') as string,
      stars: 4,
    });
  });

  it('creates a shown review and a hidden one, audited; the public list has only the shown', async () => {
    const created = await post({ action: 'create', ...valid, shown: '1' }, `${URL}?new=1`);
    expect(created.statusCode).toBe(303);
    const hidden = await post(
      { action: 'create', ...valid, name: 'Hidden H.', stars: '2' },
      `${URL}?new=1`,
    );
    expect(hidden.statusCode).toBe(303);

    const names = (await shown()).map((r) => r.name);
    expect(names[0]).toBe('Ann B.');
    expect(names).not.toContain('Hidden H.');
    expect((await suite.admin.get(URL)).body).toContain('Hidden H.');

    const entries = await listAudit(suite.app.db, { limit: 2, entity: 'review' });
    expect(entries.map((e) => [e.action, e.details])).toEqual([
      ['create', { name: 'Hidden H.', town: 'Erie, PA', stars: 2, shown: false }],
      ['create', { name: 'Ann B.', town: 'Erie, PA', stars: 4, shown: true }],
    ]);
  });

  it('edits a review: hiding it takes it off the public list, audited with what changed', async () => {
    const id = await idOf('Ann B.');
    const res = await post(
      { action: 'save', id: String(id), ...valid, text: 'Changed.', stars: '5' },
      `${URL}?edit=${id}`,
    );
    expect(res.statusCode).toBe(303);
    expect((await shown()).map((r) => r.name)).not.toContain('Ann B.');
    const [entry] = await listAudit(suite.app.db, { limit: 1, entity: 'review' });
    expect(entry).toMatchObject({
      action: 'update',
      entityId: String(id),
      details: { shown: false, previousShown: true, stars: 5, previousStars: 4, textChanged: true },
    });
  });

  it('refuses bad input with a message naming the field, keeping what was typed', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ name: '  ' }, REVIEW_MESSAGES.nameMissing],
      [{ name: 'x'.repeat(101) }, REVIEW_MESSAGES.nameTooLong],
      [{ town: 'x'.repeat(101) }, REVIEW_MESSAGES.townTooLong],
      [{ text: '' }, REVIEW_MESSAGES.textMissing],
      [{ text: 'x'.repeat(2001) }, REVIEW_MESSAGES.textTooLong],
      [{ stars: '0' }, REVIEW_MESSAGES.stars],
      [{ stars: '6' }, REVIEW_MESSAGES.stars],
      [{ stars: '4.5' }, REVIEW_MESSAGES.stars],
      [{ stars: '' }, REVIEW_MESSAGES.stars],
      // PostgreSQL refuses NUL in text: the admin kit answers 400 naming the field, never a 500.
      [{ text: 'Good\u0000job' }, controlCharacterMessage('text')],
    ];
    const before = (await listAudit(suite.app.db, { limit: 1, entity: 'review' }))[0]?.id;
    for (const [change, message] of cases) {
      const res = await post({ action: 'create', ...valid, ...change }, `${URL}?new=1`);
      expect(res.statusCode, message).toBe(400);
      expect(res.body).toContain(message);
    }
    const kept = await post({ action: 'create', ...valid, stars: '9' }, `${URL}?new=1`);
    expect(kept.body).toContain('value="Ann B."');
    expect((await listAudit(suite.app.db, { limit: 1, entity: 'review' }))[0]?.id).toBe(before);
  });

  it('deletes after a confirmation page, audited; an unknown review is a 404', async () => {
    const id = await idOf('Hidden H.');
    const confirm = await suite.admin.get(`${URL}?confirmDelete=${id}`);
    expect(confirm.body).toContain('Delete the review by <strong>Hidden H.</strong>');
    const res = await post({ action: 'delete', id: String(id) });
    expect(res.statusCode).toBe(303);
    expect((await suite.admin.get(URL)).body).not.toContain('Hidden H.');
    const [entry] = await listAudit(suite.app.db, { limit: 1, entity: 'review' });
    expect(entry).toMatchObject({ action: 'delete', entityId: String(id) });
    expect((await post({ action: 'delete', id: String(id) })).statusCode).toBe(404);
    expect((await suite.admin.get(`${URL}?edit=${id}`)).statusCode).toBe(404);
  });

  it('refuses a post without the CSRF token, and visitors', async () => {
    const res = await postForm(suite.app, suite.admin, `${URL}?new=1`, {
      action: 'create',
      ...valid,
    });
    expect(res.statusCode).toBe(403);
    expect((await suite.app.inject(URL)).statusCode).toBe(401);
  });
});

describe.each(testDialects)('Home page seed on %s', (dialect) => {
  it('a real business (SEED_DEMO_SLOTS=false) gets no made-up reviews, but the credentials and service area pages', async () => {
    const t = await createTestApp(dialect, { SEED_DEMO_SLOTS: 'false' });
    try {
      expect((await t.app.inject(API)).json()).toEqual([]);
      for (const slug of ['home-credentials', 'home-service-area']) {
        const res = await t.app.inject(`/cms-admin/api/pages.php?slug=${slug}`);
        expect(res.statusCode, slug).toBe(200);
      }
    } finally {
      await t.close();
    }
  });
});
