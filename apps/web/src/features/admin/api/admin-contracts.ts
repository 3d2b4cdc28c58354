import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { queryKeys } from '../../../shared/api/query-keys';
import type { adminContractPageSchema, adminContractSchema } from '@flexplan/domain/contracts/admin-contracts-api';
// Free of zod (contract-list-state.ts): the administrator's page lists the states on first paint.
import { contractListStates } from '@flexplan/domain/contracts/contract-list-state';
import type { ResponseOf } from '@flexplan/domain/api/wire';
import type { AdminReviewAction } from '@flexplan/domain/contracts/admin-review-actions';

export const adminStatuses = contractListStates;
export type AdminStatus = (typeof adminStatuses)[number];

/** One row of GET /admin/contracts; money in cents. */
export type AdminContract = ResponseOf<typeof adminContractSchema>;

const adminKey = [...queryKeys.session, 'admin', 'contracts'] as const;

/** One page of GET /admin/contracts: the rows and how many there are in all. */
export type AdminContractPage = ResponseOf<typeof adminContractPageSchema>;

/** Rows a page: the server's default. */
export const ADMIN_PAGE_SIZE = 50;

/** The list's filters besides the state: a category, a month (`YYYY-MM`) and a collective, all optional. */
export interface AdminContractFilters {
  category?: AdminContract['product'];
  month?: string;
  collectiveId?: number;
}

/**
 * A page of the company's contracts in one status, narrowed by the filters; 404 for anyone but a
 * company administrator (or a platform operator switched to the company). The page shown stays
 * while the next page of the same status loads (no skeleton between pages); another status starts
 * from its skeleton.
 */
export function useAdminContracts(status: AdminStatus, page: number, filters: AdminContractFilters = {}) {
  return useQuery({
    queryKey: [...adminKey, status, page, filters],
    queryFn: ({ signal }) => api.get('/admin/contracts', { query: { status, page, pageSize: ADMIN_PAGE_SIZE, ...filters }, signal, notifyOnError: false }),
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[adminKey.length] === status ? previous : undefined),
  });
}

export type AdminAction = AdminReviewAction;

/**
 * POST /admin/contracts/{id}/approve (pending review → contracted), /reject or /cancel (with the
 * reason the employee is e-mailed); every list moves.
 */
export function useAdminAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, reason }: { id: number; action: AdminAction; reason?: string }) =>
      action === 'approve'
        ? api.post('/admin/contracts/:id/approve', undefined, { params: { id } })
        : api.post(`/admin/contracts/:id/${action}`, { reason: reason ?? '' }, { params: { id }, notifyOnError: false }),
    // Every admin list moves, the audit log too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...queryKeys.session, 'admin'] }),
  });
}
