import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { queryKeys } from '../../../shared/api/query-keys';
import { type LocalizedText } from '../../../shared/i18n/localized-text';

export const adminStatuses = ['pending', 'contracted', 'cancelled'] as const;
export type AdminStatus = (typeof adminStatuses)[number];

/** One row of GET /admin/contracts; money in cents. */
export interface AdminContract {
  id: number;
  status: AdminStatus;
  /** Accepted by the employee through the e-mail link. */
  signed: boolean;
  year: number;
  /** The category alias. */
  product: string;
  price: number;
  effectiveDate: string | null;
  benefitName: LocalizedText | null;
  employee: string;
  email: string | null;
  updatedAt: string;
}

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
    mutationFn: ({ id, action }: { id: number; action: AdminAction }) => api.post<{ id: number; status: string }>(`/admin/contracts/${id}/${action}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}
