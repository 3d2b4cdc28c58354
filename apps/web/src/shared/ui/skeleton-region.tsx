import { VisuallyHidden } from '@mantine/core';
import { useId, type ReactNode } from 'react';

interface SkeletonRegionProps {
  /** What is loading, read out by screen readers ("Loading your documents"). */
  label: string;
  /** Mantine `Skeleton`s shaped like the content that will replace them. */
  children: ReactNode;
  testId?: string;
}

/**
 * The placeholder of one block while its data loads (skeletons, never a spinner over the
 * page). A polite status region: a screen reader hears the label once, sighted people see the
 * shape of what is coming, and the rest of the page stays usable.
 */
export function SkeletonRegion({ label, children, testId }: SkeletonRegionProps) {
  const labelId = useId();
  return (
    <div role="status" aria-labelledby={labelId} data-testid={testId} data-skeleton="">
      <VisuallyHidden id={labelId}>{label}</VisuallyHidden>
      {children}
    </div>
  );
}
