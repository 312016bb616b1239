// Part of the hosted card form stand-in (see accept-ui-stand-in.ts): the dialog's elements.
// Runs in the browser from its source text, so it uses nothing but its arguments and the DOM.

export interface CardFormOptions {
  uid: string;
  header: string;
  buttonText: string;
  billing: { show: boolean; required: boolean };
}

export interface CardFormField {
  input: HTMLInputElement;
  error: HTMLElement;
}

export type CardFieldName = 'number' | 'expiry' | 'cvv' | 'firstName' | 'lastName' | 'zip';

export interface CardForm {
  overlay: HTMLElement;
  dialog: HTMLElement;
  form: HTMLFormElement;
  alert: HTMLElement;
  cancel: HTMLButtonElement;
  pay: HTMLButtonElement;
  fields: Partial<Record<CardFieldName, CardFormField>>;
}

export function buildCardForm(o: CardFormOptions): CardForm {
  const make = <K extends keyof HTMLElementTagNameMap>(tag: K, css: string, text?: string) => {
    const el = document.createElement(tag);
    el.style.cssText = css;
    if (text) el.textContent = text;
    return el;
  };
  const overlay = make(
    'div',
    'position:fixed;inset:0;z-index:2147483000;background:rgba(0,0,0,.55);display:flex;' +
      'align-items:center;justify-content:center;padding:16px',
  );
  const dialog = make(
    'div',
    'background:#fff;color:#212529;border-radius:8px;width:100%;max-width:420px;' +
      'max-height:calc(100vh - 32px);overflow-y:auto;padding:20px;box-sizing:border-box;' +
      'font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;' +
      'box-shadow:0 8px 32px rgba(0,0,0,.3)',
  );
  dialog.setAttribute('role', 'dialog');
  dialog.setAttribute('aria-modal', 'true');
  dialog.setAttribute('aria-labelledby', `${o.uid}-title`);
  const title = make('h2', 'font-size:1.25rem;margin:0 0 4px', o.header);
  title.id = `${o.uid}-title`;
  const note = make(
    'p',
    'font-size:.875rem;color:#555;margin:0 0 16px',
    'Test payment form: no real card is charged.',
  );
  const form = make('form', '');
  form.noValidate = true;
  const row = () => make('div', 'display:flex;flex-wrap:wrap;gap:0 12px');

  const fields: CardForm['fields'] = {};
  const field = (name: CardFieldName, label: string, attrs: Record<string, string>) => {
    // 160px: two fields share a row in the dialog on a desktop and stack on a phone.
    const wrap = make('div', 'flex:1 1 160px;margin-bottom:12px');
    const id = `${o.uid}-${name}`;
    const lab = make('label', 'display:block;font-weight:600;margin-bottom:4px', label);
    lab.htmlFor = id;
    const input = make(
      'input',
      'width:100%;box-sizing:border-box;padding:10px 12px;font-size:16px;min-height:44px;' +
        'border:1px solid #6c757d;border-radius:6px',
    );
    input.id = id;
    input.type = 'text';
    input.setAttribute('aria-describedby', `${id}-error`);
    for (const [k, v] of Object.entries(attrs)) input.setAttribute(k, v);
    const error = make('div', 'color:#b02a37;font-size:.875rem;margin-top:4px');
    error.id = `${id}-error`;
    wrap.append(lab, input, error);
    fields[name] = { input, error };
    return wrap;
  };
  const numeric = { inputmode: 'numeric', required: '' };
  const need: Record<string, string> = o.billing.required ? { required: '' } : {};
  const dates = row();
  dates.append(
    field('expiry', 'Expiration (MM/YY)', {
      ...numeric,
      autocomplete: 'cc-exp',
      placeholder: 'MM/YY',
      maxlength: '7',
    }),
    field('cvv', 'CVV', { ...numeric, autocomplete: 'cc-csc', maxlength: '4' }),
  );
  form.append(
    field('number', 'Card Number', { ...numeric, autocomplete: 'cc-number', maxlength: '23' }),
    dates,
  );
  if (o.billing.show) {
    const names = row();
    names.append(
      field('firstName', 'First Name', { ...need, autocomplete: 'given-name', maxlength: '50' }),
      field('lastName', 'Last Name', { ...need, autocomplete: 'family-name', maxlength: '50' }),
    );
    form.append(
      names,
      field('zip', 'ZIP Code', { ...need, autocomplete: 'postal-code', maxlength: '20' }),
    );
  }

  const alert = make('div', 'color:#b02a37;font-size:.875rem;margin-bottom:8px');
  alert.setAttribute('role', 'alert');
  const button = (text: string, primary: boolean) =>
    make(
      'button',
      'min-height:44px;min-width:96px;padding:8px 16px;font-size:16px;border-radius:6px;' +
        `cursor:pointer;border:1px solid #0b5ed7;background:${primary ? '#0b5ed7' : '#fff'};` +
        `color:${primary ? '#fff' : '#0b5ed7'}`,
      text,
    );
  const cancel = button('Cancel', false);
  cancel.type = 'button';
  const pay = button(o.buttonText, true);
  pay.type = 'submit';
  const actions = row();
  actions.style.cssText += ';justify-content:flex-end;gap:12px;margin-top:8px';
  actions.append(cancel, pay);
  form.append(alert, actions);
  dialog.append(title, note, form);
  overlay.append(dialog);
  return { overlay, dialog, form, alert, cancel, pay, fields };
}
