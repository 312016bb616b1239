import { memo } from 'react';
import {
  ITEM_STATUS_LABELS,
  type ItemStatus,
  statusesOf,
} from '../../../../../shared/reports/template';

// Deficient (and a repair not done) stands out; the site's Bootstrap build has the primary and danger buttons.
const style = (s: ItemStatus, on: boolean) =>
  s === 'deficient' || s === 'not_fixed' || s === 'new_defects'
    ? on
      ? 'btn-danger'
      : 'btn-outline-danger'
    : on
      ? 'btn-primary'
      : 'btn-quiet';

/**
 * An item's status: one of four toggles (pressing the chosen one again unmarks it); on a
 * reinspection, the outcomes (Fixed, Not fixed, ...). Not drawn again for a finding added.
 */
export const StatusButtons = memo(function StatusButtons(props: {
  title: string;
  sectionKey: string;
  status: ItemStatus | null;
  onChange: (status: ItemStatus | null) => void;
}) {
  return (
    <div role="group" aria-label={`Status of ${props.title}`} className="report-status-buttons">
      {statusesOf(props.sectionKey).map((s) => {
        const on = props.status === s;
        return (
          <button
            key={s}
            type="button"
            className={`btn btn-sm ${style(s, on)}`}
            aria-pressed={on}
            onClick={() => props.onChange(on ? null : s)}
          >
            {ITEM_STATUS_LABELS[s]}
          </button>
        );
      })}
    </div>
  );
});
