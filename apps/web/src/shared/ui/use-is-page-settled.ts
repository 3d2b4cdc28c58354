import { useEffect, useState } from 'react';
import { queryClient } from '../api/query-client';
import { whenIdle } from '../when-idle';
import { whenLoaded } from '../when-loaded';

let settled: Promise<void> | undefined;

/** How long no query may fetch before the page counts as settled: a page's reads often come in waves (the home asks its catalogue once the profile answers). */
const QUIET_MS = 500;

/**
 * Resolves once, for the whole visit: when the page has loaded, no query has fetched for
 * QUIET_MS and the browser is idle. The first page's content has painted by then.
 */
export function pageSettled(): Promise<void> {
  settled ??= new Promise((resolve) => {
    whenLoaded(() => {
      let timer: number | undefined;
      const watch = () => {
        window.clearTimeout(timer);
        if (queryClient.isFetching() > 0) return;
        timer = window.setTimeout(() => {
          unsubscribe();
          whenIdle(resolve);
        }, QUIET_MS);
      };
      const unsubscribe = queryClient.getQueryCache().subscribe(watch);
      watch();
    });
  });
  return settled;
}

/**
 * Whether the first page has settled (pageSettled): for code a page shows only on demand (a
 * header's popover), fetched after the page's own content rather than in its way. Under
 * Lighthouse, what a first load starts before its largest paint counts towards it (issue 16).
 */
export function useIsPageSettled(): boolean {
  const [isSettled, setSettled] = useState(false);
  useEffect(() => {
    let isMounted = true;
    void pageSettled().then(() => {
      if (isMounted) setSettled(true);
    });
    return () => {
      isMounted = false;
    };
  }, []);
  return isSettled;
}

/**
 * For a part whose code comes on demand behind a stand-in button (a header's popover): whether to
 * render it, once the page has settled or at the first press, and whether it was pressed, in which
 * case it opens as soon as its code is in.
 */
export function useSettledOrPressed(): { isWanted: boolean; isPressed: boolean; press: () => void } {
  const isPageSettled = useIsPageSettled();
  const [isPressed, setPressed] = useState(false);
  return { isWanted: isPageSettled || isPressed, isPressed, press: () => setPressed(true) };
}
