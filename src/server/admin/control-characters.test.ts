import { describe, expect, it } from 'vitest';
import { adminSuite } from '../../testing/admin-testing';
import { testDialects } from '../../testing/test-app';
import { getSiteSettings } from '../settings/settings.service';
import { controlCharacterMessage, fieldWithControlCharacter } from './ui/admin-form';

// PostgreSQL refuses a NUL in text: every admin form refuses control characters first, naming the
// field, so no admin form answers 500 or saves half a change.

describe('fieldWithControlCharacter', () => {
  it('finds NUL and the other C0 characters but lets tab, line feed and return through', () => {
    expect(fieldWithControlCharacter({ a: 'x\ty\r\nz', b: ['ok'] })).toBeUndefined();
    expect(fieldWithControlCharacter({ a: 'fine', b: ['ok', 'x\u0000'] })).toBe('b');
    expect(fieldWithControlCharacter({ c: '\u001b[31m' })).toBe('c');
    expect(controlCharacterMessage('firstName')).toBe(
      'The first name field may not contain control characters (such as NUL); please remove them.',
    );
  });
});

describe.each(testDialects)('control characters in admin forms on %s', (dialect) => {
  const suite = adminSuite(dialect);

  const post = (url: string, fields: Record<string, string>) => suite.post(url, fields);
  const count = async (table: 'pages' | 'users' | 'services') =>
    Number(
      (
        await suite.app.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  const cases: [
    what: string,
    table: 'pages' | 'users' | 'services',
    url: string,
    fields: Record<string, string>,
    field: string,
  ][] = [
    [
      "a page's content",
      'pages',
      '/cms-admin/manage-pages.php',
      { action: 'create', title: 'Nul', slug: 'nul-page', content: '<p>a\u0000b</p>' },
      'content',
    ],
    [
      "a user's name",
      'users',
      '/cms-admin/manage-users.php?new=1',
      {
        action: 'create',
        email: 'nul@example.test',
        firstName: 'Pa\u0000t',
        lastName: 'Lee',
        phone: '',
      },
      'firstName',
    ],
    [
      "a service's description",
      'services',
      '/cms-admin/manage-services.php?new=1',
      {
        action: 'create',
        category: 'addon',
        name: 'Nul test',
        slug: 'nul-test',
        price: '10',
        description: 'Air\u0000samples.',
      },
      'description',
    ],
  ];

  it.each(cases)(
    'refuses a NUL in %s, naming the field, saving nothing',
    async (_w, table, url, fields, field) => {
      const before = await count(table);
      const res = await post(url, fields);
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain(controlCharacterMessage(field));
      expect(res.body).not.toContain('\u0000');
      expect(await count(table)).toBe(before);
    },
  );

  it('refuses a NUL in a site setting and keeps the settings', async () => {
    const before = await getSiteSettings(suite.app.db, suite.t.env);
    const res = await post('/cms-admin/advanced.php', {
      action: 'settings',
      ...before,
      businessName: 'Acme\u0000Inspections',
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('The business name field may not contain control characters');
    // What was typed comes back without the NUL.
    expect(res.body).toContain('value="AcmeInspections"');
    expect(await getSiteSettings(suite.app.db, suite.t.env)).toEqual(before);
  });

  it('refuses a NUL in a page query (a search) with a page, not a 500', async () => {
    const res = await suite.admin.get('/cms-admin/manage-users.php?q=pat%00');
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('The q field may not contain control characters');
  });
});
