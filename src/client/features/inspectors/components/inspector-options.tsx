import type { PublicInspector } from '../../../../shared/inspectors/inspector';

/** The options of every "Inspector" select: '' is any inspector, else an inspector's id. */
export function InspectorOptions({ inspectors }: { inspectors: readonly PublicInspector[] }) {
  return (
    <>
      <option value="">Any inspector</option>
      {inspectors.map((i) => (
        <option key={i.id} value={i.id}>
          {i.name}
        </option>
      ))}
    </>
  );
}

/** The chosen option's inspector (null: any inspector). */
export const inspectorIdOf = (value: string): number | null =>
  value === '' ? null : Number(value);
