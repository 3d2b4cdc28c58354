/**
 * Runs `task` when the browser is idle (within a second at the latest), or in a task of its own
 * where there is no requestIdleCallback (Safari): work a page needs soon but not in its first
 * render. Returns a cancel.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 1000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 0);
  return () => window.clearTimeout(handle);
}
