import { useWatch } from 'react-hook-form';
import type { PublicInspector } from '../../../../shared/inspectors/inspector';
import { InspectorCard } from '../../inspectors/components/inspector-card';
import { InspectorOptions, inspectorIdOf } from '../../inspectors/components/inspector-options';
import { SelectField } from './form-fields';

// '' is "any inspector" (null in the form values), else an inspector's id.
const asInspector = {
  setValueAs: (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v)),
};

/**
 * The order form's "Inspector" choice: any inspector (every free time, the first free inspector
 * comes) or a named one (only their times). Changing it asks for that inspector's times.
 */
export function InspectorField({
  inspectors,
  onChoose,
}: {
  inspectors: readonly PublicInspector[];
  onChoose: (id: number | null) => void;
}) {
  const chosen = useWatch({ name: 'inspectorId' }) as number | null | undefined;
  const inspector = inspectors.find((i) => i.id === chosen);
  return (
    <>
      <SelectField
        name="inspectorId"
        label="Inspector"
        hint="Any inspector shows every free time; choosing one shows only their times."
        options={{
          ...asInspector,
          onChange: (e: { target: { value: string } }) => onChoose(inspectorIdOf(e.target.value)),
        }}
      >
        <InspectorOptions inspectors={inspectors} />
      </SelectField>
      {inspector && <InspectorCard inspector={inspector} />}
    </>
  );
}
