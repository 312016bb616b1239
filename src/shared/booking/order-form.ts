import { z } from 'zod';
import { lazySchema } from '../lazy-schema';
import { limitedString } from '../schema-fields';
import { breaksRadonRule } from './addon-rules';
import { PROPERTY_STATES } from './constants';
import { optionalText, positiveId, requiredText, SLUG_PATTERN, zipCode } from './field-rules';
import { MESSAGES } from './messages';
import { ADDON_SLUGS } from '../services/service';

export const MAX_ADDITIONAL_UNITS = 50;

const buildShape = () => ({
  homeSizeId: positiveId(MESSAGES.homeSizeRequired),
  propertyAgeId: positiveId(MESSAGES.propertyAgeRequired),
  /** Add-on flags by slug, so new add-ons need no new field. */
  addons: z
    .record(
      limitedString(200).regex(SLUG_PATTERN),
      z.boolean({ error: 'Add-on choices are yes or no.' }),
    )
    .default({}),
  additionalUnits: z
    .number({ error: MESSAGES.additionalUnitsInvalid })
    .int(MESSAGES.additionalUnitsInvalid)
    .min(0, MESSAGES.additionalUnitsInvalid)
    .max(MAX_ADDITIONAL_UNITS, `At most ${MAX_ADDITIONAL_UNITS} additional units.`),
  selectedSlotId: positiveId(MESSAGES.slotRequired),
  /** The inspector the customer chose; null: any inspector (the first free one at that time). */
  inspectorId: z
    .number({ error: 'Please choose an inspector from the list.' })
    .int()
    .positive()
    .max(2_147_483_647)
    .nullable()
    .default(null),
  neighborhood: requiredText(MESSAGES.neighborhoodRequired, 100),
  address1: requiredText(MESSAGES.addressRequired),
  address2: optionalText(),
  city: requiredText(MESSAGES.cityRequired, 100),
  state: z.enum(PROPERTY_STATES, { error: MESSAGES.propertyStateInvalid }),
  zip: zipCode,
  /**
   * Book a reinspection: the order whose published report it checks and the repair request it
   * came from. The cart then holds the Reinspection service alone (the server prices it so).
   */
  reinspectionOf: z
    .object({
      orderId: positiveId('Choose the order to reinspect.'),
      repairRequestId: positiveId('Choose the repair request.').nullable(),
    })
    .nullable()
    .default(null),
});
// Built on first use, like the schemas (decision 086); the browser's schema shares its fields.
let shape: ReturnType<typeof buildShape> | undefined;
const orderFormShape = () => (shape ??= buildShape());

const radonRule = (value: { addons: Record<string, boolean> }, ctx: z.RefinementCtx) => {
  if (breaksRadonRule(value.addons))
    ctx.addIssue({
      code: 'custom',
      path: ['addons', ADDON_SLUGS.radonEarly],
      message: MESSAGES.radonEarlyNeedsRadon,
    });
};

/** The home inspection order form, as the server checks it (the slot is checked against the DB). */
export const orderFormSchema = lazySchema(() => z.object(orderFormShape()).superRefine(radonRule));

export type OrderFormValues = z.output<typeof orderFormSchema>;
export type OrderFormInput = z.input<typeof orderFormSchema>;

/** The form's schema in the browser: the slot must also be one of the available ones. */
export function orderFormSchemaFor(availableSlotIds: readonly number[]) {
  const available = new Set(availableSlotIds);
  return z
    .object({
      ...orderFormShape(),
      selectedSlotId: positiveId(MESSAGES.slotRequired).refine(
        (id) => available.has(id),
        MESSAGES.slotUnavailable,
      ),
    })
    .superRefine(radonRule);
}
