import { memo, useEffect, useRef, useState } from 'react';
import {
  DRAFT_LIMITS,
  type Finding,
  type FindingFields,
} from '../../../../../shared/reports/report-draft';
import { SEVERITIES, SEVERITY_LABELS } from '../../../../../shared/reports/template';
import { PhotoList, type PhotoListProps } from '../photos/photo-list';
import { CompactTextField, FieldLabel } from './field-label';

/** A text field kept locally while typed and sent when left (one change, not one per key). */
function useDraftText(value: string, send: (text: string) => void) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    setText(value);
  }
  return {
    value: text,
    onChange: (e: { target: { value: string } }) => setText(e.target.value),
    onBlur: () => text !== value && send(text),
  };
}

type Props = Omit<PhotoListProps, 'findingId' | 'label'> & {
  finding: Finding;
  number: number;
  /** Just added: the text takes the focus. */
  focus: boolean;
  itemTitle: string;
};

const samePhotos = (a: Props, b: Props) =>
  a.photos.length === b.photos.length && a.photos.every((p, i) => p === b.photos[i]);

/**
 * One finding: its text (from the library, editable here), severity, location and photos. Drawn
 * again only when it changes, not when another finding or the item's status does.
 */
export const FindingEditor = memo(
  function FindingEditor(props: Props) {
    const { finding: f, actions } = props;
    const onChange = (fields: Partial<FindingFields>) => actions.editFinding(f, fields);
    const id = `finding-${f.id}`;
    const text = useDraftText(f.text, (t) => onChange({ text: t }));
    const location = useDraftText(f.location, (t) => onChange({ location: t }));
    const name = `${props.itemTitle}, finding ${props.number}`;
    const box = useRef<HTMLTextAreaElement>(null);
    useEffect(() => {
      if (!props.focus) return;
      // After the frame that shows the new finding: focusing a text box costs a tap's whole budget
      // on a slow phone (layout, the spelling checker), and the finding should show at once.
      let timer: ReturnType<typeof setTimeout> | undefined;
      const frame = requestAnimationFrame(() => {
        timer = setTimeout(() => box.current?.focus());
      });
      return () => {
        cancelAnimationFrame(frame);
        clearTimeout(timer);
      };
    }, [props.focus]);
    return (
      <fieldset className={`report-finding report-severity-${f.severity}`} data-testid="finding">
        <legend className="h6 mb-1">Finding {props.number}</legend>
        <label htmlFor={`${id}-text`} className="visually-hidden">
          Text of {name}
        </label>
        <textarea
          ref={box}
          id={`${id}-text`}
          className="form-control form-control-sm mb-2"
          rows={3}
          maxLength={DRAFT_LIMITS.findingText}
          {...text}
        />
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
          label={name}
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
      </fieldset>
    );
  },
  (a, b) =>
    a.finding === b.finding &&
    a.number === b.number &&
    a.focus === b.focus &&
    a.itemTitle === b.itemTitle &&
    a.thumbs === b.thumbs &&
    a.actions === b.actions &&
    samePhotos(a, b),
);
