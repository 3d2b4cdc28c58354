/** Runs `then` once the page's load event has fired: at once if it already has. */
export function whenLoaded(then: () => void): void {
  if (document.readyState === 'complete') then();
  else window.addEventListener('load', then, { once: true });
}
