import {
  ITEM_STATUS_LABELS,
  ITEM_STATUSES,
  type ItemStatus,
} from '../../../../../shared/reports/template';

const STYLE: Record<ItemStatus, string> = {
  inspected: 'success',
  not_inspected: 'secondary',
  not_present: 'secondary',
  deficient: 'danger',
};

/** An item's status: one of four toggles (pressing the chosen one again unmarks it). */
export function StatusButtons(props: {
  title: string;
  status: ItemStatus | null;
  onChange: (status: ItemStatus | null) => void;
}) {
  return (
    <div role="group" aria-label={`Status of ${props.title}`} className="report-status-buttons">
      {ITEM_STATUSES.map((s) => {
        const on = props.status === s;
        return (
          <button
            key={s}
            type="button"
            className={`btn btn-sm ${on ? `btn-${STYLE[s]}` : `btn-outline-${STYLE[s]}`}`}
            aria-pressed={on}
            onClick={() => props.onChange(on ? null : s)}
          >
            {ITEM_STATUS_LABELS[s]}
          </button>
        );
      })}
    </div>
  );
}
