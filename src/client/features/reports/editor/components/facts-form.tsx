import { memo, useState } from 'react';
import {
  FACT_KEYS,
  FACT_LABELS,
  type FactKey,
  type Facts,
  DRAFT_LIMITS,
} from '../../../../../shared/reports/report-draft';
import { CompactTextField } from './field-label';

// The property facts, first on the editor; each is sent when the field is left.

const HINTS: Partial<Record<FactKey, string>> = {
  occupancy: 'e.g. Occupied, vacant, furnished',
  weather: 'e.g. Clear, rain, snow',
  temperature: 'e.g. 55 °F',
  utilitiesOn: 'e.g. All on; gas off',
};

/** Drawn again only when the facts change, not on every edit of an item. */
export const FactsForm = memo(function FactsForm(props: {
  facts: Facts;
  onChange: (facts: Partial<Facts>) => void;
}) {
  return (
    <section aria-labelledby="facts-heading" className="card mb-3">
      <div className="card-body">
        <h2 id="facts-heading" className="h5">
          Property facts
        </h2>
        <div className="row g-3">
          {FACT_KEYS.map((key) => (
            <FactField key={key} name={key} value={props.facts[key]} onChange={props.onChange} />
          ))}
        </div>
      </div>
    </section>
  );
});

function FactField(props: {
  name: FactKey;
  value: string;
  onChange: (facts: Partial<Facts>) => void;
}) {
  const { name, value, onChange } = props;
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  // A newer value from the server (another device) replaces an untouched field.
  if (value !== seen) {
    setSeen(value);
    setText(value);
  }
  const id = `fact-${name}`;
  return (
    <div className="col-6 col-md-4">
      <CompactTextField
        id={id}
        label={FACT_LABELS[name]}
        value={text}
        maxLength={DRAFT_LIMITS.fact}
        placeholder={HINTS[name]}
        onChange={(e) => setText(e.target.value)}
        onBlur={() => text !== value && onChange({ [name]: text })}
      />
    </div>
  );
}
