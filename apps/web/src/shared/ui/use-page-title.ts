import { useEffect } from 'react';

/** Names the page in the tab and for screen readers announcing the navigation. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · Flexplan` : 'Flexplan';
  }, [title]);
}
