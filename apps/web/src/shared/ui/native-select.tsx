import { InputBase, type ElementProps, type InputBaseProps, type MantineSize } from '@mantine/core';

/** An option: its value shown as is, or a value with its label. */
export type NativeSelectItem = string | { value: string; label: string; disabled?: boolean };

export interface NativeSelectProps extends Omit<InputBaseProps, 'size'>, ElementProps<'select', 'size'> {
  data: readonly NativeSelectItem[];
  size?: MantineSize;
}

// Mantine's --combobox-chevron-size-* for each input size, in px.
const chevronSizes: Record<MantineSize, number> = { xs: 14, sm: 18, md: 20, lg: 24, xl: 28 };

/**
 * The browser's own <select> in Mantine's input: label, description, error, required asterisk
 * and the ids that tie them to the select come from InputBase, as for a TextInput. Mantine's
 * NativeSelect is the same plus its Combobox's chevron, class map, stylesheet and data parser,
 * which came with every page because the language select is on every page.
 */
export function NativeSelect({ data, size = 'sm', error, ...props }: NativeSelectProps) {
  const chevron = (
    <svg
      width={chevronSizes[size]}
      height={chevronSizes[size]}
      // Inline rather than a stylesheet: on every page, it would be one more file to fetch.
      style={{ color: error ? 'var(--mantine-color-error)' : 'var(--mantine-color-gray-6)' }}
      viewBox="0 0 15 15"
      fill="none"
      aria-hidden
    >
      <path
        d="M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z"
        fill="currentColor"
        fillRule="evenodd"
        clipRule="evenodd"
      />
    </svg>
  );
  return (
    <InputBase component="select" size={size} error={error} pointer rightSection={chevron} rightSectionPointerEvents="none" {...props}>
      {data.map((item) =>
        typeof item === 'string' ? (
          <option key={item} value={item}>
            {item}
          </option>
        ) : (
          <option key={item.value} value={item.value} disabled={item.disabled}>
            {item.label}
          </option>
        ),
      )}
    </InputBase>
  );
}
