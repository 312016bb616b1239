import { useEffect, useState } from 'react';

/**
 * False in the frame that first shows the component when `wait` is set, true a task after that
 * frame is painted (at once without `wait`). A part drawn only then is not in the tap's frame: the
 * tap answers sooner, and the part follows right after (decision 092).
 */
export function useAfterPaint(wait: boolean): boolean {
  const [painted, setPainted] = useState(!wait);
  useEffect(() => {
    if (painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A hidden page draws no frame: the part is drawn then anyway.
    const fallback = setTimeout(() => setPainted(true), 100);
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      clearTimeout(fallback);
    };
  }, [painted]);
  return painted;
}
