import { DateTime } from 'luxon';
import { adminFrame, openAdmin, uid } from './support/admin-helpers';
import { signInAs } from './support/auth-helpers';
import { addSlot, addToCart, fillBilling, uniqueEmail } from './support/booking-helpers';
import { expect, test } from './support/fixtures';
import { expectNoViolations, screenshots } from './support/page-checks';
import type { Page } from '@playwright/test';

// A booking names an agent; the agent signs in, sees it on /agent and books for a second client
// (the checkout's realtor fields already theirs); the dashboard counts both bookings in this
// week's row and puts the agent at the top.

/** Reserves the cart without payment for `email`; answers the order id. */
async function reserve(page: Page, email: string, buyer: { first: string; last: string }) {
  await fillBilling(page, email, buyer);
  await page.getByRole('checkbox', { name: 'I agree to the cancellation policy' }).check();
  await page.getByRole('radio', { name: /Pay later/ }).check();
  await page.getByRole('button', { name: 'Reserve Without Payment' }).click();
  await page.waitForURL(/\/thank-you\/\d+$/);
  return Number(/\/thank-you\/(\d+)$/.exec(page.url())?.[1]);
}

test('an agent named at checkout books for a client and tops the dashboard', async ({
  page,
  browser,
  db,
  inbox,
}) => {
  test.setTimeout(120_000);
  const tag = uid();
  const agentEmail = uniqueEmail('agent');
  const agentName = { first: 'Avery', last: `Agent${tag}` };

  // A client books, naming the agent.
  const first = await addSlot(db, 4 * 24 * 60, `agent ${tag}`);
  await addToCart(page, first.id);
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await page.getByRole('radio', { name: 'Yes' }).check();
  await page.getByRole('textbox', { name: 'Realtor first name' }).fill(agentName.first);
  await page.getByRole('textbox', { name: 'Realtor last name' }).fill(agentName.last);
  await page.getByRole('textbox', { name: 'Realtor e-mail' }).fill(agentEmail);
  await page.getByRole('textbox', { name: 'Realtor phone' }).fill('412-555-0177');
  await page.getByRole('textbox', { name: 'Realtor company' }).fill('Summit Realty');
  // A second buyer with an address (rules to "the second buyer" write there).
  await page.getByRole('checkbox', { name: 'Add a second buyer' }).check();
  await page.getByRole('textbox', { name: 'Second buyer first name' }).fill('Pat');
  await page.getByRole('textbox', { name: 'Second buyer last name' }).fill('First');
  await page
    .getByRole('textbox', { name: /Second buyer e-mail/ })
    .fill(uniqueEmail('second-buyer'));
  await page.getByRole('textbox', { name: /Second buyer phone/ }).fill('412-555-0166');
  await screenshots(page, 'office-checkout-second-buyer');
  const firstOrder = await reserve(page, uniqueEmail('first-client'), {
    first: 'Dana',
    last: 'First',
  });

  // The agent signs in like anyone and sees the inspection.
  const agentContext = await browser.newContext();
  const agent = await agentContext.newPage();
  await signInAs(agent, inbox, agentEmail, '/user/home');
  // Their account page leads to the agent's portal.
  const portalLink = agent.getByRole('link', { name: 'Agent portal' });
  await expect(portalLink).toBeVisible();
  await expectNoViolations(agent);
  await screenshots(agent, 'office-user-home-agent');
  await portalLink.click();
  await agent.waitForURL('**/agent');
  await expect(agent.getByRole('heading', { name: 'Your clients’ inspections' })).toBeVisible();
  const item = agent.getByTestId('agent-inspection');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Client: Dana First');
  await expect(item).toContainText('Reserved');
  await expect(agent.getByText(/\$/)).toHaveCount(0);
  await expectNoViolations(agent);
  await screenshots(agent, 'agent-portal');

  await item.getByRole('link').click();
  await agent.waitForURL(`**/agent/inspections/${firstOrder}`);
  await expect(agent.getByTestId('agent-inspection-status')).toHaveText('Reserved');
  await expect(agent.getByText(/\$/)).toHaveCount(0);
  await expectNoViolations(agent);
  await screenshots(agent, 'agent-inspection');

  // Another agent's inspection is not found.
  await agent.goto(`/agent/inspections/${firstOrder + 100000}`);
  await expect(agent.getByTestId('agent-not-found')).toBeVisible();

  // Book for a client: the checkout's realtor fields are the agent's.
  await agent.goto('/agent');
  await agent.getByRole('button', { name: 'Book for a client' }).click();
  await agent.waitForURL('**/home-inspection');
  const second = await addSlot(db, 5 * 24 * 60, `agent ${tag} b`);
  await addToCart(agent, second.id);
  await agent.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(agent.getByRole('radio', { name: 'Yes' })).toBeChecked();
  await expect(agent.getByRole('textbox', { name: 'Realtor e-mail' })).toHaveValue(agentEmail);
  await expect(agent.getByRole('textbox', { name: 'Realtor last name' })).toHaveValue(
    agentName.last,
  );
  await reserve(agent, uniqueEmail('second-client'), { first: 'Sam', last: 'Second' });
  await agent.goto('/agent');
  await expect(agent.getByTestId('agent-inspection')).toHaveCount(2);

  // The agent keeps their own details: a number that cannot be a mobile one is refused.
  const details = agent.getByRole('form', { name: 'Your details' });
  await details.getByRole('textbox', { name: 'Mobile phone' }).fill('800-555-0100');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(
    details.getByText('Enter a mobile number, e.g. 412-555-0100.').first(),
  ).toBeVisible();
  await details.getByRole('textbox', { name: 'Mobile phone' }).fill('412-555-0177');
  await details.getByRole('textbox', { name: 'Brokerage' }).fill('Allegheny Homes');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(details.getByText('Your details are saved.')).toBeVisible();
  await expect(details.getByRole('textbox', { name: 'Mobile phone' })).toHaveValue('+14125550177');
  await expectNoViolations(agent);
  await screenshots(agent, 'agent-profile');

  // The dashboard: this week's row counts both (and any other booking made this week).
  const admin = await (await browser.newContext()).newPage();
  await openAdmin(admin, inbox, 'dashboard');
  const frame = adminFrame(admin, 'Dashboard');
  await frame.getByRole('heading', { name: 'Dashboard' }).waitFor();
  const zone = 'America/New_York';
  const weekStart = DateTime.now().setZone(zone).startOf('week');
  const booked = await db
    .selectFrom('orders')
    .select('id')
    .where('created_at', '>=', weekStart.toUTC().toISO()!)
    .execute();
  expect(booked.map((o) => o.id)).toContain(firstOrder);
  const weekRow = frame
    .getByRole('table', { name: 'Figures per week' })
    .getByRole('row', { name: new RegExp(weekStart.toFormat('LLL d, yyyy')) });
  await expect(weekRow.getByRole('cell').first()).toHaveText(String(booked.length));
  const topAgent = frame.getByRole('table', { name: 'Top agents' }).getByRole('row').nth(1);
  await expect(topAgent).toContainText(`${agentName.first} ${agentName.last}`);
  await expect(topAgent.getByRole('cell').nth(1)).toHaveText('2');
  // The charting library draws the bars (its canvas), loaded by this page.
  await expect(frame.locator('#chart-bookings canvas')).toHaveCount(1);
  await expectNoViolations(admin);
  await screenshots(admin, 'admin-dashboard');

  await admin.goto('/admin?section=agents');
  const agents = adminFrame(admin, 'Agents');
  await agents.getByRole('link', { name: `${agentName.first} ${agentName.last}` }).click();
  await expect(
    agents.getByRole('heading', { name: `${agentName.first} ${agentName.last}` }),
  ).toBeVisible();
  // The office corrects the agent's details.
  await agents.getByRole('textbox', { name: 'Brokerage' }).fill('Summit Realty Group');
  await agents.getByRole('textbox', { name: 'Phone' }).fill('412-555-0188');
  await agents.getByRole('button', { name: 'Save details' }).click();
  await expect(agents.getByText(/Saved the details of/)).toBeVisible();
  await expect(agents.getByText('Summit Realty Group').first()).toBeVisible();
  await expectNoViolations(admin);
  await screenshots(admin, 'admin-agent');
});
