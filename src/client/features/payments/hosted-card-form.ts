import { HOSTED_FORM_HANDLER, type HostedFormConfig } from '../../../shared/payments/hosted-form';

// The hosted card form (AcceptUI, or the built-in sandbox's stand-in) as its script expects it
// (docs/payments.md): a button with class AcceptUI and its data-* attributes must
// exist, and the global response handler must be set, BEFORE the script loads; the script binds
// to that button once, when it runs. Running the real script twice would register its answer
// listener twice (one card, two authorizations), so it runs once per page load, and the button
// it bound is kept here and moved into the checkout page each time the page mounts.

let button: HTMLButtonElement | undefined;
let script: Promise<void> | undefined;
let respond: ((response: unknown) => void) | undefined;

/** The one AcceptUI button of this page load, made with the form's settings on first use. */
export function cardFormButton(config: HostedFormConfig): HTMLButtonElement {
  if (button) return button;
  const b = document.createElement('button');
  b.type = 'button';
  b.className = 'AcceptUI btn btn-primary btn-lg';
  b.textContent = 'Reserve & Pay';
  b.setAttribute('data-apiLoginID', config.apiLoginId);
  b.setAttribute('data-clientKey', config.clientKey);
  b.setAttribute('data-responseHandler', HOSTED_FORM_HANDLER);
  // Fixed words: the real script reads these once, when it binds, and the button outlives a
  // checkout (a later cart may have another total, shown beside the button instead).
  b.setAttribute('data-acceptUIFormBtnTxt', 'Pay');
  b.setAttribute('data-acceptUIFormHeaderTxt', 'Card Information');
  b.setAttribute('data-billingAddressOptions', '{"show":true,"required":false}');
  button = b;
  return b;
}

/** Opens the card form as a click on its button would (nothing when it is not usable now). */
export function openCardForm(): void {
  if (button?.isConnected) button.click();
}

/** Where the card form's answers go: the checkout currently shown (undefined: none). */
export function onCardFormResponse(handler: ((response: unknown) => void) | undefined): void {
  respond = handler;
}

/**
 * Loads the card form's script once per page load, after the button is in the document and the
 * handler is set. Rejects when the script cannot be loaded (offline, blocked); a later call tries
 * again.
 */
export function loadCardFormScript(config: HostedFormConfig): Promise<void> {
  const w = window as unknown as Record<string, unknown>;
  w[HOSTED_FORM_HANDLER] = (response: unknown) => {
    if (respond) respond(response);
    else console.warn('The card form answered, but no checkout is open.');
  };
  script ??= new Promise<void>((resolve, reject) => {
    const el = document.createElement('script');
    el.src = config.scriptUrl;
    el.charset = 'utf-8';
    el.onload = () => resolve();
    el.onerror = () => {
      el.remove();
      script = undefined;
      reject(new Error(`The card form script did not load from ${config.scriptUrl}`));
    };
    document.body.append(el);
  });
  return script;
}

/**
 * Puts the card form's button into `box`, sends the form's answers to `onResponse` and loads the
 * script, in the order the script needs; answers the clean-up of the effect that mounted it.
 */
export function mountCardForm(
  config: HostedFormConfig,
  box: HTMLElement,
  on: { response: (response: unknown) => void; script: (state: 'ready' | 'failed') => void },
): () => void {
  const b = cardFormButton(config);
  box.append(b);
  onCardFormResponse(on.response);
  let live = true;
  loadCardFormScript(config).then(
    () => live && on.script('ready'),
    (error: unknown) => {
      console.warn(error);
      if (live) on.script('failed');
    },
  );
  return () => {
    live = false;
    onCardFormResponse(undefined);
    b.remove();
  };
}
