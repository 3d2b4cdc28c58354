/**
 * Runs `task` when the browser is idle (within a second at the latest), or in a task of its own
 * where there is no requestIdleCallback (Safari): work a page needs soon but not in its first
 * render. Returns a cancel. Reads the global scope rather than `window`: a page-long timer that
 * calls it may fire after a unit test's DOM is gone, and must not throw there.
 */
export function whenIdle(task: () => void): () => void {
  const scope = globalThis;
  if (typeof scope.requestIdleCallback === 'function') {
    const handle = scope.requestIdleCallback(task, { timeout: 1000 });
    return () => scope.cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 0);
  return () => clearTimeout(handle);
}
