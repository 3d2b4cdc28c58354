import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { queryKeys } from '../../../shared/api/query-keys';
import { adminContractStatuses, type adminContractSchema, type adminTransitionSchema } from '@flexplan/domain/contracts/admin-contracts-api';
import type { ResponseOf } from '@flexplan/domain/api/wire';

export const adminStatuses = adminContractStatuses;
export type AdminStatus = (typeof adminStatuses)[number];

/** One row of GET /admin/contracts; money in cents. */
export type AdminContract = ResponseOf<typeof adminContractSchema>;

const adminKey = [...queryKeys.session, 'admin', 'contracts'] as const;

/** The company's contracts in one status; 403 FORBIDDEN_ROLE for anyone but a company administrator. */
export function useAdminContracts(status: AdminStatus) {
  return useQuery({
    queryKey: [...adminKey, status],
    queryFn: ({ signal }) => api.get<AdminContract[]>('/admin/contracts', { query: { status }, signal, notifyOnError: false }),
  });
}

export type AdminAction = 'approve' | 'cancel';

/** POST /admin/contracts/{id}/approve (pending review → contracted) or /cancel; every list moves. */
export function useAdminAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: AdminAction }) => api.post<ResponseOf<typeof adminTransitionSchema>>(`/admin/contracts/${id}/${action}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}
