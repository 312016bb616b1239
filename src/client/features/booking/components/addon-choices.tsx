import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { isAddonOffered } from '../../../../shared/booking/addon-rules';
import type { OrderFormInput } from '../../../../shared/booking/order-form';
import { enabledOf } from '../../../../shared/booking/pricing';
import { formatCents } from '../../../../shared/money';
import { ADDON_SLUGS, type Service } from '../../../../shared/services/service';
import { CheckField } from './form-fields';

/** The enabled add-ons; radon-early only while radon-inspection is chosen. */
export function AddonChoices({ services }: { services: readonly Service[] }) {
  const { setValue } = useFormContext<OrderFormInput>();
  const addons = useWatch<OrderFormInput, 'addons'>({ name: 'addons' }) ?? {};
  const radonOn = addons[ADDON_SLUGS.radon] === true;
  const earlyOn = addons[ADDON_SLUGS.radonEarly] === true;

  useEffect(() => {
    // Turning radon-inspection off turns radon-early off.
    if (!radonOn && earlyOn)
      setValue(`addons.${ADDON_SLUGS.radonEarly}`, false, {
        shouldValidate: true,
        shouldDirty: true,
      });
  }, [radonOn, earlyOn, setValue]);

  const offered = enabledOf(services, 'addon').filter((s) => isAddonOffered(s.slug, addons));
  if (offered.length === 0) return null;
  return (
    <fieldset className="mb-3">
      <legend className="fs-6 fw-semibold">Add-ons</legend>
      {offered.map((s) => {
        const service = services.find((x) => x.id === s.id);
        return (
          <CheckField
            key={s.slug}
            name={`addons.${s.slug}`}
            className={`form-check mb-2${s.slug === ADDON_SLUGS.radonEarly ? ' ms-4' : ''}`}
            label={
              <>
                {s.name} <span className="text-muted">(+{formatCents(s.price_cents)})</span>
              </>
            }
            hint={service?.description}
          />
        );
      })}
    </fieldset>
  );
}
