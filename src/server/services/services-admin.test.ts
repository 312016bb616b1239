import { describe, expect, it } from 'vitest';
import type { Service } from '../../shared/services/service';
import { testDialects } from '../../testing/test-app';
import { PRICE_INVALID } from '../admin/ui/admin-schemas';
import { adminSuite } from '../../testing/admin-testing';
import { listAudit } from '../audit/audit.service';
import { RULE_SLUG_FIXED, SERVICE_SLUG_TAKEN } from './services-admin.service';

const URL = '/cms-admin/manage-services.php';

describe.each(testDialects)('Services admin page on %s', (dialect) => {
  const suite = adminSuite(dialect);

  const post = (fields: Record<string, string>, url = URL) => suite.post(url, fields);
  const services = async () =>
    (await suite.app.inject('/cms-admin/api/services.php')).json() as Service[];
  const bySlug = async (slug: string) => (await services()).find((s) => s.slug === slug);

  it('lists services by category', async () => {
    const res = await suite.admin.get(URL);
    for (const heading of ['Home sizes', 'Property ages', 'Add-ons', 'Additional units'])
      expect(res.body).toContain(heading);
    expect(res.body).toContain('$375.00');
  });

  it('creates a service with its price parsed to cents, audited', async () => {
    const res = await post(
      {
        action: 'create',
        category: 'addon',
        name: 'Mold test',
        slug: 'mold-test',
        price: '$1,234.5',
        description: 'Air samples.',
      },
      `${URL}?new=1`,
    );
    expect(res.statusCode).toBe(303);
    expect(await bySlug('mold-test')).toMatchObject({
      name: 'Mold test',
      category: 'addon',
      price_cents: 123450,
      price: 1234.5,
      enabled: true,
    });
    const [entry] = await listAudit(suite.app.db, { limit: 1, entity: 'service' });
    expect(entry).toMatchObject({ action: 'create', details: { priceCents: 123450 } });
  });

  it('edits name, price, slug and description; the price list follows at once', async () => {
    const s = await bySlug('mold-test');
    const res = await post(
      {
        action: 'save',
        id: String(s?.id),
        name: 'Mold testing',
        slug: 'mold',
        price: '99.9',
        description: 'Two samples.',
        minutes: '20',
      },
      `${URL}?edit=${s?.id}`,
    );
    expect(res.statusCode).toBe(303);
    expect(await bySlug('mold')).toMatchObject({
      name: 'Mold testing',
      price_cents: 9990,
      description: 'Two samples.',
      minutes: 20,
    });
    const [entry] = await listAudit(suite.app.db, { limit: 1, entity: 'service' });
    expect(entry?.details).toMatchObject({
      priceCents: 9990,
      previousPriceCents: 123450,
      previousSlug: 'mold-test',
    });
  });

  it('refuses a bad price or a taken slug with a clear message, keeping the input', async () => {
    const s = await bySlug('mold');
    const edit = (fields: Record<string, string>) =>
      post(
        {
          action: 'save',
          id: String(s?.id),
          name: 'Mold testing',
          slug: 'mold',
          price: '10',
          description: '',
          ...fields,
        },
        `${URL}?edit=${s?.id}`,
      );
    const badPrice = await edit({ price: '12.345' });
    expect(badPrice.statusCode).toBe(400);
    expect(badPrice.body).toContain(PRICE_INVALID);
    expect(badPrice.body).toContain('value="12.345"');
    const badMinutes = await edit({ minutes: '-5' });
    expect(badMinutes.statusCode).toBe(400);
    expect(badMinutes.body).toContain('The minutes must be a whole number from 0 to 720.');
    const taken = await edit({ slug: 'pest-inspection' });
    expect(taken.statusCode).toBe(409);
    expect(taken.body).toContain(SERVICE_SLUG_TAKEN);
    const created = await post({
      action: 'create',
      category: 'addon',
      name: 'Dup',
      slug: 'mold',
      price: '1',
      description: '',
    });
    expect(created.statusCode).toBe(409);
    expect((await bySlug('mold'))?.price_cents).toBe(9990);
  });

  it('keeps the slugs the add-on rules depend on', async () => {
    const radon = await bySlug('radon-inspection');
    const res = await post({
      action: 'save',
      id: String(radon?.id),
      name: 'Radon',
      slug: 'radon',
      price: '150',
      description: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(RULE_SLUG_FIXED);
    const same = await post({
      action: 'save',
      id: String(radon?.id),
      name: 'Radon test',
      slug: 'radon-inspection',
      price: '150',
      description: '',
    });
    expect(same.statusCode).toBe(303);
  });

  it('disables and enables a service', async () => {
    const s = await bySlug('mold');
    expect((await post({ action: 'disable', id: String(s?.id) })).statusCode).toBe(303);
    expect((await bySlug('mold'))?.enabled).toBe(false);
    expect((await post({ action: 'enable', id: String(s?.id) })).statusCode).toBe(303);
    expect((await bySlug('mold'))?.enabled).toBe(true);
    const actions = (await listAudit(suite.app.db, { limit: 2, entity: 'service' })).map(
      (e) => e.action,
    );
    expect(actions).toEqual(['enable', 'disable']);
    expect((await post({ action: 'disable', id: '999999' })).statusCode).toBe(404);
  });
});
