import { formatCents } from '../../../shared/money';
import { parseForm } from '../../admin/ui/admin-form';
import { WholeNumberField } from '../../admin/ui/form-fields';
import { AdminSection } from '../../admin/ui/form-layout';
import { settingsGroup } from '../../admin/ui/settings-form';
import { AdminTable, formatWhen, WIDE_ONLY, wide } from '../../admin/ui/table';
import type { CardDecline } from '../../payments/card-checkout/card-limits.service';
import type { ReservationLimits } from '../settings.service';
import { reservationLimitsSchema, saveReservationLimits } from '../reservation-limits.service';

// Advanced: the limits against hoarding dates without paying, and the card attempts the gateway
// declined (many in a row from one browser, network or card is card testing).

const LIMIT_FIELDS = [
  {
    name: 'unpaidPerEmail',
    label: 'Open reservations without payment per e-mail',
    help: 'One more than this is refused, naming the e-mail, until one is paid or cancelled.',
  },
  {
    name: 'unpaidPerIpDay',
    label: 'Reservations without payment per network in a day',
    help: 'Counted per client address over the last 24 hours, cancelled ones included.',
  },
] as const;

export const reservationLimitSettings = settingsGroup({
  action: 'limits',
  title: 'Reservations without payment',
  intro:
    'A reservation without payment holds its date until it is paid or cancelled. These limits stop one person from holding every date; a card payment is never limited by them.',
  submit: 'Save limits',
  shown: (limits: ReservationLimits) => limits,
  fields: (value) =>
    LIMIT_FIELDS.map((f) => <WholeNumberField key={f.name} {...f} value={value(f.name)} />),
  read: (form) => parseForm(reservationLimitsSchema, form),
  write: (ctx, input) => saveReservationLimits(ctx.db, ctx.app.env, ctx.actor, input),
  saved: 'Limits saved. New reservations use them at once.',
});

export function DeclinedCardAttempts({
  declines,
  timeZone,
}: {
  declines: CardDecline[];
  timeZone: string;
}) {
  return (
    <AdminSection headingId="declines-heading" title="Declined card attempts" className="mb-4">
      <p className="text-body-secondary">
        After 5 declines in an hour from one browser session, one network or one card, card payments
        from it wait until the oldest of them is an hour old.
      </p>
      <AdminTable
        caption="The latest declined card attempts"
        headers={['When', 'Network (IP)', wide('Session'), 'Card', 'Amount', wide('Reason')]}
        empty="No declined card attempts."
      >
        {declines.map((d) => (
          <tr key={d.id}>
            <td>{formatWhen(d.createdAt, timeZone)}</td>
            <td>{d.ip}</td>
            {/* A prefix of the session's hash tells sessions apart without showing it whole. */}
            <td className={WIDE_ONLY}>
              <code>{d.sessionId.slice(0, 8)}</code>
            </td>
            <td>{d.card ?? 'unknown'}</td>
            <td>{formatCents(d.amountCents)}</td>
            <td className={WIDE_ONLY}>{d.reason}</td>
          </tr>
        ))}
      </AdminTable>
    </AdminSection>
  );
}
