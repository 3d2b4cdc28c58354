import { startTransition, useEffect, useState } from 'react';
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
      let timer: ReturnType<typeof setTimeout> | undefined;
      const watch = () => {
        clearTimeout(timer);
        if (queryClient.isFetching() > 0) return;
        timer = setTimeout(() => {
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

interface WaitingPart {
  show: () => void;
  load: () => Promise<unknown>;
  isCancelled: boolean;
}

/** The parts waiting for the settled page, in the order they asked. */
const waiting: WaitingPart[] = [];
let isShowing = false;

/**
 * Shows `show`'s part once the page has settled, one part per idle period, its code (`load`)
 * fetched first so that it then renders at once and on its own: the header's popovers and its
 * tooltips each mount in a task of their own, rather than all in one render that blocked input
 * for ~20 ms on a slow phone's core (Lighthouse's TBT). Returns a cancel, for a part
 * unmounted before its turn.
 */
export function showInTurn(show: () => void, load: () => Promise<unknown> = () => Promise.resolve()): () => void {
  const part: WaitingPart = { show, load, isCancelled: false };
  waiting.push(part);
  void pageSettled().then(showWaiting);
  return () => {
    part.isCancelled = true;
  };
}

function showWaiting(): void {
  if (isShowing) return;
  isShowing = true;
  const showNext = (): void => {
    const part = waiting.shift();
    if (!part) {
      isShowing = false;
      return;
    }
    if (part.isCancelled) return showNext();
    // A failed load shows the part anyway: its own Suspense and error boundary say so.
    void part
      .load()
      .catch(() => undefined)
      .then(() => {
        if (!part.isCancelled) part.show();
        whenIdle(showNext);
      });
  };
  showNext();
}

/**
 * Whether the first page has settled (pageSettled) and this part's turn has come, its code
 * (`load`) in (showInTurn): for code a page shows only on demand (a header's popover), fetched
 * after the page's own content rather than in its way. Under Lighthouse, what a first load starts
 * before its largest paint counts towards it. A transition: React may pause the part's
 * render for input.
 */
export function useIsPageSettled(load?: () => Promise<unknown>): boolean {
  const [isSettled, setSettled] = useState(false);
  // `load` is a module-level import function: the same on every render.
  useEffect(() => showInTurn(() => startTransition(() => setSettled(true)), load), [load]);
  return isSettled;
}

/**
 * For a part whose code comes on demand behind a stand-in button (a header's popover): whether to
 * render it, once the page has settled or at the first press, and whether it was pressed, in which
 * case it opens as soon as its code is in.
 */
export function useSettledOrPressed(load: () => Promise<unknown>): { isWanted: boolean; isPressed: boolean; press: () => void } {
  const isPageSettled = useIsPageSettled(load);
  const [isPressed, setPressed] = useState(false);
  return { isWanted: isPageSettled || isPressed, isPressed, press: () => setPressed(true) };
}
