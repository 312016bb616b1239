import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGREEMENT_SLUG } from '../../shared/agreements/agreement';
import { ADMIN } from '../../testing/admin-testing';
import {
  type AgreementWorld,
  agreementWorld,
  customerWithOrder,
} from '../../testing/agreement-test-kit';
import { createTestDatabase, testDialects } from '../../testing/test-app';
import { openDatabase } from '../db/database';
import { runMigrations } from '../db/migrate';
import { migrations } from '../db/migrations/index';
import { editPage, listPages } from '../pages/content.service';
import { findUserByEmail } from '../users/users.service';
import { renderAgreementPdf } from './agreement-pdf';
import { customerAgreement, signAgreement, signedAgreement } from './agreements.service';

describe.each(testDialects)('Signed agreements on %s', (dialect) => {
  let w: AgreementWorld;
  beforeAll(async () => {
    w = await agreementWorld(dialect);
  });
  afterAll(() => w.close());

  it('keeps the signed copy as signed when the agreement page changes afterwards', async () => {
    const db = w.t.app.db;
    const { orderId } = await customerWithOrder(w, 'kept@example.test');
    const customer = await findUserByEmail(db, 'kept@example.test');
    const userId = customer?.id ?? 0;
    const before = await customerAgreement(db, userId, orderId);
    if (before.state !== 'unsigned') throw new Error('expected an unsigned agreement');
    const { agreement } = await signAgreement(db, {
      userId,
      ip: '203.0.113.9',
      userAgent: 'UnitTest',
      request: {
        order_id: orderId,
        full_name: 'Dana Buyer',
        agree: true,
        text_sha256: before.textSha256,
      },
      now: new Date('2026-12-01T15:00:00Z'),
    });

    const page = (await listPages(db)).find((p) => p.slug === AGREEMENT_SLUG);
    const admin = await findUserByEmail(db, ADMIN);
    await editPage(db, { id: admin?.id ?? 0, at: new Date() }, page?.id ?? 0, {
      slug: AGREEMENT_SLUG,
      title: 'Agreement, second edition',
      content: '<p>Entirely new terms.</p>',
    });

    const after = await signedAgreement(db, orderId);
    expect(after).toEqual(agreement);
    expect(after?.title).toBe(before.title);
    expect(after?.content).toBe(before.content);
    expect(after?.textSha256).toBe(before.textSha256);
    // A new order reads the new text; the signed one still shows its own.
    const next = await customerWithOrder(w, 'next@example.test');
    const nextUser = await findUserByEmail(db, 'next@example.test');
    expect(await customerAgreement(db, nextUser?.id ?? 0, next.orderId)).toMatchObject({
      state: 'unsigned',
      title: 'Agreement, second edition',
      content: '<p>Entirely new terms.</p>',
    });
    expect(await customerAgreement(db, userId, orderId)).toEqual({ state: 'signed', agreement });

    const pdf = await renderAgreementPdf({
      agreement: after ?? agreement,
      businessName: 'Test Inspections',
      timeZone: 'America/New_York',
    });
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), {
      mergePages: true,
    });
    expect(text).toContain('Limits of liability');
    expect(text).not.toContain('Entirely new terms');
    expect(text.replace(/\s+/g, ' ')).toContain('December 1, 2026 at 10:00');
  });
});

describe.each(testDialects)('Migration 0018 on %s', (dialect) => {
  it('adds the agreement page to a site seeded before it, and leaves an existing one alone', async () => {
    for (const existing of [false, true]) {
      const database = await createTestDatabase(dialect);
      const handle = openDatabase(database.url);
      try {
        const names = Object.keys(migrations);
        const before = names.slice(0, names.indexOf('2026-11-27-0018-agreements'));
        await runMigrations(handle.db, {
          migrations: Object.fromEntries(before.map((n) => [n, migrations[n]!])),
        });
        const now = new Date().toISOString();
        const page = (slug: string, title: string) => ({
          slug,
          title,
          content: '<p>Ours.</p>',
          created_at: now,
          updated_at: now,
        });
        await handle.db.insertInto('pages').values(page('home', 'Home')).execute();
        if (existing)
          await handle.db.insertInto('pages').values(page(AGREEMENT_SLUG, 'Our own')).execute();
        await runMigrations(handle.db, { migrations });
        const pages = await listPages(handle.db);
        const agreements = pages.filter((p) => p.slug === AGREEMENT_SLUG);
        expect(agreements).toHaveLength(1);
        expect(agreements[0]?.title).toBe(existing ? 'Our own' : 'Pre-Inspection Agreement');
      } finally {
        await handle.destroy();
        await database.drop();
      }
    }
  });
});
