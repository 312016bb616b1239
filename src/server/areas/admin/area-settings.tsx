import {
  MAX_TRAVEL_ZONES_LENGTH,
  MAX_ZIP_LIST_LENGTH,
  parseTravelZones,
  type TravelZone,
  travelZonesText,
  zipListText,
} from '../../../shared/areas/service-areas';
import { formValue } from '../../admin/ui/admin-form';
import { TextAreas } from '../../admin/ui/form-fields';
import { settingsGroup } from '../../admin/ui/settings-form';
import { badRequest } from '../../errors';
import { saveAreaOf, saveTravelZones } from '../areas.service';
import { readZips } from './area-form';

// Advanced → Service area and travel: the business's own area and the travel zones.

export interface AreaSettings {
  businessZips: string[];
  zones: TravelZone[];
}

export const areaSettings = settingsGroup({
  action: 'service-area',
  title: 'Service area and travel',
  intro:
    'The ZIP codes the business’s own slots and hours cover (each inspector’s are on Working hours), and the zones whose ZIP codes add a Travel line to the price. With no area set anywhere, every ZIP is offered every time.',
  submit: 'Save service area and travel',
  shown: (s: AreaSettings) => ({
    businessZips: zipListText(s.businessZips),
    travelZones: travelZonesText(s.zones),
  }),
  fields: (value) => (
    <TextAreas
      value={value}
      fields={[
        {
          name: 'businessZips',
          label: 'ZIP codes the business covers',
          rows: 3,
          maxLength: MAX_ZIP_LIST_LENGTH,
          help: 'Such as 15213, 15217; commas, spaces or lines between them. Empty: none of its own.',
        },
        {
          name: 'travelZones',
          label: 'Travel zones',
          rows: 4,
          maxLength: MAX_TRAVEL_ZONES_LENGTH,
          help: 'One zone a line: name | fee | ZIP codes, such as North hills | 35.00 | 15237, 15238. A ZIP in two zones pays the first.',
        },
      ]}
    />
  ),
  read: (form): AreaSettings => {
    const zones = parseTravelZones(formValue(form, 'travelZones'));
    if (!zones.ok) throw badRequest(zones.error, { fields: { travelZones: zones.error } });
    return {
      businessZips: readZips(form, 'businessZips', 'ZIP codes the business covers'),
      zones: zones.value,
    };
  },
  write: async (ctx, input) => [
    ...((await saveAreaOf(ctx.db, ctx.actor, null, input.businessZips)) ? ['area'] : []),
    ...((await saveTravelZones(ctx.db, ctx.actor, input.zones)) ? ['zones'] : []),
  ],
  saved: 'Service area and travel saved. The order form uses them at once.',
});
