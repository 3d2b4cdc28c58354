import { useCallback, useState } from 'react';

/**
 * Whether the element has come within `margin` of the viewport, once and for good: for a heavy
 * part below the fold that a phone should not build during the first load. True at
 * once where the browser cannot tell (no IntersectionObserver).
 */
export function useOnceNearViewport<T extends Element>(margin = '200px'): { ref: (element: T | null) => void; isNear: boolean } {
  const [isNear, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const ref = useCallback(
    (element: T | null) => {
      if (!element || isNear) return undefined;
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          setNear(true);
        },
        { rootMargin: margin },
      );
      observer.observe(element);
      // React 19 calls a ref's cleanup when the element goes or the ref changes.
      return () => observer.disconnect();
    },
    [isNear, margin],
  );
  return { ref, isNear };
}
