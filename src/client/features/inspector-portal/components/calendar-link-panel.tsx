import { useEffect, useRef, useState } from 'react';
import type { CalendarLinkAnswer } from '../../../../shared/inspector-portal/inspector-schedule';
import { formatDate } from '../../../../shared/time';
import { siteConfig } from '../../../lib/site-config';
import {
  refusalText,
  useCreateCalendarLink,
  useRevokeCalendarLink,
} from '../api/inspector-portal-api';
import { CalendarInstructions } from './calendar-instructions';
import { CardSection } from '../../../components/card-section';

// The private calendar link: made here and shown once (only its hash is kept, decision 029);
// replacing it stops the old one, and turning it off stops it without a new one.

function FreshLink({ link }: { link: CalendarLinkAnswer }) {
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState('');
  useEffect(() => input.current?.focus(), [link.url]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link.url);
      setCopied('Link copied.');
    } catch {
      input.current?.select();
      setCopied('Select the link and copy it.');
    }
  };
  return (
    <div className="mb-3">
      <label htmlFor="calendar-link" className="form-label fw-semibold">
        Your private calendar link
      </label>
      <div className="d-flex flex-wrap gap-2">
        <input
          ref={input}
          id="calendar-link"
          className="form-control"
          style={{ flex: '1 1 16rem', width: 'auto', minWidth: 0 }}
          readOnly
          value={link.url}
          aria-describedby="calendar-link-help"
          onFocus={(e) => e.currentTarget.select()}
        />
        <button type="button" className="btn btn-outline-primary" onClick={() => void copy()}>
          Copy link
        </button>
      </div>
      <p id="calendar-link-help" className="form-text mb-0">
        Shown only now. Anyone with this link sees your inspections: keep it private.
      </p>
      <p role="status" className="small mb-0">
        {copied}
      </p>
    </div>
  );
}

export function CalendarLinkPanel({ feedCreatedAt }: { feedCreatedAt: string | null }) {
  const create = useCreateCalendarLink();
  const revoke = useRevokeCalendarLink();
  const [fresh, setFresh] = useState<CalendarLinkAnswer | null>(null);
  const [notice, setNotice] = useState('');
  const busy = create.isPending || revoke.isPending;
  const live = fresh !== null || feedCreatedAt !== null;
  const error = create.error ?? revoke.error;

  const make = () =>
    create.mutate(undefined, {
      onSuccess: (answer) => {
        setFresh(answer);
        setNotice('');
      },
    });
  const turnOff = () =>
    revoke.mutate(undefined, {
      onSuccess: () => {
        setFresh(null);
        setNotice('Calendar link turned off. Calendars subscribed to it get nothing more.');
      },
    });

  return (
    <CardSection id="calendar-link-heading" title="Calendar subscription">
      <p>
        Subscribe to your inspections in Google Calendar, Apple Calendar or Outlook. The calendar
        follows new bookings, reschedules and cancellations.
      </p>
      {fresh && <FreshLink link={fresh} />}
      {!fresh && feedCreatedAt && (
        <p data-testid="calendar-link-on">
          Your calendar link is on (made {formatDate(feedCreatedAt, siteConfig().timeZone)}). It is
          shown only once; if you need it again, replace it: the old link then stops working.
        </p>
      )}
      <div className="d-flex flex-wrap gap-2">
        <button type="button" className="btn btn-primary" disabled={busy} onClick={make}>
          {live ? 'Replace link' : 'Create calendar link'}
        </button>
        {live && (
          <button
            type="button"
            className="btn btn-outline-danger"
            disabled={busy}
            onClick={turnOff}
          >
            Turn off calendar link
          </button>
        )}
      </div>
      <div role="status" className="mt-2">
        {notice}
      </div>
      {error && (
        <div className="alert alert-danger mt-2 mb-0" role="alert">
          {refusalText(error)}
        </div>
      )}
      {live && <CalendarInstructions />}
    </CardSection>
  );
}
