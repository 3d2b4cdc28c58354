import { whenIdle } from '../when-idle';

/**
 * Chromium loads ICU's data with a page's first Intl formatter: ~10–15 ms at full speed, which the
 * first render of money and dates paid (the shell header's savings, issue 16). Paid here instead,
 * while the page waits for its data; the app's own formatters are cheap after it, whatever their
 * locale.
 */
export function warmIntlWhenIdle(): void {
  whenIdle(() => {
    // The browser's own locale: the data loaded serves every locale's formatters after it.
    new Intl.NumberFormat(undefined, { style: 'currency', currency: 'EUR' }).format(0);
    new Intl.DateTimeFormat(undefined).format(0);
  });
}
