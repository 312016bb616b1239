import { useId, useState } from 'react';
import { zipOf } from '../../../../shared/areas/service-areas';
import { MESSAGES } from '../../../../shared/booking/messages';
import { fetchServiceArea } from '../api/use-service-area';

/**
 * The order form's first question once a service area is set: the property's ZIP. A ZIP someone
 * covers opens the form (its times are those of who covers it); another gets the message with the
 * phone number instead of the form.
 */
export function ZipGate(props: { initial?: string; onAccept: (zip: string) => void }) {
  const id = useId();
  const [text, setText] = useState(props.initial ?? '');
  const [error, setError] = useState<string | undefined>();
  const [outside, setOutside] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const check = async () => {
    const zip = zipOf(text);
    setOutside(undefined);
    if (!zip) return setError(MESSAGES.zipInvalid);
    setError(undefined);
    setBusy(true);
    try {
      const answer = await fetchServiceArea(zip);
      if (answer.covered) props.onAccept(zip);
      else setOutside(answer.message ?? undefined);
    } catch {
      setError('We could not check this ZIP code. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      noValidate
      className="card shadow-sm zip-gate mb-4"
      aria-labelledby={`${id}-title`}
      onSubmit={(e) => {
        e.preventDefault();
        void check();
      }}
    >
      <div className="card-body">
        <h2 className="h5" id={`${id}-title`}>
          Where is the property?
        </h2>
        <p className="text-muted">
          We first check that we inspect there, and show the inspectors and times that do.
        </p>
        <label htmlFor={`${id}-zip`} className="form-label">
          Property ZIP code <span aria-hidden="true">*</span>
        </label>
        <div className="d-flex flex-wrap gap-2">
          <input
            id={`${id}-zip`}
            name="zip"
            className={`form-control w-auto${error ? ' is-invalid' : ''}`}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={10}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
          <button type="submit" className="btn btn-primary" disabled={busy}>
            Check ZIP code
          </button>
        </div>
        {error && (
          <div id={`${id}-error`} className="invalid-feedback d-block">
            {error}
          </div>
        )}
        {outside && (
          <div className="alert alert-warning mt-3 mb-0" role="alert" data-testid="outside-area">
            {outside}
          </div>
        )}
      </div>
    </form>
  );
}
