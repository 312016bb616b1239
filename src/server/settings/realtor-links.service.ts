import { z } from 'zod';
import {
  REALTOR_LINK_DAYS_DEFAULT,
  REALTOR_LINK_DAYS_MAX,
} from '../../shared/realtor-access/realtor-access';
import { linkDaysSetting } from './audited-setting';

// Advanced → Realtor links: how long a realtor's link to an order's reports lasts.

export const realtorLinkDaysSchema = z.object({
  realtorLinkDays: z.coerce
    .number({ error: 'Realtor links last (days) must be a whole number.' })
    .int('Realtor links last (days) must be a whole number.')
    .min(1, 'Realtor links last (days) must be at least 1.')
    .max(
      REALTOR_LINK_DAYS_MAX,
      `Realtor links last (days) may be at most ${REALTOR_LINK_DAYS_MAX}.`,
    ),
});

const linkDays = linkDaysSetting({
  key: 'realtor.linkDays',
  section: 'realtor-links',
  name: 'realtorLinkDays',
  max: REALTOR_LINK_DAYS_MAX,
  fallback: REALTOR_LINK_DAYS_DEFAULT,
});

/** The administrator's choice, else 30 days. */
export const getRealtorLinkDays = linkDays.get;

/** Saves the lifetime of new links (audited); answers whether it changed. Issued links keep theirs. */
export const saveRealtorLinkDays = linkDays.save;
