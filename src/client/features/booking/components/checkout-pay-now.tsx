import { useEffect, useId, useRef, useState } from 'react';
import { dollarsToCents, formatCents } from '../../../../shared/money';
import { siteConfig } from '../../../lib/site-config';
import { cardFormButton, mountCardForm } from '../../payments/hosted-card-form';
import type { PayNowContext } from '../pay-now/pay-now-context';
import { payNow } from '../pay-now/pay-now-flow';

export type { PayNowContext } from '../pay-now/pay-now-context';

type ScriptState = 'loading' | 'ready' | 'failed';

/**
 * "Reserve & Pay": the hosted card form's button. The button is made outside React
 * (see payments/hosted-card-form.ts) and placed in this component's box; its state follows the form:
 * aria-disabled while the form is invalid (activating it then shows the form's messages, as
 * Reserve Without Payment does), natively disabled while a submission runs.
 */
export function ReserveAndPayButton(ctx: PayNowContext) {
  const config = siteConfig().hostedForm;
  const box = useRef<HTMLDivElement>(null);
  const latest = useRef(ctx);
  const noteId = useId();
  const [script, setScript] = useState<ScriptState>('loading');

  useEffect(() => {
    latest.current = ctx;
  });

  // Button first, then the answer handler, then the script (which binds to the button).
  useEffect(() => {
    if (!config || !box.current) return;
    return mountCardForm(config, box.current, {
      response: (response) => {
        payNow(latest.current, response).catch((error: unknown) => {
          console.error('Pay now failed unexpectedly', error);
          latest.current.setError('Something went wrong. Please try again.');
          latest.current.setBusy(false);
        });
      },
      script: setScript,
    });
  }, [config]);

  const usable = ctx.enabled && script === 'ready';
  useEffect(() => {
    if (!config) return;
    const button = cardFormButton(config);
    button.disabled = ctx.busy;
    button.setAttribute('aria-disabled', String(!usable));
    button.setAttribute('aria-describedby', noteId);
    button.classList.toggle('opacity-50', !usable && !ctx.busy);
  }, [config, ctx.busy, usable, noteId]);

  // While unusable, a click or tap never reaches the card form's own listener on the button:
  // it shows the checkout's messages instead.
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const stop = (event: Event) => {
      const target = event.target as HTMLElement | null;
      if (target?.closest('[aria-disabled="true"]') === null) return;
      event.stopPropagation();
      event.preventDefault();
      void latest.current.validate();
    };
    el.addEventListener('click', stop, true);
    el.addEventListener('touchend', stop, true);
    return () => {
      el.removeEventListener('click', stop, true);
      el.removeEventListener('touchend', stop, true);
    };
  }, []);

  return (
    <div>
      {config ? (
        <div ref={box} />
      ) : (
        <button type="button" className="btn btn-primary btn-lg" disabled aria-describedby={noteId}>
          Reserve &amp; Pay
        </button>
      )}
      <p id={noteId} className="form-text mb-0">
        {noteText(Boolean(config), script, ctx.amount)}
      </p>
      <p role="status" className="form-text mb-0">
        {ctx.busy ? 'Processing your payment. Please keep this page open.' : ''}
      </p>
    </div>
  );
}

function noteText(configured: boolean, script: ScriptState, amount: string): string {
  if (!configured || script === 'failed')
    return 'The card form could not be loaded. Please reload the page, or choose "Pay later".';
  if (script === 'loading') return 'Loading the secure card form...';
  return `You pay ${formatCents(dollarsToCents(amount))} by card in a secure form; the card is charged once your reservation is saved.`;
}
