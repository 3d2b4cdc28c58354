import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ResponseOf } from '@flexplan/domain/api/wire';
import type { StructureKind, structureUnitSchema } from '@flexplan/domain/company/company-structure-api';
import { api } from '../../../shared/api/api-client';
import { queryKeys } from '../../../shared/api/query-keys';

export type StructureUnit = ResponseOf<typeof structureUnitSchema>;

const structureKey = (kind: StructureKind) => [...queryKeys.session, 'admin', 'structure', kind] as const;

/** GET /admin/company/{kind}: the company's units of one kind, by name, with what points at each. */
export function useStructure(kind: StructureKind) {
  return useQuery({
    queryKey: structureKey(kind),
    queryFn: async ({ signal }) => (await api.get(`/admin/company/${kind}`, { signal, notifyOnError: false })).items,
  });
}

export type StructureChange =
  | { action: 'create'; name: string }
  | { action: 'rename'; id: number; name: string }
  | { action: 'merge'; id: number; targetId: number }
  | { action: 'delete'; id: number };

function send(kind: StructureKind, change: StructureChange): Promise<unknown> {
  const base = `/admin/company/${kind}` as const;
  switch (change.action) {
    case 'create':
      return api.post(base, { name: change.name }, { notifyOnError: false });
    case 'rename':
      return api.put(`${base}/:id`, { name: change.name }, { params: { id: change.id }, notifyOnError: false });
    case 'merge':
      return api.post(`${base}/:id/merge`, { targetId: change.targetId }, { params: { id: change.id }, notifyOnError: false });
    case 'delete':
      return api.delete(`${base}/:id`, { params: { id: change.id }, notifyOnError: false });
  }
}

/** Create, rename, merge or delete one unit; the list and the audit log are read again whatever the outcome. */
export function useChangeStructure(kind: StructureKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: StructureChange) => send(kind, change),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: structureKey(kind) });
      void queryClient.invalidateQueries({ queryKey: [...queryKeys.session, 'admin', 'audit'] });
    },
  });
}
