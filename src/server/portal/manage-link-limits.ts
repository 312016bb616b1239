import { hourlyPerAddressLimiter } from '../rate-limits/sliding-window-limiter';

// Presses of a manage link's button per client address: plenty for people, useless for guessing
// (a token is 32 random bytes anyway); the limit still stops one client from hammering the
// database.

export const MANAGE_TRIES_PER_IP_HOUR = 30;
export const MANAGE_TOO_MANY =
  'Too many tries from your network. Please wait a while and try again.';

export const createTryLimiter = (perHour = MANAGE_TRIES_PER_IP_HOUR) =>
  hourlyPerAddressLimiter('manage-link', perHour, MANAGE_TOO_MANY);
