import { useEffect, useRef, useState } from 'react';
import type { AdminSection } from '../admin-sections';
import { frameHeightFrom } from '../frame-height';

const INITIAL_HEIGHT = 640;

/** One server admin page in a frame whose height follows the page's height messages. */
export function AdminFrame({ section }: { section: AdminSection }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(INITIAL_HEIGHT);

  useEffect(() => {
    // Only our own origin, only this frame's window, only a validated value (docs/security.md).
    function onMessage(event: MessageEvent) {
      if (event.origin !== window.location.origin) return;
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      const next = frameHeightFrom(event.data);
      if (next !== undefined) setHeight(next);
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  return (
    <iframe
      ref={frame}
      src={`/cms-admin/${section.name}.php`}
      title={section.frameTitle}
      className="admin-frame"
      style={{ height }}
    />
  );
}
