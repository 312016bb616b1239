import { memo, useLayoutEffect, useRef, useState } from 'react';
import {
  DRAFT_LIMITS,
  type Finding,
  type FindingFields,
} from '../../../../../shared/reports/report-draft';
import type { PhotoListProps } from '../photos/photo-list';
import { FindingControls } from './finding-controls';
import { useAfterPaint } from './use-after-paint';
import { useDraftText } from './use-draft-text';

type Props = Omit<PhotoListProps, 'findingId' | 'label'> & {
  finding: Finding;
  number: number;
  /** Just added: the text takes the focus (read when the finding is first drawn). */
  focus: boolean;
  itemTitle: string;
};

const samePhotos = (a: Props, b: Props) =>
  a.photos.length === b.photos.length && a.photos.every((p, i) => p === b.photos[i]);

/**
 * One finding: its text (from the library, editable here), then its other controls. Drawn again
 * only when it changes, not when another finding or the item's status does.
 */
export const FindingEditor = memo(
  function FindingEditor(props: Props) {
    const { finding: f, actions } = props;
    const onChange = (fields: Partial<FindingFields>) => actions.editFinding(f, fields);
    const id = `finding-${f.id}`;
    const text = useDraftText(f.text, (t) => onChange({ text: t }));
    const name = `${props.itemTitle}, finding ${props.number}`;
    const box = useRef<HTMLTextAreaElement>(null);
    // Only when first drawn: the finding is not drawn again when the next one added takes over.
    const [fresh] = useState(props.focus);
    // A finding just added shows its text in the tap's frame, its other controls a task later.
    const painted = useAfterPaint(fresh);
    // The focus moves with the controls' commit, a task after the frame that shows the new finding:
    // focusing a text box costs a tap's whole budget on a slow phone (style, layout, the spelling
    // checker), and one style and layout then serve both the controls and the focus (decision 096).
    useLayoutEffect(() => {
      if (fresh && painted) box.current?.focus();
    }, [fresh, painted]);
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
        {painted && <FindingControls {...props} id={id} name={name} onChange={onChange} />}
      </fieldset>
    );
  },
  (a, b) =>
    a.finding === b.finding &&
    a.number === b.number &&
    a.itemTitle === b.itemTitle &&
    a.thumbs === b.thumbs &&
    a.actions === b.actions &&
    samePhotos(a, b),
);
