import type { menuItemSchema } from '@flexplan/domain/company/menu-api';
import type { ResponseOf } from '@flexplan/domain/api/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { queryKeys } from '../../../shared/api/query-keys';

/** One tile of the main menu (GET /menu). */
export type MenuItem = ResponseOf<typeof menuItemSchema>;

export function listMenuItems(signal?: AbortSignal): Promise<MenuItem[]> {
  return api.get('/menu', { signal });
}

export const menuQueryOptions = queryOptions({
  queryKey: queryKeys.menu,
  queryFn: ({ signal }) => listMenuItems(signal),
  select: (items) => [...items].sort((a, b) => a.order - b.order),
});

export function useMenuItems(isEnabled = true) {
  return useQuery({ ...menuQueryOptions, enabled: isEnabled });
}
