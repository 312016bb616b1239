import { type ReactNode, type RefObject, useRef, useState } from 'react';
import { processPhoto, type ProcessedPhoto } from './photo-process';

// Add photo: the camera, or a photo already on the device. Each file is checked, turned upright,
// resized and stripped here before anything is kept (decision 049).

export function AddPhoto(props: { label: string; onPhoto: (photo: ProcessedPhoto) => void }) {
  const camera = useRef<HTMLInputElement>(null);
  const library = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');

  const take = async (input: HTMLInputElement) => {
    const files = Array.from(input.files ?? []);
    input.value = '';
    if (files.length === 0) return;
    setBusy(true);
    setMessage('');
    for (const file of files) {
      const result = await processPhoto(file);
      if (result.ok) props.onPhoto(result.photo);
      else setMessage(result.message);
    }
    setBusy(false);
  };

  return (
    <div className="report-add-photo">
      <div className="d-flex flex-wrap gap-2">
        <OpenPicker input={camera} variant="btn-outline-primary" busy={busy}>
          Add photo<span className="visually-hidden"> to {props.label}</span>
        </OpenPicker>
        <OpenPicker input={library} variant="btn-quiet" busy={busy}>
          From library<span className="visually-hidden"> for {props.label}</span>
        </OpenPicker>
        {busy && <span className="small align-self-center">Preparing photo…</span>}
      </div>
      <input
        ref={camera}
        type="file"
        accept="image/*"
        capture="environment"
        hidden
        data-testid="photo-camera"
        onChange={(e) => void take(e.currentTarget)}
      />
      <input
        ref={library}
        type="file"
        accept="image/*"
        multiple
        hidden
        data-testid="photo-library"
        onChange={(e) => void take(e.currentTarget)}
      />
      {message && (
        <p className="text-danger small mb-0 mt-1" role="alert">
          {message}
        </p>
      )}
    </div>
  );
}

/** A button that opens one of the hidden file inputs (the camera's or the library's). */
function OpenPicker(props: {
  input: RefObject<HTMLInputElement | null>;
  variant: string;
  busy: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={`btn ${props.variant} btn-sm`}
      disabled={props.busy}
      onClick={() => props.input.current?.click()}
    >
      {props.children}
    </button>
  );
}
