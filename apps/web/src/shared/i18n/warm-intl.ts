import { whenIdle } from '../when-idle';

/** apps/web/public/intl-warm-worker.js, served at the site's root. */
const intlWarmWorkerUrl = '/intl-warm-worker.js';

/**
 * Chromium loads ICU's data with a process's first Intl formatter: 40–130 ms on a slow machine
 * (~15 at full speed), a long task that the first render of money and dates paid, or a timer of
 * its own before it (Lighthouse's TBT). A worker loads them instead, off the page's
 * main thread, while the page waits for its data and code (public/intl-warm-worker.js): the data
 * are the process's, so the page's own formatters are cheap after it, whatever their locale.
 * With a session the page about to render shows money, so the worker starts at once; on a login
 * page, when the page is idle, for the page after the login.
 */
export function warmIntl(hasSession: boolean): void {
  if (typeof Worker !== 'function') return;
  const start = () => {
    try {
      new Worker(intlWarmWorkerUrl);
    } catch {
      // A browser that refuses the worker formats as before, paying the load where it first formats.
    }
  };
  if (hasSession) start();
  else whenIdle(start);
}
