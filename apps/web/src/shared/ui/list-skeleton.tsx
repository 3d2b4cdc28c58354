import { Box, Skeleton } from '@mantine/core';
import { SkeletonRegion } from './skeleton-region';
import classes from './list-skeleton.module.css';

interface SkeletonRowsProps {
  rows?: number;
  /** Cells per row on a desktop, as in the table it stands for; a phone shows each row as a card. */
  columns?: number;
  /** Framed like a bordered table (documents, family); off inside a panel that has its own frame. */
  withBorder?: boolean;
  /** Rows stay rows on a phone (a panel's lines), instead of the cards a table becomes there. */
  isPlain?: boolean;
}

// Cells of slightly different lengths read as text to come, not as a grey wall.
const widths = ['70%', '45%', '85%', '55%', '35%'];

/** `rows` rows of `columns` text-like lines: the shape of a list or table, inside a larger skeleton. */
export function SkeletonRows({ rows = 3, columns = 3, withBorder = false, isPlain = false }: SkeletonRowsProps) {
  return (
    <Box className={withBorder ? classes.framed : undefined} style={{ '--list-skeleton-columns': String(columns) }}>
      {Array.from({ length: rows }, (_, row) => (
        <div key={row} className={isPlain ? classes.plainRow : classes.row} data-testid="skeleton-row">
          {Array.from({ length: columns }, (_, cell) => (
            <Skeleton key={cell} height={cell === 0 ? 14 : 12} width={widths[(row + cell) % widths.length]} radius="sm" />
          ))}
        </div>
      ))}
    </Box>
  );
}

interface ListSkeletonProps extends SkeletonRowsProps {
  /** What is loading, for screen readers ("Loading your contracts"). */
  label: string;
  testId?: string;
}

/** The skeleton of a list or table while it loads: its rows, announced by `label`. */
export function ListSkeleton({ label, testId, ...rows }: ListSkeletonProps) {
  return (
    <SkeletonRegion label={label} testId={testId}>
      <SkeletonRows {...rows} />
    </SkeletonRegion>
  );
}
