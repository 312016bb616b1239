import { createSlidingWindowLimiter } from '../rate-limits/sliding-window-limiter';

// Tries of discount codes per client address: plenty for a person, too few to guess codes by
// trying.

export const APPLY_TRIES_PER_IP = 30;
export const APPLY_TOO_MANY = 'Too many discount codes tried. Please wait a while and try again.';

export const createApplyLimiter = (perWindow = APPLY_TRIES_PER_IP) =>
  createSlidingWindowLimiter<string>({
    bucket: 'discount-apply',
    windowMs: 15 * 60_000,
    perWindow,
    message: APPLY_TOO_MANY,
  });
