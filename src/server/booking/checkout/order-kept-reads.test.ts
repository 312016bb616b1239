import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDialects } from '../../../testing/test-app';
import { saveAreaOf, saveTravelZones } from '../../areas/areas.service';
import { type CacheTopic, readVersions } from '../../cache/cache-versions.repository';
import { messageDefinition } from '../../messages/message-catalogue';
import { resetTemplate, saveTemplate } from '../../messages/messages.service';
import { allRules, switchRule } from '../../rules/rules.service';
import { upsertCustomerUser } from '../../users/users.service';
import { readOrderMessages } from './order-notifications';

// An order prices from kept services, areas and zones, and writes its e-mails from kept
// templates and rules (decision 098): every edit of them moves the version they are kept under,
// so every process reads them afresh once its check sees it (this one at once).

describe.each(testDialects)('the reads an order keeps, on %s', (dialect) => {
  let t: TestApp;
  let actor: () => { id: number; at: Date };
  beforeAll(async () => {
    t = await createTestApp(dialect);
    const id = await upsertCustomerUser(
      t.app.db,
      { email: 'office@example.test', firstName: 'Office', lastName: 'Admin', phone: '' },
      new Date().toISOString(),
    );
    actor = () => ({ id, at: new Date() });
  });
  afterAll(() => t.close());

  const moves = async (topic: CacheTopic, edit: () => Promise<unknown>) => {
    const before = (await readVersions(t.app.db)).get(topic) ?? 0;
    await edit();
    return ((await readVersions(t.app.db)).get(topic) ?? 0) - before;
  };

  it('an edited template is in the next order’s messages, and moves the settings', async () => {
    const definition = messageDefinition('order-confirmation');
    if (!definition) throw new Error('no order confirmation');
    await readOrderMessages(t.app.db);
    await readOrderMessages(t.app.db);
    const edited = { subject: 'Booked: your inspection', body: definition.body };
    expect(await moves('settings', () => saveTemplate(t.app.db, definition, edited, actor()))).toBe(
      1,
    );
    const { templates } = await readOrderMessages(t.app.db);
    expect(templates.get('order-confirmation')?.subject).toBe(edited.subject);
    expect(await moves('settings', () => resetTemplate(t.app.db, definition, actor()))).toBe(1);
    expect((await readOrderMessages(t.app.db)).templates.has('order-confirmation')).toBe(false);
  });

  it('a rule switched off is in the next order’s messages, and moves the settings', async () => {
    const rule = (await allRules(t.app.db, new Date())).find((r) => r.builtin === 'booked-realtor');
    if (!rule) throw new Error('no shipped realtor notice');
    await readOrderMessages(t.app.db);
    expect(await moves('settings', () => switchRule(t.app.db, rule.id, false, actor()))).toBe(1);
    expect((await readOrderMessages(t.app.db)).rules.off.has('booked-realtor')).toBe(true);
    await switchRule(t.app.db, rule.id, true, actor());
    expect((await readOrderMessages(t.app.db)).rules.off.has('booked-realtor')).toBe(false);
  });

  it('an area or travel zone saved moves the services as well as the slots', async () => {
    const zones = [{ name: 'Far', feeCents: 2500, zips: ['15001'] }];
    expect(await moves('services', () => saveTravelZones(t.app.db, actor(), zones))).toBe(1);
    expect(await moves('slots', () => saveTravelZones(t.app.db, actor(), []))).toBe(1);
    expect(await moves('services', () => saveAreaOf(t.app.db, actor(), null, ['15232']))).toBe(1);
    expect(await moves('services', () => saveAreaOf(t.app.db, actor(), null, []))).toBe(1);
  });
});
