import { useMediaQuery } from '@mantine/hooks';

/** docs/product/employee-portal.md §9: the mobile layout applies at 768 px (48em) or narrower. */
export const MOBILE_LAYOUT_QUERY = '(max-width: 48em)';

export function useIsMobileLayout(): boolean {
  return useMediaQuery(MOBILE_LAYOUT_QUERY, false, { getInitialValueInEffect: false });
}
