import type { PublicInspector } from '../../../../shared/inspectors/inspector';
import { useHydrated } from '../../../lib/use-hydrated';
import { InspectorCard } from './inspector-card';
import { InspectorOptions, inspectorIdOf } from './inspector-options';

/** The availability page's "Inspector" choice: any (every free time) or one inspector's times. */
export function InspectorChoice({
  inspectors,
  value,
  onChange,
}: {
  inspectors: readonly PublicInspector[];
  value: number | null;
  onChange: (id: number | null) => void;
}) {
  const chosen = inspectors.find((i) => i.id === value);
  // The server's select waits for the page to start: a choice made before would be shown and lost.
  const hydrated = useHydrated();
  return (
    <div className="mb-3 availability-inspector" style={{ maxWidth: '32rem' }}>
      <label htmlFor="availability-inspector" className="form-label">
        Inspector
      </label>
      <select
        id="availability-inspector"
        className="form-select"
        disabled={!hydrated}
        value={value ?? ''}
        onChange={(e) => onChange(inspectorIdOf(e.target.value))}
      >
        <InspectorOptions inspectors={inspectors} />
      </select>
      {chosen && (
        <div className="mt-2">
          <InspectorCard inspector={chosen} />
        </div>
      )}
    </div>
  );
}
