import { extractText, getDocumentProxy } from 'unpdf';
import {
  bookingSubmission,
  inspectorSlot,
  makeInspector,
} from '../../src/testing/inspector-portal-kit';
import { formatCents } from '../../src/shared/money';
import { REINSPECTION_MESSAGES as M } from '../../src/shared/reports/reinspections';
import { createCustomer, E2E_ADMIN_EMAIL, signInAs } from './support/auth-helpers';
import { expect, test } from './support/fixtures';
import { expectNoViolations, screenshots } from './support/page-checks';
import { payOnPaymentsPage } from './support/portal-helpers';
import { fillBilling, uniqueEmail } from './support/booking-helpers';
import { downloadBytes } from './support/report-helpers';
import { publishFindings, signAgreement, xsrf } from './support/repair-request-helpers';
import { syncStatus } from './support/report-writing-helpers';

// After the report: the client confirms reading the Safety finding, builds a repair request from
// the published web report (one repair, one $250 credit), downloads its PDF, shares a read-only
// link the seller opens without signing in, and revokes it.

// The whole after-the-report story in one journey: about three minutes on a busy two-core machine.
test.setTimeout(360_000);

const API = '/cms-admin/api';
const PHOTO = 'tests/e2e/fixtures/sideways-gps.jpg';

test('the client builds a repair request, prints it, shares it with the seller and revokes it', async ({
  page,
  browser,
  db,
  inbox,
}) => {
  const inspectorEmail = uniqueEmail('repair-inspector');
  const buyerEmail = uniqueEmail('repair-buyer');
  const { inspectorId } = await makeInspector(db, inspectorEmail, { first: 'Rae', last: 'Fixer' });
  await createCustomer(db, { email: buyerEmail, firstName: 'Bo', lastName: 'Buyer' });
  const slot = await inspectorSlot(db, inspectorId, 3);

  const client = page;
  await client.request.get(`${API}/session.php`);
  const booked = await client.request.post(`${API}/inspection_orders.php`, {
    data: await bookingSubmission(db, slot, buyerEmail),
    headers: { 'X-XSRF-TOKEN': await xsrf(client) },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const orderId = ((await booked.json()) as { id: number }).id;

  // The inspector publishes three findings.
  const inspector = await (
    await browser.newContext({ baseURL: test.info().project.use.baseURL })
  ).newPage();
  await signInAs(inspector, inbox, inspectorEmail, '');
  const findings = {
    repair: `GFCI outlet does not trip, order ${orderId}`,
    credit: `Water heater near end of life, order ${orderId}`,
    other: `Gutter downspout loose, order ${orderId}`,
  };
  await publishFindings(inspector, orderId, [
    { text: findings.repair, severity: 'safety' },
    { text: findings.credit, severity: 'repair' },
    { text: findings.other, severity: 'maintenance' },
  ]);
  await inspector.context().close();

  // The client signs, pays and opens the web report.
  await signInAs(client, inbox, buyerEmail, '');
  await signAgreement(client, orderId, 'Dana Buyer');
  await client.goto('/user/payments');
  await payOnPaymentsPage(client, orderId);
  await client.goto(`/reports/${orderId}`);
  await expect(client.getByRole('heading', { level: 2 }).first()).toHaveText('Summary');
  const request = client.getByRole('region', { name: 'Repair request' });
  await expect(request).toContainText('press Add to repair request under a finding');

  const finding = (text: string) =>
    client.locator('.web-report-section .web-report-finding').filter({ hasText: text });

  // The Safety finding asks to be confirmed read, and says by whom and when once it is.
  const first = finding(findings.repair);
  await first.getByRole('button', { name: 'I have read this' }).click();
  await expect(first.getByTestId('safety-read')).toHaveText(/^✓ Read by Bo Buyer on /);

  // One repair with a note.
  await first.getByRole('button', { name: 'Add to repair request' }).click();
  const form1 = first.getByRole('form', { name: 'Add to repair request' });
  await form1.getByRole('radio', { name: 'Repair' }).check();
  await form1.getByRole('textbox', { name: 'Note' }).fill('By a licensed electrician');
  await form1.getByRole('button', { name: 'Save to request' }).click();
  await expect(first.getByTestId('repair-asked')).toHaveText('In Repair request 1: Repair');

  // One credit: a zero is refused with the words, nothing saved; then $250.
  const second = finding(findings.credit);
  await second.getByRole('button', { name: 'Add to repair request' }).click();
  const form2 = second.getByRole('form', { name: 'Add to repair request' });
  await form2.getByRole('radio', { name: 'Credit' }).check();
  await form2.getByRole('textbox', { name: 'Credit in dollars' }).fill('0');
  await form2.getByRole('button', { name: 'Save to request' }).click();
  await expect(form2.getByRole('alert')).toHaveText('Enter the credit in dollars, e.g. 250.');
  await expect(request.getByTestId('repair-request').getByRole('listitem')).toHaveCount(1);
  await form2.getByRole('textbox', { name: 'Credit in dollars' }).fill('250');
  await form2.getByRole('button', { name: 'Save to request' }).click();
  await expect(second.getByTestId('repair-asked')).toHaveText(
    'In Repair request 1: credit of $250.00',
  );
  await expect(request.getByTestId('repair-total')).toHaveText(
    'Total of the credits asked: $250.00',
  );
  await request.scrollIntoViewIfNeeded();
  await expectNoViolations(client);
  await screenshots(client, 'repair-request-web-report');

  // The PDF lists both findings and the total.
  const pdf = await downloadBytes(client, request.getByRole('link', { name: 'Download PDF' }));
  expect(pdf.name).toMatch(/^repair-request-\d+-\d+\.pdf$/);
  const text = (
    await extractText(await getDocumentProxy(new Uint8Array(pdf.bytes)), { mergePages: true })
  ).text.replace(/\s+/g, ' ');
  expect(text).toContain(findings.repair);
  expect(text).toContain(findings.credit);
  expect(text).not.toContain(findings.other);
  expect(text).toContain('Total of the credits asked: $250.00');

  // The seller's link, opened in a fresh browser without signing in.
  await request.getByRole('button', { name: 'Share with the seller' }).click();
  const linkBox = request.getByRole('textbox', { name: /^Link for the seller/ });
  await expect(linkBox).toHaveValue(/\/repair-request\/[\w-]{43}$/);
  const link = await linkBox.inputValue();
  const seller = await (await browser.newContext()).newPage();
  await seller.goto(link);
  await expect(seller.getByRole('heading', { level: 1, name: 'Repair request' })).toBeVisible();
  await expect(seller.getByText(findings.repair)).toBeVisible();
  await expect(seller.getByText(findings.credit)).toBeVisible();
  await expect(seller.getByText(findings.other)).toHaveCount(0);
  await expect(seller.getByText('Total of the credits asked: $250.00')).toBeVisible();
  const order = await db
    .selectFrom('orders')
    .select('total_cents')
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const body = (await seller.locator('main').textContent()) ?? '';
  expect(body).not.toContain(formatCents(order.total_cents));
  expect(body).not.toContain('Dana Buyer');
  expect(body).not.toContain(buyerEmail);
  await expectNoViolations(seller);
  await screenshots(seller, 'repair-request-seller');

  // Revoked: the seller's page says so, with the business's phone.
  await request.getByRole('button', { name: 'Revoke link' }).click();
  await expect(request.getByText(/: Revoked$/)).toBeVisible();
  await seller.reload();
  const dead = seller.getByRole('alert');
  await expect(dead).toContainText('This link has expired or was revoked.');
  await expect(dead.getByRole('link', { name: /\d{3}/ })).toBeVisible();
  await expectNoViolations(seller);
  await screenshots(seller, 'repair-request-seller-revoked');
  await seller.context().close();

  // The client books a reinspection from the request: the usual order form with the property
  // and the Reinspection service, then the checkout, and pays it on the payments page.
  const reSlot = await inspectorSlot(db, inspectorId, 30);
  await client.evaluate((id) => localStorage.setItem('selectedSlotId', String(id)), reSlot);
  await request.getByRole('link', { name: 'Book a reinspection' }).click();
  await expect(
    client.getByRole('heading', { level: 1, name: 'Book a reinspection' }),
  ).toBeVisible();
  await expect(client.getByRole('textbox', { name: 'Address line 1' })).not.toHaveValue('');
  await expect(client.getByText('Your reinspection')).toBeVisible();
  await expectNoViolations(client);
  await screenshots(client, 'reinspection-order-form');
  await client.getByRole('button', { name: 'Add to cart' }).click();
  await client.waitForURL('**/cart');
  await expect(client.getByText(`Reinspection of order #${orderId}`)).toBeVisible();
  await client.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await fillBilling(client, buyerEmail, { first: 'Bo', last: 'Buyer' });
  await client.getByRole('radio', { name: /Pay later/ }).check();
  await client.getByRole('checkbox', { name: 'I agree to the cancellation policy' }).check();
  await client.getByRole('button', { name: 'Reserve Without Payment' }).click();
  await expect(client).toHaveURL(/\/thank-you\/\d+$/);
  const reId = Number(/\/thank-you\/(\d+)$/.exec(client.url())?.[1]);
  const linked = await db
    .selectFrom('reinspections')
    .selectAll()
    .where('order_id', '=', reId)
    .executeTakeFirstOrThrow();
  expect(linked.original_order_id).toBe(orderId);
  await client.goto('/user/payments');
  await payOnPaymentsPage(client, reId);

  // The inspector, on a phone, marks one Fixed and one Not fixed with a note and a photo, all
  // through the editor's own controls, and publishes with its Publish button.
  const reInspector = await (
    await browser.newContext({
      baseURL: test.info().project.use.baseURL,
      viewport: { width: 390, height: 844 },
    })
  ).newPage();
  await signInAs(reInspector, inbox, inspectorEmail, `/inspector/reports/${reId}`);
  await expect(
    reInspector.getByRole('heading', { level: 1, name: 'Reinspection report' }),
  ).toBeVisible();
  const items = reInspector.getByTestId('report-item');
  await expect(items).toHaveCount(2);
  const fixed = items.nth(0);
  const notFixed = items.nth(1);
  await expect(fixed.getByRole('group', { name: /^Status of / }).getByRole('button')).toHaveText([
    'Fixed',
    'Not fixed',
    'Fixed with new defects',
    'Could not inspect',
  ]);
  await fixed.getByRole('button', { name: 'Fixed', exact: true }).click();
  await notFixed.getByRole('button', { name: 'Not fixed', exact: true }).click();
  await expect(notFixed.getByRole('button', { name: 'Not fixed', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // The findings asked for have no library of comments: a note is written at once.
  await expect(notFixed.locator('details.report-comments')).toHaveCount(0);
  await notFixed.getByRole('button', { name: /^Write a finding/ }).click();
  const note = notFixed.getByRole('textbox', { name: /^Text of / });
  await note.fill(`Trap still drips after the repair, order ${reId}`);
  await note.blur();
  // The item's own Add photo (the last one on the card: each finding has its own first).
  await notFixed.getByTestId('photo-camera').last().setInputFiles(PHOTO);
  await expect(notFixed.getByRole('img', { name: 'Photo without a caption' })).toBeVisible();
  const caption = notFixed.getByRole('textbox', { name: 'Caption' }).last();
  await caption.fill('Still leaking');
  await caption.blur();
  await expect(syncStatus(reInspector)).toHaveText('All changes synced', { timeout: 15_000 });
  await expectNoViolations(reInspector);
  await reInspector.getByRole('button', { name: 'Publish report' }).click();
  const confirm = reInspector.getByTestId('publish-confirm');
  await confirm.getByRole('button', { name: 'Confirm and publish' }).click();
  await expect(
    reInspector.getByText(/^Published version 1\. The client and the realtor/),
  ).toBeVisible({ timeout: 60_000 });
  await fixed.scrollIntoViewIfNeeded();
  await screenshots(reInspector, 'reinspection-editor');
  await reInspector.context().close();

  // The client sees the reinspection report with both outcomes, linked to the original, once
  // the same gates are passed (paid above, and its agreement signed).
  await signAgreement(client, reId, 'Bo Buyer');
  await client.goto(`/reports/${reId}`);
  await expect(
    client.getByRole('heading', { level: 1, name: 'Reinspection report' }),
  ).toBeVisible();
  await expect(client.getByTestId('reinspection-of')).toContainText('original inspection report');
  await expect(client.getByTestId('reinspection-outcomes')).toHaveText(
    'Fixed: 1 · Not fixed: 1 · Fixed with new defects: 0 · Could not inspect: 0',
  );
  await expect(client.getByText('Fixed', { exact: true }).first()).toBeVisible();
  await expect(client.getByText('Not fixed', { exact: true }).first()).toBeVisible();
  await expect(client.getByText(`Trap still drips after the repair, order ${reId}`)).toBeVisible();
  await expect(client.getByText('Still leaking')).toBeVisible();
  // It checks a request and starts none of its own.
  await expect(client.getByRole('button', { name: 'Add to repair request' })).toHaveCount(0);
  await expectNoViolations(client);
  await screenshots(client, 'reinspection-web-report');

  // The office sees both on the order page.
  const office = await (
    await browser.newContext({ baseURL: test.info().project.use.baseURL })
  ).newPage();
  await signInAs(office, inbox, E2E_ADMIN_EMAIL, `/cms-admin/manage-orders.php?id=${orderId}`);
  const after = office.getByRole('region', { name: 'After the report' });
  await expect(after).toContainText(`${findings.repair}: read by Bo Buyer, `);
  await expect(after).toContainText(`Credit of $250.00: ${findings.credit}`);
  await expect(after).toContainText("seller's links: revoked");
  const reinspection = office.getByRole('region', { name: 'Reinspection' });
  await expect(reinspection).toContainText(`Reinspection order #${reId}`);
  await expect(reinspection.getByRole('button', { name: 'Create reinspection' })).toBeVisible();
  await reinspection.scrollIntoViewIfNeeded();
  await screenshots(office, 'admin-order-reinspection');
  await after.scrollIntoViewIfNeeded();
  await expectNoViolations(office);
  await screenshots(office, 'admin-order-after-report');

  // Create reinspection on a phone: the form passes axe, refuses a time that has passed with the
  // reason, then makes the order, and the client gets the booking confirmation.
  await office.setViewportSize({ width: 390, height: 844 });
  const create = reinspection.getByRole('form', { name: 'Create reinspection' });
  await create.scrollIntoViewIfNeeded();
  await expectNoViolations(office);
  const day = (days: number) =>
    new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', {
      timeZone: 'America/New_York',
    });
  await create.getByLabel('Date').fill(day(-1));
  await create.getByLabel('Time').fill('10:00');
  await create.getByRole('button', { name: 'Create reinspection' }).click();
  await expect(office.getByText(M.timePassed).first()).toBeVisible();
  await expectNoViolations(office);
  await screenshots(office, 'admin-order-reinspection-refused');
  await office.setViewportSize({ width: 390, height: 844 });
  const again = office
    .getByRole('region', { name: 'Reinspection' })
    .getByRole('form', { name: 'Create reinspection' });
  // Shown again with what was sent, to be corrected.
  await expect(again.getByLabel('Date')).toHaveValue(day(-1));
  await expect(again.getByLabel('Time')).toHaveValue('10:00');
  await again.getByLabel('Date').fill(day(45));
  await again.getByLabel('Time').fill('15:30');
  await again.getByRole('button', { name: 'Create reinspection' }).click();
  await expect(office.getByText(/^Reinspection order #\d+ created for order #/)).toBeVisible();
  const officeReId = Number(new URL(office.url()).searchParams.get('id'));
  expect(officeReId).toBeGreaterThan(reId);
  await expect(office.getByRole('region', { name: 'Reinspection' })).toContainText(
    `This order is a reinspection of order #${orderId}`,
  );
  await expectNoViolations(office);
  await screenshots(office, 'admin-order-reinspection-created');
  await expect
    .poll(
      async () =>
        (await inbox.all(buyerEmail)).some(
          (m) =>
            /^Your home inspection is reserved for /.test(m.subject) &&
            m.text.includes(`Reservation number: ${officeReId}`),
        ),
      { timeout: 15_000 },
    )
    .toBe(true);
  await office.goto('/cms-admin/advanced.php');
  await expect(office.getByRole('region', { name: 'After the report' })).toBeVisible();
  await expectNoViolations(office);
  await office.context().close();
});
