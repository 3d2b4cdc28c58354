import { Outlet, useLocation } from 'react-router';
import { RenderErrorBoundary } from './render-error-boundary';
import { RenderErrorFallback, type RenderErrorLayout } from './render-error-fallback';

/**
 * A layout route around pages: one page's render error shows a way back in its place, and
 * following any link clears it (the boundary resets when the address changes).
 */
export function PageErrorBoundary({ layout }: { layout: RenderErrorLayout }) {
  const { pathname } = useLocation();
  return (
    <RenderErrorBoundary resetKey={pathname} fallback={<RenderErrorFallback layout={layout} />}>
      <Outlet />
    </RenderErrorBoundary>
  );
}
