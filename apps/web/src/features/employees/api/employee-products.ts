import type { RequestOf, ResponseOf } from '@flexplan/domain/api/wire';
import type { employeeProductsInputSchema, employeeProductsSchema } from '@flexplan/domain/employees/employee-products-api';
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { queryKeys } from '../../../shared/api/query-keys';

export type EmployeeProducts = ResponseOf<typeof employeeProductsSchema>;
export type EmployeeProductsBody = RequestOf<typeof employeeProductsInputSchema>;

const productsKey = (id: number | null) => [...queryKeys.session, 'admin', 'employees', 'products', id] as const;

/** GET /admin/employees/{id}/products; off until a person is chosen. */
export function useEmployeeProducts(id: number | null) {
  return useQuery({
    queryKey: productsKey(id),
    queryFn: id === null ? skipToken : ({ signal }) => api.get('/admin/employees/:id/products', { params: { id }, signal }),
  });
}

/** PUT /admin/employees/{id}/products: the whole set at once; the audit log moves too. */
export function useSaveEmployeeProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: EmployeeProductsBody }) => api.put('/admin/employees/:id/products', body, { params: { id } }),
    onSuccess: (saved, { id }) => queryClient.setQueryData(productsKey(id), saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...queryKeys.session, 'admin', 'audit'] }),
  });
}
