import { lazy, Suspense, type ReactElement } from 'react';
import { useIsPageSettled } from './use-is-page-settled';

// Mantine's Tooltip brings Floating UI (~18 kB gzip with its positioning code). The header's icon
// buttons are on every logged-in page, so their tooltips come in a chunk of their own, fetched
// once the page has settled rather than in the way of its content.
const loadTooltip = () => import('./tooltip');
const Tooltip = lazy(loadTooltip);

/**
 * A hover label for an icon button that is already named for screen readers (`aria-label`): the
 * button renders at once, the label once the page has settled and its code has arrived.
 */
export function DeferredTooltip({ label, children }: { label: string; children: ReactElement }) {
  const isPageSettled = useIsPageSettled(loadTooltip);
  if (!isPageSettled) return children;
  return (
    <Suspense fallback={children}>
      <Tooltip label={label}>{children}</Tooltip>
    </Suspense>
  );
}
