import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import type { Cart } from '../../../../shared/booking/cart';
import {
  DISCOUNT_INVALID,
  type DiscountQuote,
  MAX_CODE_LENGTH,
} from '../../../../shared/discounts/discount';
import { ApiError } from '../../../lib/api';
import { serverWords } from '../../../lib/refusal';
import { ensureSessionLoaded } from '../../auth/api/use-session';
import { applyDiscount } from '../api/apply-discount';

/** The server's words for a refused code (the one message, or a rate limit's). */
function refusalText(error: unknown): string {
  if (error instanceof ApiError && [400, 422, 429].includes(error.status))
    return serverWords(error) ?? DISCOUNT_INVALID;
  return 'The code could not be checked just now. Please try again.';
}

/**
 * The checkout's "Discount code" with Apply (its own form, so Enter applies it). Applied, it shows
 * the code with Remove; the discount line and the new total are drawn by the caller.
 */
export function DiscountCodeForm({
  cart,
  applied,
  onChange,
}: {
  cart: Cart;
  applied: DiscountQuote | undefined;
  onChange: (quote: DiscountQuote | undefined) => void;
}) {
  const queryClient = useQueryClient();
  const id = useId();
  const errorId = `${id}-error`;
  const input = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const apply = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (!code.trim()) {
      setError('Please enter a discount code.');
      input.current?.focus();
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      // The session call sets the XSRF-TOKEN cookie the post must send back.
      await ensureSessionLoaded(queryClient);
      onChange(await applyDiscount(code, cart));
      setCode('');
    } catch (e) {
      setError(refusalText(e));
      input.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  if (applied)
    return (
      <div className="d-flex justify-content-between align-items-center gap-2 small mb-2">
        <span>
          Code <strong data-testid="applied-code">{applied.code}</strong> applied
        </span>
        <button
          type="button"
          className="btn btn-link btn-sm p-0"
          aria-label={`Remove the discount code ${applied.code}`}
          onClick={() => {
            onChange(undefined);
            setError(undefined);
          }}
        >
          Remove
        </button>
      </div>
    );

  return (
    <form noValidate onSubmit={apply} className="mb-2" aria-label="Discount code">
      <label htmlFor={id} className="form-label small mb-1">
        Discount code
      </label>
      <div className="input-group input-group-sm">
        <input
          ref={input}
          id={id}
          name="discountCode"
          className={`form-control${error ? ' is-invalid' : ''}`}
          value={code}
          maxLength={MAX_CODE_LENGTH}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => setCode(e.target.value)}
        />
        <button type="submit" className="btn btn-outline-primary" disabled={busy}>
          {busy && <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />}
          Apply
        </button>
      </div>
      {/* Always there, so a new message is announced (politely: the page's alert is the order's). */}
      <div id={errorId} className="invalid-feedback d-block" aria-live="polite">
        {error ?? ''}
      </div>
    </form>
  );
}
