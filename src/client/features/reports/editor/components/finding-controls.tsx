import {
  DRAFT_LIMITS,
  type Finding,
  type FindingFields,
} from '../../../../../shared/reports/report-draft';
import { SEVERITIES, SEVERITY_LABELS } from '../../../../../shared/reports/template';
import { PhotoList, type PhotoListProps } from '../photos/photo-list';
import { CompactTextField, FieldLabel } from './field-label';
import { useDraftText } from './use-draft-text';

export type FindingControlsProps = Omit<PhotoListProps, 'findingId' | 'label'> & {
  finding: Finding;
  number: number;
  itemTitle: string;
  /** The finding's element id, which its fields' ids start with. */
  id: string;
  /** The finding's accessible name ("Kitchen sink, finding 2"). */
  name: string;
  onChange: (fields: Partial<FindingFields>) => void;
};

/** A finding's controls beside its text: severity, location, photos and Remove. */
export function FindingControls(props: FindingControlsProps) {
  const { finding: f, id, onChange, actions } = props;
  const location = useDraftText(f.location, (t) => onChange({ location: t }));
  return (
    <>
      <div className="row g-3 mb-2">
        <div className="col-5">
          <FieldLabel htmlFor={`${id}-severity`}>Severity</FieldLabel>
          <select
            id={`${id}-severity`}
            className="form-select form-select-sm"
            value={f.severity}
            onChange={(e) => onChange({ severity: e.target.value as FindingFields['severity'] })}
          >
            {SEVERITIES.map((s) => (
              <option key={s} value={s}>
                {SEVERITY_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        <div className="col-7">
          <CompactTextField
            id={`${id}-location`}
            label="Location"
            maxLength={DRAFT_LIMITS.location}
            placeholder="e.g. North side, above the garage"
            {...location}
          />
        </div>
      </div>
      <PhotoList
        orderId={props.orderId}
        sectionKey={props.sectionKey}
        itemKey={props.itemKey}
        findingId={f.id}
        label={props.name}
        photos={props.photos}
        thumbs={props.thumbs}
        actions={actions}
      />
      <button
        type="button"
        className="btn btn-link btn-sm text-danger px-0"
        onClick={() => actions.removeFinding(f)}
      >
        Remove finding {props.number}
        <span className="visually-hidden"> of {props.itemTitle}</span>
      </button>
    </>
  );
}
