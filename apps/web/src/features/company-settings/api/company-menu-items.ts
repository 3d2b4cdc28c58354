import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ResponseOf } from '@flexplan/domain/api/wire';
import type { adminMenuItemSchema, MenuItemInput } from '@flexplan/domain/company/menu-items-api';
import { api } from '../../../shared/api/api-client';
import { queryKeys } from '../../../shared/api/query-keys';

export type AdminMenuItem = ResponseOf<typeof adminMenuItemSchema>;

const base = '/admin/company/menu-items' as const;
export const menuItemsKey = [...queryKeys.session, 'admin', 'menu-items'] as const;

/** GET /admin/company/menu-items: the company's main-menu tiles in their order. */
export function useCompanyMenuItems() {
  return useQuery({
    queryKey: menuItemsKey,
    queryFn: async ({ signal }) => (await api.get(base, { signal, notifyOnError: false })).items,
  });
}

export type MenuItemChange =
  | { action: 'create'; item: MenuItemInput }
  | { action: 'update'; id: number; item: MenuItemInput }
  | { action: 'delete'; id: number }
  | { action: 'reorder'; ids: number[] };

function send(change: MenuItemChange): Promise<unknown> {
  switch (change.action) {
    case 'create':
      return api.post(base, change.item, { notifyOnError: false });
    case 'update':
      return api.put(`${base}/:id`, change.item, { params: { id: change.id }, notifyOnError: false });
    case 'delete':
      return api.delete(`${base}/:id`, { params: { id: change.id }, notifyOnError: false });
    case 'reorder':
      return api.put(`${base}/order`, { ids: change.ids }, { notifyOnError: false });
  }
}

/** Create, change, delete or reorder tiles; the list, the employee's menu (the administrator's own too) and the audit log are read again whatever the outcome. */
export function useChangeMenuItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: menuItemsKey });
      void queryClient.invalidateQueries({ queryKey: queryKeys.menu });
      void queryClient.invalidateQueries({ queryKey: [...queryKeys.session, 'admin', 'audit'] });
    },
  });
}
