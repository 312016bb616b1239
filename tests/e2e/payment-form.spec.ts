import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import {
  sandboxCredentials,
  SANDBOX_API_PATH,
} from '../../src/server/payments/gateway/gateway-config';
import { expect, test } from './support/fixtures';
import { E2E_BASE_URL } from './support/ports';

// The built-in sandbox's hosted card form (/sandbox/v3/AcceptUI.js) in a real browser, on a tiny
// page of the site's own origin and Content-Security-Policy, built the way a checkout page uses
// the real script: the button first, the handler set, then the script loaded.

type HandlerPayload = {
  opaqueData?: { dataDescriptor: string; dataValue: string };
  messages: { resultCode: string; message: { code: string; text: string }[] };
  encryptedCardData?: { cardNumber: string; expDate: string; bin: string };
  customerInformation?: { firstName: string; lastName: string };
};

const PAGE = '/payment-form-test';
const year = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');

async function openTestPage(page: Page, secret: string) {
  const { apiLoginId, clientKey } = sandboxCredentials(secret);
  const csp = (await fetch(`${E2E_BASE_URL}/`)).headers.get('content-security-policy') ?? '';
  expect(csp).toContain("script-src 'self'");
  await page.route(`${E2E_BASE_URL}${PAGE}`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      headers: { 'content-security-policy': csp },
      body: `<!doctype html><html lang="en"><head><title>Pay</title></head><body><main>
        <h1>Checkout</h1>
        <button type="button" class="AcceptUI" data-billingAddressOptions='{"show":true,"required":false}'
          data-apiLoginID="${apiLoginId}" data-clientKey="${clientKey}"
          data-acceptUIFormBtnTxt="Pay $425.00" data-acceptUIFormHeaderTxt="Card Information"
          data-responseHandler="paymentFormResponse">Reserve &amp; Pay</button>
        <output id="result"></output>
        <script src="${PAGE}.js"></script><script src="/sandbox/v3/AcceptUI.js"></script>
      </main></body></html>`,
    }),
  );
  await page.route(`${E2E_BASE_URL}${PAGE}.js`, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `window.paymentFormResponse = function (r) {
        document.getElementById('result').textContent = JSON.stringify(r);
      };`,
    }),
  );
  await page.goto(PAGE);
}

async function handlerPayload(page: Page): Promise<HandlerPayload> {
  await expect(page.locator('#result')).not.toBeEmpty();
  return JSON.parse((await page.locator('#result').textContent()) ?? '{}') as HandlerPayload;
}

test.describe('the hosted card form stand-in', () => {
  let secret = '';
  test.beforeEach(async ({ db }) => {
    const row = await db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', 'secret.session')
      .executeTakeFirstOrThrow();
    secret = row.value;
  });

  test('opens an accessible modal, checks the card, and hands the page a token', async ({
    page,
  }, testInfo) => {
    await openTestPage(page, secret);
    const button = page.getByRole('button', { name: 'Reserve & Pay' });
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Card Information' });
    await expect(dialog).toBeVisible();
    await expect(page.getByLabel('Card Number')).toBeFocused();
    for (const label of ['Expiration (MM/YY)', 'CVV', 'ZIP Code', 'First Name', 'Last Name'])
      await expect(dialog.getByLabel(label)).toBeVisible();
    const axe = await new AxeBuilder({ page }).include('[role=dialog]').analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);

    await dialog.getByRole('button', { name: 'Pay $425.00' }).click();
    await expect(page.getByLabel('Card Number')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Card Number')).toHaveAccessibleDescription(
      'Please provide valid credit card number.',
    );
    await expect(page.getByLabel('CVV')).toHaveAccessibleDescription('Please provide valid CVV.');
    await expect(page.getByLabel('Card Number')).toBeFocused();

    await page.getByLabel('Card Number').fill('4111 1111 1111 1111');
    await page.getByLabel('Expiration (MM/YY)').fill(`12/${year}`);
    await page.getByLabel('CVV').fill('123');
    await page.getByLabel('First Name').fill('Dana');
    await page.getByLabel('Last Name').fill('Buyer');
    await page.getByLabel('ZIP Code').fill('15232');
    await page.screenshot({ path: testInfo.outputPath('payment-form-desktop.png') });
    await dialog.getByRole('button', { name: 'Pay $425.00' }).click();

    const payload = await handlerPayload(page);
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
    expect(payload).toMatchObject({
      opaqueData: { dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT' },
      messages: { resultCode: 'Ok', message: [{ code: 'I_WC_01', text: 'Successful.' }] },
      encryptedCardData: { cardNumber: 'XXXXXXXXXXXX1111', expDate: `12/${year}`, bin: '411111' },
      customerInformation: { firstName: 'Dana', lastName: 'Buyer' },
    });

    // The token is a real one: the gateway authorizes with it once.
    const { apiLoginId, transactionKey } = sandboxCredentials(secret);
    const authorize = async () => {
      const res = await fetch(`${E2E_BASE_URL}${SANDBOX_API_PATH}`, {
        method: 'POST',
        body: JSON.stringify({
          createTransactionRequest: {
            merchantAuthentication: { name: apiLoginId, transactionKey },
            transactionRequest: {
              transactionType: 'authOnlyTransaction',
              amount: '425.00',
              payment: { opaqueData: payload.opaqueData },
            },
          },
        }),
      });
      return JSON.parse((await res.text()).replace(/^\uFEFF/, '')) as {
        transactionResponse?: { responseCode: string };
        messages: { message: { code: string }[] };
      };
    };
    expect((await authorize()).transactionResponse?.responseCode).toBe('1');
    expect((await authorize()).messages.message[0]?.code).toBe('E00114');
  });

  test('keeps Tab inside, closes on Escape without answering, and works on a phone', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 780 });
    await openTestPage(page, secret);
    const button = page.getByRole('button', { name: 'Reserve & Pay' });
    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(page.getByLabel('Card Number')).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByRole('button', { name: 'Pay $425.00' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Card Number')).toBeFocused();
    const box = await dialog.boundingBox();
    expect(box && box.width <= 390 && box.x >= 0).toBe(true);
    await page.screenshot({ path: testInfo.outputPath('payment-form-phone.png') });

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
    await expect(page.locator('#result')).toBeEmpty();

    await button.click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test("shows the gateway's card refusal in the form, and passes other refusals to the page", async ({
    page,
  }) => {
    await openTestPage(page, secret);
    await page.getByRole('button', { name: 'Reserve & Pay' }).click();
    // An Amex card needs a 4-digit code: the gateway refuses what the form let through.
    await page.getByLabel('Card Number').fill('370000000000002');
    await page.getByLabel('Expiration (MM/YY)').fill(`01/${year}`);
    await page.getByLabel('CVV').fill('123');
    await page.getByRole('button', { name: 'Pay $425.00' }).click();
    await expect(page.getByLabel('CVV')).toHaveAccessibleDescription('Please provide valid CVV.');
    await expect(page.getByRole('dialog')).toBeVisible();

    await page.evaluate(() =>
      document.querySelector('.AcceptUI')?.setAttribute('data-clientKey', 'wrong'),
    );
    await page.getByLabel('CVV').fill('1234');
    await page.getByRole('button', { name: 'Pay $425.00' }).click();
    const payload = await handlerPayload(page);
    expect(payload).toEqual({
      messages: {
        resultCode: 'Error',
        message: [
          {
            code: 'E00007',
            text: 'User authentication failed due to invalid authentication values.',
          },
        ],
      },
    });
  });
});
