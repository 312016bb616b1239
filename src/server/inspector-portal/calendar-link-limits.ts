import { INSPECTOR_PORTAL_MESSAGES } from '../../shared/inspector-portal/inspector-schedule';
import { createSlidingWindowLimiter } from '../rate-limits/sliding-window-limiter';

// Calendar link changes per inspector: a person makes or turns off a link a few times; a loop
// filling the table and the audit log does not get far.

export const LINK_CHANGES_PER_WINDOW = 10;

export const createLinkLimiter = (perWindow = LINK_CHANGES_PER_WINDOW) =>
  createSlidingWindowLimiter<number>({
    bucket: 'calendar-link',
    windowMs: 15 * 60_000,
    perWindow,
    message: INSPECTOR_PORTAL_MESSAGES.tooMany,
  });
