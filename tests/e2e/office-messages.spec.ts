import { adminFrame, flash, openAdmin, uid } from './support/admin-helpers';
import { addSlot, addToCart, fillBilling, uniqueEmail } from './support/booking-helpers';
import { expect, test } from './support/fixtures';
import { expectNoViolations, screenshots } from './support/page-checks';

// The office edits the confirmation's subject in Messages, sees it in the preview, saves it, and
// the next booking's confirmation arrives with it. Reset to default at the end, so other journeys
// get the shipped subject.
test('an edited confirmation subject reaches the next booking', async ({
  page,
  browser,
  db,
  inbox,
}) => {
  const tag = uid();
  const subject = `Reserved (${tag}): {{inspection.address}} for {{client.first_name}}`;
  const staff = await browser.newContext();
  const admin = await staff.newPage();
  await openAdmin(admin, inbox, 'messages');
  const frame = adminFrame(admin, 'Messages');
  await frame.getByRole('link', { name: 'Booking confirmation' }).click();
  try {
    const box = frame.getByRole('textbox', { name: 'Subject' });
    await box.fill(subject);
    await frame.getByRole('button', { name: 'Preview' }).click();
    await expect(flash(frame)).toHaveText('Not saved yet: this is a preview.');
    await expect(frame.getByTestId('preview-subject')).toHaveText(
      new RegExp(`^Reserved \\(${tag}\\): .+, [A-Z]{2} \\d{5} for .+$`),
    );
    // A typo is refused, naming the placeholder.
    await frame.getByRole('textbox', { name: 'Subject' }).fill('Hi {{client.frist_name}}');
    await frame.getByRole('button', { name: 'Save' }).click();
    await expect(flash(frame)).toHaveText(
      'Subject: {{client.frist_name}} is not a placeholder of this message.',
    );
    await frame.getByRole('textbox', { name: 'Subject' }).fill(subject);
    await frame.getByRole('button', { name: 'Save' }).click();
    await expect(flash(frame)).toHaveText(
      'Saved “Booking confirmation”: the next message sent uses it.',
    );

    const slot = await addSlot(db, 340, `messages-${tag}`);
    await addToCart(page, slot.id);
    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    const email = uniqueEmail('messages');
    await fillBilling(page, email);
    // Texts only by agreement: the box starts unticked.
    await expect(page.getByRole('checkbox', { name: /^Text me reminders/ })).not.toBeChecked();
    await screenshots(page, 'checkout-text-consent');
    await page.getByRole('checkbox', { name: 'I agree to the cancellation policy' }).check();
    await page.getByRole('radio', { name: /Pay later/ }).check();
    await page.getByRole('button', { name: 'Reserve Without Payment' }).click();
    await expect(page).toHaveURL(/\/thank-you\/\d+$/);
    const mail = await inbox.waitFor(email, new RegExp(`^Reserved \\(${tag}\\)`));
    expect(mail.subject).toMatch(new RegExp(`^Reserved \\(${tag}\\): 12 Walnut St, .+ for \\S+$`));

    await admin.goto('/cms-admin/manage-messages.php?key=order-confirmation');
    await expectNoViolations(admin);
    await screenshots(admin, 'messages-editor');
    await admin.goto('/cms-admin/manage-messages.php');
    await expect(admin.getByRole('row', { name: /Booking confirmation/ })).toContainText('Edited');
    await expectNoViolations(admin);
    await screenshots(admin, 'messages-list');
  } finally {
    await admin.goto('/cms-admin/manage-messages.php?key=order-confirmation');
    await admin.getByRole('button', { name: 'Reset to default' }).click();
    await expect(admin.locator('.alert').first()).toContainText('back to the shipped text');
  }
  await staff.close();
});

test('the Rules and Texts pages pass an accessibility check', async ({ browser, inbox }) => {
  const staff = await browser.newContext();
  const admin = await staff.newPage();
  await openAdmin(admin, inbox, 'rules');
  for (const [path, name] of [
    ['/cms-admin/manage-rules.php', 'rules-list'],
    ['/cms-admin/manage-rules.php?new=1', 'rules-form'],
    ['/cms-admin/manage-texts.php', 'texts-list'],
    ['/cms-admin/manage-texts.php?reply=4125550142', 'texts-reply'],
  ] as const) {
    await admin.goto(path);
    await expect(admin.locator('h1')).toBeVisible();
    await expectNoViolations(admin);
    await screenshots(admin, name);
  }
  // A shipped rule opens for editing like a new one, with its way back to the shipped default.
  await admin.goto('/cms-admin/manage-rules.php');
  await admin.getByRole('link', { name: 'New booking notice' }).click();
  await expect(admin.getByRole('button', { name: 'Reset to default' })).toBeVisible();
  await expectNoViolations(admin);
  await screenshots(admin, 'rules-shipped-edit');
  // The shipped reminders are rules too: Advanced lists them and opens each one's editor.
  await admin.goto('/cms-admin/advanced.php');
  const reminders = admin.getByRole('region', { name: 'Reminders' });
  await reminders
    .getByRole('link', { name: 'Reminder before the inspection', exact: true })
    .click();
  await expect(admin.getByRole('button', { name: 'Reset to default' })).toBeVisible();
  await expectNoViolations(admin);
  await screenshots(admin, 'rules-reminder-edit');
  await staff.close();
});
