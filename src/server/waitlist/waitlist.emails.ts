import { formatDateTimeLong } from '../../shared/time';
import type { WaitlistJoin } from '../../shared/waitlist/waitlist';
import type { OutgoingEmail } from '../email/email.types';
import { businessView, fromTemplate } from '../messages/message-definition';
import type { SiteSettings } from '../../shared/site-settings';
import type { WaitlistEntry } from './waitlist.repository';
import { waitlistJoinedMessage, waitlistOfferMessage } from './waitlist-messages';

// The waitlist's e-mails, built for the outbox from the editable templates.

export interface WaitlistContext {
  settings: SiteSettings;
  publicUrl: string;
}

const dayText = (day: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(`${day}T12:00:00Z`));

const minutesText = (m: number) =>
  m % 60 === 0 ? `${m / 60} hour${m === 60 ? '' : 's'}` : `${m} minute${m === 1 ? '' : 's'}`;

export function joinedEmail(
  input: WaitlistJoin,
  holdMinutes: number,
  ctx: WaitlistContext,
): OutgoingEmail {
  return {
    to: input.email,
    ...fromTemplate(waitlistJoinedMessage, {
      waitlist: {
        first_day: dayText(input.firstDay, 'UTC'),
        last_day: dayText(input.lastDay, 'UTC'),
        hold: minutesText(holdMinutes),
      },
      business: businessView(ctx.settings),
    }),
  };
}

export function offerEmail(
  entry: WaitlistEntry,
  start: string,
  expiresAt: string,
  link: string,
  ctx: WaitlistContext,
): OutgoingEmail {
  const tz = ctx.settings.timeZone;
  return {
    to: entry.email,
    ...fromTemplate(waitlistOfferMessage, {
      offer: { date: formatDateTimeLong(start, tz), held_until: formatDateTimeLong(expiresAt, tz) },
      offer_link: link,
      business: businessView(ctx.settings),
    }),
  };
}
