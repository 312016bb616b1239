import { useState } from 'react';

/** A text field kept locally while typed and sent when left (one change, not one per key). */
export function useDraftText(value: string, send: (text: string) => void) {
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
