import { Paper, Skeleton } from '@mantine/core';
import classes from './product-tiles.module.css';

/** The product tiles' grid while the plan loads: icon, name and status badge of `count` tiles. */
export function ProductTilesSkeleton({ count = 4 }: { count?: number }) {
  return (
    <div className={classes.grid} data-testid="product-tiles-skeleton">
      {Array.from({ length: count }, (_, tile) => (
        <Paper key={tile} withBorder radius="md" p={{ base: 'sm', sm: 'md' }} className={classes.skeletonTile}>
          <Skeleton height={28} width={28} radius="sm" />
          <Skeleton height={14} width={tile % 2 ? '55%' : '75%'} radius="sm" />
          <Skeleton height={18} width={90} radius="xl" className={classes.status} />
        </Paper>
      ))}
    </div>
  );
}
