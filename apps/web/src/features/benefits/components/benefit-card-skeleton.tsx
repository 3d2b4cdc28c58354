import { Group, Paper, Skeleton, Stack } from '@mantine/core';
import classes from './benefit-card.module.css';

/** A benefit card's shape (BenefitCard) while the category loads: provider, name and text beside the form. */
export function BenefitCardSkeleton() {
  return (
    <Paper withBorder radius="md" className={classes.card}>
      <div className={classes.layout}>
        <Stack gap="sm">
          <Group gap="sm" wrap="nowrap">
            <Skeleton height={48} width={48} radius="sm" />
            <Stack gap={6} style={{ flex: 1 }}>
              <Skeleton height={20} width="70%" radius="sm" />
              <Skeleton height={12} width="40%" radius="sm" />
            </Stack>
          </Group>
          <Skeleton height={12} width="95%" radius="sm" />
          <Skeleton height={12} width="80%" radius="sm" />
          <Skeleton height={56} radius="md" />
        </Stack>
        <Stack gap="md">
          <Skeleton height={20} width={110} radius="xl" />
          <Skeleton height={36} radius="sm" />
          <Skeleton height={36} radius="sm" />
          <Skeleton height={36} width={160} radius="sm" />
        </Stack>
      </div>
    </Paper>
  );
}
