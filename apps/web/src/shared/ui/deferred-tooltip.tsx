import { lazy, Suspense, type ReactElement } from 'react';

// Mantine's Tooltip brings Floating UI (~18 kB gzip with its positioning code). The header's icon
// buttons are on every logged-in page, so their tooltips come in a chunk of their own, fetched as
// the header renders rather than before the page can show (issue 16).
const Tooltip = lazy(() => import('./tooltip'));

/**
 * A hover label for an icon button that is already named for screen readers (`aria-label`): the
 * button renders at once, the label once its code has arrived.
 */
export function DeferredTooltip({ label, children }: { label: string; children: ReactElement }) {
  return (
    <Suspense fallback={children}>
      <Tooltip label={label}>{children}</Tooltip>
    </Suspense>
  );
}
