import { useReadAfterHydration } from '../../../lib/use-read-after-hydration';
import { tightForDeadline } from '../../../../shared/booking/deadline';
import { readDeadline } from '../deadline-storage';
import { PROPERTY_STATES } from '../../../../shared/booking/constants';
import { MAX_ADDITIONAL_UNITS } from '../../../../shared/booking/order-form';
import { enabledOf } from '../../../../shared/booking/pricing';
import { formatCents } from '../../../../shared/money';
import type { Service } from '../../../../shared/services/service';
import type { Slot } from '../../../../shared/slots/slot';
import { siteConfig } from '../../../lib/site-config';
import { slotText } from '../slot-text';
import { SelectField, TextField } from './form-fields';

const asNumber = { setValueAs: (v: unknown) => (v === '' || v === null ? Number.NaN : Number(v)) };

export function SlotField({ slots, onPick }: { slots: readonly Slot[]; onPick: () => void }) {
  const { timeZone } = siteConfig();
  // The buyer's deadline, once given at a checkout: times leaving less than a day are marked.
  // Read after hydration, which matches the server's HTML.
  const deadline = useReadAfterHydration(readDeadline) ?? '';
  const mark = (s: Slot) =>
    deadline && tightForDeadline(s.start, deadline, timeZone)
      ? ' · less than a day before your deadline'
      : '';
  return (
    <SelectField
      name="selectedSlotId"
      label="Inspection date"
      required
      options={{ ...asNumber, onChange: onPick }}
    >
      {slots.length === 0 && <option value="">No dates available</option>}
      {slots.map((s) => (
        <option key={s.id} value={s.id}>
          {slotText(s, timeZone)}
          {mark(s)}
        </option>
      ))}
    </SelectField>
  );
}

export function ServiceFields({ services }: { services: readonly Service[] }) {
  const unit = enabledOf(services, 'additional_unit')[0];
  const price = (cents: number) => (cents === 0 ? 'no charge' : formatCents(cents));
  return (
    <fieldset className="mb-2">
      <legend className="fs-6 fw-semibold">Your home</legend>
      <SelectField
        name="homeSizeId"
        label="Home size (finished living space)"
        required
        options={asNumber}
      >
        {enabledOf(services, 'home_size').map((s) => (
          <option key={s.id} value={s.id}>
            {s.name}: {price(s.price_cents)}
          </option>
        ))}
      </SelectField>
      <SelectField name="propertyAgeId" label="Year built" required options={asNumber}>
        {enabledOf(services, 'property_age').map((s) => (
          <option key={s.id} value={s.id}>
            {s.name}: {price(s.price_cents)}
          </option>
        ))}
      </SelectField>
      {unit && (
        <TextField
          name="additionalUnits"
          label="Additional units"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          className="mb-3 additional-units"
          options={asNumber}
          hint={`For multi-family homes: ${formatCents(unit.price_cents)} for each additional living unit (0 to ${MAX_ADDITIONAL_UNITS}).`}
        />
      )}
    </fieldset>
  );
}

export function PropertyFields() {
  return (
    <fieldset>
      <legend className="fs-6 fw-semibold">Property to inspect</legend>
      <TextField name="neighborhood" label="Neighborhood" required autoComplete="off" />
      <TextField name="address1" label="Address line 1" required autoComplete="address-line1" />
      <TextField name="address2" label="Address line 2" autoComplete="address-line2" />
      <div className="row">
        <TextField
          name="city"
          label="City"
          required
          autoComplete="address-level2"
          className="col-sm-6 mb-3"
        />
        <SelectField name="state" label="State" required className="col-6 col-sm-3 mb-3">
          <option value="">Choose...</option>
          {PROPERTY_STATES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </SelectField>
        <TextField
          name="zip"
          label="ZIP code"
          required
          inputMode="numeric"
          autoComplete="postal-code"
          className="col-6 col-sm-3 mb-3"
        />
      </div>
    </fieldset>
  );
}
