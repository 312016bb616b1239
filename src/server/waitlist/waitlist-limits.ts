import { hourlyPerAddressLimiter } from '../rate-limits/sliding-window-limiter';

// Waitlist entries per client address: plenty for a household, too few to flood the list or
// send the "on the waitlist" e-mail to strangers in bulk.

export const JOINS_PER_IP_HOUR = 10;
export const JOIN_TOO_MANY =
  'Too many waitlist entries from here. Please wait a while, or call us.';

export const createJoinLimiter = (perHour = JOINS_PER_IP_HOUR) =>
  hourlyPerAddressLimiter('waitlist-join', perHour, JOIN_TOO_MANY);
