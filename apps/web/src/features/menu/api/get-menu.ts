import { type Language } from '@flexplan/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { queryKeys } from '../../../shared/api/query-keys';

export type MenuIcon = 'info' | 'documents' | 'remuneration' | 'other' | 'compensation' | 'exemption';

/** One tile of the main menu (docs/api.md, GET /menu). */
export interface MenuItem {
  id: number;
  icon: MenuIcon | string;
  link: string;
  order: number;
  name: Partial<Record<Language, string | null>>;
}

export function listMenuItems(signal?: AbortSignal): Promise<MenuItem[]> {
  return api.get<MenuItem[]>('/menu', { signal });
}

export const menuQueryOptions = queryOptions({
  queryKey: queryKeys.menu,
  queryFn: ({ signal }) => listMenuItems(signal),
  select: (items) => [...items].sort((a, b) => a.order - b.order),
});

export function useMenuItems(isEnabled = true) {
  return useQuery({ ...menuQueryOptions, enabled: isEnabled });
}
