import { Skeleton, Stack } from '@mantine/core';
import { SkeletonRegion } from './skeleton-region';

interface FieldsSkeletonProps {
  /** What is loading, for screen readers ("Loading your answers"). */
  label: string;
  fields?: number;
}

/** A form's shape while what fills it loads: a label and an input per field, then its button. */
export function FieldsSkeleton({ label, fields = 3 }: FieldsSkeletonProps) {
  return (
    <SkeletonRegion label={label} testId="fields-skeleton">
      <Stack gap="md">
        {Array.from({ length: fields }, (_, field) => (
          <Stack key={field} gap={6}>
            <Skeleton height={12} width={field % 2 ? '30%' : '45%'} radius="sm" />
            <Skeleton height={36} radius="sm" />
          </Stack>
        ))}
        <Skeleton height={36} width={140} radius="sm" />
      </Stack>
    </SkeletonRegion>
  );
}
