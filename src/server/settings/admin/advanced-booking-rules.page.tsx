import { DEFAULT_BOOKING_RULES, type BookingRules } from '../../../shared/booking/booking-rules';
import { parseForm } from '../../admin/ui/admin-form';
import { WholeNumberField } from '../../admin/ui/form-fields';
import { settingsGroup } from '../../admin/ui/settings-form';
import {
  BOOKING_RULE_LABELS,
  bookingRulesSchema,
  saveBookingRules,
} from '../booking-rules.service';

// Advanced: the rules the order form and the free times follow.

const HELP: Record<keyof BookingRules, string> = {
  fullDayHours:
    'The order form says so, the inspector’s day is taken, and the full-day cancellation fee applies. 0: no visit is a full day.',
  bufferMinutes: 'Working hours offer the next start only after a visit’s end plus this.',
  horizonDays: 'Working hours offer no time further ahead than this.',
  noticeHours: 'A time starting sooner is not offered, and a booking for it is refused.',
  maxVisitsPerDay: 'Once an inspector has this many visits on a day, that day offers none more.',
  waitlistHoldMinutes:
    'A freed time is held this long for the person it is offered to; unclaimed, it passes to the next.',
};

const NAMES = Object.keys(DEFAULT_BOOKING_RULES) as (keyof BookingRules)[];

export const bookingRuleSettings = settingsGroup({
  action: 'booking-rules',
  title: 'Booking rules',
  intro:
    'How long a visit may be before it is a full day, and the rules every free time offered on the order form follows.',
  submit: 'Save booking rules',
  shown: (rules: BookingRules) => rules,
  fields: (value) =>
    NAMES.map((name) => (
      <WholeNumberField
        key={name}
        name={name}
        label={BOOKING_RULE_LABELS[name]}
        help={HELP[name]}
        value={value(name)}
      />
    )),
  read: (form) => parseForm(bookingRulesSchema, form),
  write: (ctx, input) => saveBookingRules(ctx.db, ctx.actor, input),
  saved: 'Booking rules saved. The order form uses them at once.',
});
