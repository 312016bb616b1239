import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../shared/html';
import { adminSuite } from '../../testing/admin-testing';
import { addSlots, validSubmission } from '../../testing/order-test-kit';
import { waitForMail } from '../../testing/smtp-catcher';
import { createAgent } from '../../testing/test-agent';
import { testDialects } from '../../testing/test-app';
import { listAudit } from '../audit/audit.service';
import { MESSAGE_CATALOGUE } from './message-catalogue';
import { templateProblem } from '../../shared/messages/message-template';

const PAGE = '/cms-admin/manage-messages.php';
const ORDERS = '/cms-admin/api/inspection_orders.php';

describe('the catalogue', () => {
  it('holds each kind once, and each shipped text uses only its own placeholders', () => {
    const keys = MESSAGE_CATALOGUE.map((d) => d.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const d of MESSAGE_CATALOGUE) {
      const names = Object.keys(d.placeholders);
      expect(templateProblem(d.subject, names), d.key).toBeNull();
      expect(templateProblem(d.body, names, d.required), d.key).toBeNull();
    }
  });
});

describe.each(testDialects)('Admin → Messages on %s', (dialect) => {
  const s = adminSuite(dialect, { BUSINESS_EMAIL: 'office@example.test' });

  const book = async (email: string, hour: number) => {
    const [slotId] = await addSlots(s.app.db, [hour]);
    const agent = createAgent(s.app);
    await agent.get('/cms-admin/api/session.php');
    const res = await agent.post(ORDERS, await validSubmission(s.app.db, slotId!, email));
    expect(res.statusCode).toBe(201);
  };

  it('lists every message kind with its subject', async () => {
    const page = await s.admin.get(PAGE);
    expect(page.statusCode).toBe(200);
    for (const d of MESSAGE_CATALOGUE) expect(page.body).toContain(escapeHtml(d.title));
  });

  it('an edited confirmation reaches the next booking; Reset to default brings back the shipped one', async () => {
    await book('before.edit@example.test', 30);
    const shipped = await waitForMail(s.catcher, 'before.edit@example.test', /reserved/);
    expect(shipped.subject).toMatch(/^Your home inspection is reserved for /);

    const res = await s.post(`${PAGE}?key=order-confirmation`, {
      action: 'save',
      subject: 'Booked: {{inspection.address}} <{{client.first_name}}>',
      body: 'Hi {{client.first_name}} & co,\r\nsee you on {{inspection.date}}.\r\n{{portal_link}}',
    });
    expect(res.statusCode).toBe(303);
    await book('after.edit@example.test', 31);
    const edited = await waitForMail(s.catcher, 'after.edit@example.test', /^Booked:/);
    expect(edited.subject).toBe('Booked: 12 Walnut St, Pittsburgh, PA 15232 <Dana>');
    expect(edited.text).toMatch(/^Hi Dana & co,\nsee you on \w+day, /);
    // The HTML part escapes the values and the office's words alike.
    expect(edited.html).toContain('Hi Dana &amp; co,');
    // The calendar entry still comes with it.
    expect(edited.attachments.map((a) => a.filename)).toEqual(['inspection.ics']);

    const audit = await listAudit(s.app.db, { limit: 5, entity: 'message' });
    expect(audit[0]).toMatchObject({ action: 'update', entityId: 'order-confirmation' });

    expect((await s.post(`${PAGE}?key=order-confirmation`, { action: 'reset' })).statusCode).toBe(
      303,
    );
    await book('after.reset@example.test', 32);
    const again = await waitForMail(s.catcher, 'after.reset@example.test', /reserved/);
    expect(again.subject).toMatch(/^Your home inspection is reserved for /);
    const reset = await listAudit(s.app.db, { limit: 1, entity: 'message' });
    expect(reset[0]).toMatchObject({ action: 'reset', entityId: 'order-confirmation' });
  });

  it('refuses an unknown placeholder, naming it, and a broken tag, saving nothing', async () => {
    const unknown = await s.post(`${PAGE}?key=order-confirmation`, {
      action: 'save',
      subject: 'Hello',
      body: 'Hello {{client.frist_name}}',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain(
      escapeHtml('Body: {{client.frist_name}} is not a placeholder of this message.'),
    );
    // What was typed is shown again.
    expect(unknown.body).toContain('client.frist_name');
    const broken = await s.post(`${PAGE}?key=order-confirmation`, {
      action: 'save',
      subject: 'Reserved {{inspection.date',
      body: 'Hello',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.body).toContain(
      escapeHtml('Subject: it has a broken tag: a “{{” is never closed by “}}”.'),
    );
    const list = await s.admin.get(PAGE);
    expect(list.body).not.toContain('Edited');
  });

  it('refuses a sign-in message without {{code}} and {{link}}', async () => {
    const res = await s.post(`${PAGE}?key=login`, {
      action: 'save',
      subject: 'Sign in',
      body: 'Your code: {{code}}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(escapeHtml('Body: it must contain {{link}}.'));
  });

  it('previews unsaved edits for the newest order', async () => {
    await book('preview@example.test', 33);
    const res = await s.post(`${PAGE}?key=order-confirmation`, {
      action: 'preview',
      subject: 'For {{client.first_name}} at {{inspection.address}}',
      body: 'Order {{order.id}}',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('For Dana at 12 Walnut St, Pittsburgh, PA 15232');
    expect(res.body).toContain('Not saved yet');
    expect((await s.admin.get(PAGE)).body).not.toContain('Edited');
  });
});
