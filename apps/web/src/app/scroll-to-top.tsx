import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/** docs/product/employee-portal.md §2 Shell: every route change scrolls to the top. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
