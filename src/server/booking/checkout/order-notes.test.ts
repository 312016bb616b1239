import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/booking/messages';
import { cardPaymentFields } from '../../../shared/booking/order-submission';
import type {
  CalendarLinkAnswer,
  InspectorSchedule,
} from '../../../shared/inspector-portal/inspector-schedule';
import type { InspectionDetail } from '../../../shared/portal/inspection-view';
import { ADMIN, csrfOf, postForm } from '../../../testing/admin-testing';
import { addCode } from '../../../testing/discounts-test-kit';
import {
  bookingSubmission,
  inspectorSlot,
  makeInspector,
  PORTAL_API,
  type PortalWorld,
  portalWorld,
} from '../../../testing/inspector-portal-kit';
import { addSlots } from '../../../testing/order-test-kit';
import { authorizeCard } from '../../../testing/payments-test-kit';
import { API } from '../../../testing/portal-test-kit';
import { waitForMail } from '../../../testing/smtp-catcher';
import { createAgent, type TestAgent } from '../../../testing/test-agent';
import { testDialects } from '../../../testing/test-app';

// The checkout's "Notes and access details": sent with pay later and with a card, checked again by
// the server, kept in their own column, and shown as text to the inspector (page and feed), the
// customer, the business notice and the admin order page. A discount is never listed as a service.

const ORDERS = `${API}/inspection_orders.php`;
const NOTES = 'Lockbox 4821; side door, not the front\nDog: Rex (friendly)\n<b>not bold</b>';
/** As a client may send it: CR LF line breaks and spaces around. */
const TYPED = `  ${NOTES.replace(/\n/g, '\r\n')}\n`;

describe.each(testDialects)('notes and access details on %s', (dialect) => {
  let w: PortalWorld;
  let nora: TestAgent;
  const ids: Record<string, number> = {};

  const visitor = async () => {
    const agent = createAgent(w.t.app);
    await agent.get(`${API}/session.php`);
    return agent;
  };
  const submit = async (slotId: number, email: string, extra: Record<string, unknown> = {}) => {
    const { checkout: more, ...top } = extra as { checkout?: Record<string, unknown> };
    const body = { ...(await bookingSubmission(w.t.app.db, slotId, email, more)), ...top };
    return (await visitor()).post(ORDERS, body);
  };
  const placed = async (res: { statusCode: number; body: string; json<T>(): T }) => {
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: number }>().id;
  };
  const notesColumn = async (id: number) =>
    w.t.app.db
      .selectFrom('orders')
      .select(['notes', 'checkout'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    w = await portalWorld(dialect);
    const db = w.t.app.db;
    const { inspectorId } = await makeInspector(db, 'nora.inspector@example.test', {
      first: 'Nora',
      last: 'Hale',
    });
    const slot = (days: number) => inspectorSlot(db, inspectorId, 24 * days);
    const buyer = 'notes.buyer@example.test';
    ids.payLater = await placed(await submit(await slot(3), buyer, { checkout: { notes: TYPED } }));

    // By card: the same submission, with the sandbox's authorization.
    const card = await bookingSubmission(db, await slot(4), buyer, { notes: NOTES });
    const agent = await visitor();
    const auth = await authorizeCard(w.t, agent, card);
    expect(auth.statusCode, auth.body).toBe(200);
    const answer = auth.json<{ transactionId: string; authCode: string; responseCode: string }>();
    ids.card = await placed(
      await agent.post(ORDERS, {
        ...card,
        checkout: { ...card.checkout, paymentMethod: 'pay-now' },
        ...cardPaymentFields({ ...answer, amount: card.cart.totalPriceDecimal }),
      }),
    );

    // An older client sends no notes at all; this one also uses a discount code.
    const admin = await w.signIn(ADMIN);
    await addCode(
      {
        t: w.t,
        app: w.t.app,
        catcher: w.catcher,
        admin,
        post: (url, fields) => postForm(w.t.app, admin, url, { _csrf: csrfOf(admin), ...fields }),
      },
      { code: 'NOTES10', percent: '10' },
    );
    const old = await bookingSubmission(db, await slot(5), buyer);
    delete (old.checkout as { notes?: string }).notes;
    ids.discounted = await placed(
      await (await visitor()).post(ORDERS, { ...old, discount_code: 'NOTES10' }),
    );
    nora = await w.signIn('nora.inspector@example.test');
  }, 120_000);
  afterAll(() => w.close());

  it('stores the notes in their own column (LF line breaks, trimmed), null when none', async () => {
    for (const id of [ids.payLater!, ids.card!]) {
      const row = await notesColumn(id);
      expect(row.notes).toBe(NOTES);
      // One copy: the checkout document keeps the form's other answers only.
      expect(row.checkout).not.toContain('Lockbox');
    }
    expect((await notesColumn(ids.discounted!)).notes).toBeNull();
    expect((await notesColumn(ids.card!)).checkout).toContain('"paymentMethod":"pay-now"');
  });

  it('refuses notes over 1,000 characters or with control characters: 400 on the field', async () => {
    const [slotId] = await addSlots(w.t.app.db, [30]);
    const cases: [unknown, string][] = [
      ['x'.repeat(1001), MESSAGES.notesTooLong],
      [`Gate\u0007${'x'.repeat(5000)}`, MESSAGES.notesTooLong],
      ['Gate\tcode 55', MESSAGES.notesControl],
      ['Code \u001b[2J', MESSAGES.notesControl],
      [42, MESSAGES.notesInvalid],
    ];
    const card = cardPaymentFields({
      transactionId: '1',
      authCode: 'A',
      responseCode: '1',
      amount: '1.00',
    });
    for (const [notes, message] of cases)
      for (const extra of [{}, card]) {
        const res = await submit(slotId!, 'refused@example.test', {
          ...extra,
          checkout: { notes },
        });
        expect(res.statusCode, JSON.stringify(notes).slice(0, 40)).toBe(400);
        expect(res.json<{ fields: Record<string, string> }>().fields['checkout.notes']).toBe(
          message,
        );
      }
    expect(
      await w.t.app.db.selectFrom('orders').select('id').where('slot_id', '=', slotId!).execute(),
    ).toEqual([]);
  });

  it('shows them on the inspector’s schedule, and no discount among the services', async () => {
    const body = (await nora.get(PORTAL_API.schedule)).json<InspectorSchedule>();
    const visit = (id: number) => body.visits.find((v) => v.id === id);
    expect(visit(ids.payLater!)?.notes).toBe(NOTES);
    expect(visit(ids.card!)?.notes).toBe(NOTES);
    expect(visit(ids.discounted!)?.notes).toBe('');
    expect(visit(ids.discounted!)?.services.length).toBeGreaterThan(0);
    expect(visit(ids.discounted!)?.services.join()).not.toMatch(/discount|NOTES10/i);
  });

  it('puts them in the feed’s description, escaped, and no discount under Services', async () => {
    const link = await nora.post(PORTAL_API.createLink, {});
    const { url } = link.json<CalendarLinkAnswer>();
    const ics = (await w.t.app.inject({ method: 'GET', url: new URL(url).pathname })).body;
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain('Lockbox 4821\\; side door\\, not the front\\nDog: Rex');
    const events = new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent');
    const descriptions = events.map((e) => String(e.getFirstPropertyValue('description')));
    expect(
      descriptions.filter((d) =>
        d.endsWith(`\n\nNotes and access details (from the customer):\n${NOTES}`),
      ),
    ).toHaveLength(2);
    for (const d of descriptions) expect(d).toMatch(/^Services: (?!.*Discount).+$/m);
    expect(unfolded).not.toContain('NOTES10');
  });

  it('shows them to the customer on their order, and to staff on the admin order page', async () => {
    const buyer = await w.signIn('notes.buyer@example.test');
    const mine = await buyer.get(`${API}/my_inspection.php?id=${ids.payLater}`);
    expect(mine.json<InspectionDetail>().notes).toBe(NOTES);
    const none = await buyer.get(`${API}/my_inspection.php?id=${ids.discounted}`);
    expect(none.json<InspectionDetail>().notes).toBe('');

    const admin = await w.signIn(ADMIN);
    const page = await admin.get(`/cms-admin/manage-orders.php?id=${ids.payLater}`);
    expect(page.statusCode).toBe(200);
    // As text: the markup the customer typed is escaped, never HTML.
    expect(page.body).toMatch(
      /<p class="user-notes mb-0" data-testid="order-notes">Lockbox 4821; side door, not the front\nDog: Rex \(friendly\)\n&lt;b&gt;not bold&lt;\/b&gt;<\/p>/,
    );
    expect(page.body).not.toContain('<b>not bold</b>');
  });

  it('puts them in the business notice of a new order', async () => {
    const mail = await waitForMail(
      w.catcher,
      'office@keystone-inspections.example',
      new RegExp(`^New booking #${ids.payLater}:`),
    );
    expect(mail.text).toContain(`\n\nNotes and access details (from the customer):\n${NOTES}`);
    expect(mail.html).toContain('&lt;b&gt;not bold&lt;/b&gt;');
  });
});
