import { adminFrame, flash, openAdmin, uid } from './support/admin-helpers';
import { expect, test } from './support/fixtures';

// The Email page sends a test e-mail, lists it in the log, and resends it.

test('a test e-mail arrives, shows in the log as sent, and can be resent', async ({
  page,
  inbox,
}) => {
  const to = `e2e-mail-check-${uid()}@example.test`;
  await openAdmin(page, inbox, 'email');
  const frame = adminFrame(page, 'E-mail');
  await expect(frame.getByText('E-mails are delivered through the mail server')).toBeVisible();

  await frame.getByLabel('Send to').fill(to);
  await frame.getByRole('button', { name: 'Send test e-mail' }).click();
  await expect(flash(frame)).toHaveText(`The test e-mail sent to ${to}.`);
  const mail = await inbox.waitFor(to, /^Test e-mail from /);
  expect(mail.text).toContain('If you can read it, e-mail delivery works.');

  const row = frame.getByRole('row').filter({ hasText: to });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Test e-mail from');
  await expect(row).toContainText('sent');

  await row.getByRole('button', { name: /^Resend/ }).click();
  await expect(flash(frame)).toContainText(`sent to ${to}`);
  await expect(frame.getByRole('row').filter({ hasText: to })).toHaveCount(2);
  await expect.poll(async () => (await inbox.all(to)).length).toBe(2);
});
