/** An option of a select (the reference data the profile page passes in). */
export interface SelectOption {
  value: string;
  label: string;
}

/**
 * The options, plus the stored value when it is not one of them (an address typed before the
 * lists existed), so opening the form never drops what the person had.
 */
export function withCurrentValue(options: SelectOption[], current: string): SelectOption[] {
  if (current === '' || options.some((option) => option.value === current)) return options;
  return [{ value: current, label: current }, ...options];
}
