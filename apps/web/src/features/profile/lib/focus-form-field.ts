/**
 * Takes the person to a field of a long form by its name: centred, so the fixed header does not
 * cover it, then focused without a second jump. A searchable select (a country) keeps its value
 * in a hidden input of that name and marks its visible input with `data-field`.
 */
export function focusFormField(form: HTMLFormElement | null, name: string): boolean {
  const input = form?.querySelector<HTMLElement>(`[data-field="${name}"], [name="${name}"]:not([type="hidden"])`);
  if (!input) return false;
  input.scrollIntoView({ block: 'center' });
  input.focus({ preventScroll: true });
  return true;
}
