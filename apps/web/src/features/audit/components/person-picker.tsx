import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserLookup, type LookupScope } from '../api/lookup-users';

interface PersonPickerProps {
  label: string;
  /** The actor filter searches who wrote in the log (a platform operator too); the employee filter, the company's people. */
  among: LookupScope;
  value: number | undefined;
  onChange(id: number | undefined): void;
  testId: string;
}

/**
 * A searchable pick of one of the company's people, in place of a raw id: the
 * list is asked of the server as the person types (20 at most). A person set from the log's table
 * keeps their name once picked or found; before that the id stands in.
 */
export function PersonPicker({ label, among, value, onChange, testId }: PersonPickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [isOpen, setOpen] = useState(false);
  const [text] = useDebouncedValue(search, 250);
  const lookup = useUserLookup(text.trim(), among, isOpen);
  // Names seen so far, so the chosen person still reads as a name when a new search leaves them out.
  const names = useRef(new Map<number, string>());
  for (const item of lookup.data?.items ?? []) names.current.set(item.id, item.email ? `${item.fullName} · ${item.email}` : item.fullName);
  const data = (lookup.data?.items ?? []).map((item) => ({ value: String(item.id), label: names.current.get(item.id)! }));
  if (value !== undefined && !data.some((d) => d.value === String(value)))
    data.unshift({ value: String(value), label: names.current.get(value) ?? `#${value}` });

  return (
    <Select
      label={label}
      placeholder={t('audit.filters.searchPeople')}
      searchable
      clearable
      filter={({ options }) => options}
      searchValue={search}
      onSearchChange={setSearch}
      onDropdownOpen={() => setOpen(true)}
      nothingFoundMessage={lookup.isFetching ? undefined : t('audit.filters.nobodyFound')}
      data={data}
      value={value === undefined ? null : String(value)}
      onChange={(next) => onChange(next === null ? undefined : Number(next))}
      data-testid={testId}
    />
  );
}
