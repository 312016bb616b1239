import { checkCardForm } from './accept-ui-checks';
import { buildCardForm, type CardFieldName } from './accept-ui-form';

// The built-in sandbox's stand-in for Authorize.Net's hosted card form script (AcceptUI.js).
// The functions here and in accept-ui-form.ts / accept-ui-checks.ts run in the visitor's browser,
// not on the server: the sandbox serves their source text as /sandbox/v3/AcceptUI.js, passing the
// helpers in as arguments. So each must stay self-contained (no imports used at run time, no
// outside names). The script obeys the site's Content-Security-Policy (no inline script, no eval;
// styles are set through element.style) and binds, like the real one, to the .AcceptUI buttons
// present when it loads.

export interface StandInConfig {
  /** The sandbox API the card is posted to for a one-time token. */
  endpoint: string;
}

export interface StandInKit {
  buildCardForm: typeof buildCardForm;
  checkCardForm: typeof checkCardForm;
}

type Message = { code: string; text: string };
type TokenAnswer = {
  opaqueData?: { dataDescriptor: string; dataValue: string };
  messages?: { resultCode: string; message: Message[] };
};

export function acceptUiStandIn(config: StandInConfig, kit: StandInKit): void {
  let opened = 0;
  const FIELD_OF_CODE: Record<string, CardFieldName> = {
    E_WC_05: 'number',
    E_WC_06: 'expiry',
    E_WC_07: 'expiry',
    E_WC_08: 'expiry',
    E_WC_15: 'cvv',
    E_WC_16: 'zip',
    E_WC_17: 'firstName',
  };

  function open(button: HTMLElement): void {
    const attr = (name: string) => button.getAttribute(name) ?? '';
    let billing = { show: true, required: false };
    try {
      billing = {
        ...billing,
        ...(JSON.parse(attr('data-billingAddressOptions') || '{}') as object),
      };
    } catch {
      // a malformed option leaves the defaults
    }
    const buttonText = attr('data-acceptUIFormBtnTxt') || 'Pay';
    opened += 1;
    const ui = kit.buildCardForm({
      uid: `anet-sandbox-${opened}`,
      header: attr('data-acceptUIFormHeaderTxt') || 'Card Information',
      buttonText,
      billing,
    });
    const { fields } = ui;
    const value = (name: CardFieldName) => fields[name]?.input.value.trim() ?? '';

    // A modal dialog: the page behind is inert while it is open, Tab stays inside, Escape or
    // Cancel closes it without calling the handler, and focus returns to the button.
    const others = Array.from(document.body.children).filter((el) => !el.hasAttribute('inert'));
    const scroll = document.body.style.overflow;
    let closed = false;
    const close = () => {
      if (closed) return;
      closed = true;
      ui.overlay.remove();
      others.forEach((el) => el.removeAttribute('inert'));
      document.body.style.overflow = scroll;
      if (button.isConnected) button.focus();
    };
    ui.overlay.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = Array.from(ui.dialog.querySelectorAll<HTMLElement>('input, button')).filter(
        (el) => !(el as HTMLButtonElement).disabled,
      );
      const first = items[0];
      const last = items[items.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    });
    ui.cancel.addEventListener('click', close);
    // A message goes away as soon as its field is edited.
    for (const f of Object.values(fields)) {
      f.input.addEventListener('input', () => {
        f.error.textContent = '';
        f.input.removeAttribute('aria-invalid');
        if (!ui.form.querySelector('[aria-invalid]')) ui.alert.textContent = '';
      });
    }

    const respond = (payload: Record<string, unknown>) => {
      close();
      const name = attr('data-responseHandler');
      const handler = (window as unknown as Record<string, unknown>)[name];
      if (typeof handler === 'function') handler(payload);
      else console.error(`AcceptUI: no response handler named "${name}"`);
    };
    const busy = (on: boolean) => {
      ui.pay.disabled = on;
      ui.pay.textContent = on ? 'Processing...' : buttonText;
      if (on) ui.form.setAttribute('aria-busy', 'true');
      else ui.form.removeAttribute('aria-busy');
    };
    const showProblems = (problems: { field: CardFieldName; text: string }[]) => {
      for (const [name, f] of Object.entries(fields)) {
        const problem = problems.find((p) => p.field === name);
        if (!f) continue;
        f.error.textContent = problem ? problem.text : '';
        if (problem) f.input.setAttribute('aria-invalid', 'true');
        else f.input.removeAttribute('aria-invalid');
      }
      ui.alert.textContent = problems.length ? 'Please correct the highlighted fields.' : '';
      const target = problems[0] && fields[problems[0].field];
      target?.input.focus();
    };

    ui.form.addEventListener('submit', (event) => {
      event.preventDefault();
      if (ui.pay.disabled) return;
      const values = {
        number: value('number'),
        expiry: value('expiry'),
        cvv: value('cvv'),
        firstName: value('firstName'),
        lastName: value('lastName'),
        zip: value('zip'),
        billingRequired: billing.required,
      };
      const card = kit.checkCardForm(values, new Date());
      showProblems(card.problems);
      if (card.problems.length) return;
      const mm = String(card.month).padStart(2, '0');
      const fullName = [values.firstName, values.lastName].filter(Boolean).join(' ');
      const request = {
        securePaymentContainerRequest: {
          merchantAuthentication: {
            name: attr('data-apiLoginID'),
            clientKey: attr('data-clientKey'),
          },
          data: {
            type: 'TOKEN',
            id: Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
              b.toString(16).padStart(2, '0'),
            ).join(''),
            token: {
              cardNumber: card.digits,
              expirationDate: `${mm}${card.year}`,
              cardCode: values.cvv,
              ...(values.zip ? { zip: values.zip } : {}),
              ...(fullName ? { fullName } : {}),
            },
          },
        },
      };
      busy(true);
      fetch(config.endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8' },
        body: JSON.stringify(request),
      })
        .then((res) => res.text())
        .then((text) => {
          if (closed) return;
          const answer = JSON.parse(text.replace(/^\uFEFF/, '')) as TokenAnswer;
          const messages = answer.messages?.message ?? [];
          const cardProblem = messages.find((m) => FIELD_OF_CODE[m.code]);
          if (answer.messages?.resultCode === 'Ok' && answer.opaqueData) {
            respond({
              opaqueData: answer.opaqueData,
              messages: { resultCode: 'Ok', message: [{ code: 'I_WC_01', text: 'Successful.' }] },
              encryptedCardData: {
                cardNumber: 'X'.repeat(card.digits.length - 4) + card.digits.slice(-4),
                expDate: `${mm}/${String(card.year % 100).padStart(2, '0')}`,
                bin: card.digits.slice(0, 6),
              },
              customerInformation: { firstName: values.firstName, lastName: values.lastName },
            });
          } else if (cardProblem) {
            busy(false);
            showProblems([
              { field: FIELD_OF_CODE[cardProblem.code] ?? 'number', text: cardProblem.text },
            ]);
          } else {
            respond({ messages: { resultCode: 'Error', message: messages } });
          }
        })
        .catch(() => {
          if (closed) return;
          const message = {
            code: 'E_WC_19',
            text: 'An error occurred during processing. Please try again.',
          };
          respond({ messages: { resultCode: 'Error', message: [message] } });
        });
    });

    document.body.append(ui.overlay);
    others.forEach((el) => el.setAttribute('inert', ''));
    document.body.style.overflow = 'hidden';
    fields.number?.input.focus();
  }

  for (const button of Array.from(document.querySelectorAll<HTMLElement>('.AcceptUI'))) {
    if (button.dataset.acceptUiBound) continue;
    button.dataset.acceptUiBound = 'true';
    button.addEventListener('click', (event) => {
      event.preventDefault();
      open(button);
    });
  }
}

/** The script text served to the browser: the functions' own source, called with the config. */
export function acceptUiScript(config: StandInConfig): string {
  return [
    '/* Built-in payment sandbox: stand-in for the hosted card form script (AcceptUI). */',
    '(function () {',
    '  "use strict";',
    // Some TypeScript loaders wrap named functions in __name(...) for stack traces.
    '  var __name = function (f) { return f; };',
    `  (${acceptUiStandIn.toString()})(${JSON.stringify(config)}, {`,
    `    buildCardForm: ${buildCardForm.toString()},`,
    `    checkCardForm: ${checkCardForm.toString()}`,
    '  });',
    '})();',
    '',
  ].join('\n');
}
