// Started by the web app's entry (src/shared/i18n/warm-intl.ts): Chromium loads ICU's number and
// date data with a process's first Intl formatter, 40–130 ms on a slow machine, a long task
// wherever it runs. The data are the process's, so a worker loading them spares the page's main
// thread: its own formatters then take about a millisecond, in any locale.
new Intl.NumberFormat(undefined, { style: 'currency', currency: 'EUR' }).format(0);
new Intl.DateTimeFormat(undefined).format(0);
globalThis.close();
