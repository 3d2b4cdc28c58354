import { Center, Loader } from '@mantine/core';

interface AreaLoaderProps {
  /** What is loading, for screen readers ("Loading your profile"). */
  label: string;
  minHeight?: number | string;
}

/** The spinner of one named area (docs/product/employee-portal.md §4: spinners toggle per area, never the whole page). */
export function AreaLoader({ label, minHeight = 160 }: AreaLoaderProps) {
  return (
    <Center mih={minHeight} role="status" aria-live="polite" aria-label={label}>
      <Loader size="md" aria-hidden />
    </Center>
  );
}
