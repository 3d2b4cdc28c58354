import type { RateTable } from '@flexplan/domain/benefits/rate-table';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';

/** GET /rate-tables/{key}: life and life-axa rates per 1000 by age band; bands without a rate are ages without cover. */
export async function getRateTable(key: string, signal?: AbortSignal): Promise<RateTable> {
  const answer = await api.get('/rate-tables/:key', { params: { key }, signal, notifyOnError: false });
  const coverages: Record<string, { from: number; to: number; rate: number }[]> = {};
  for (const [coverage, bands] of Object.entries(answer.coverages)) {
    coverages[coverage] = bands.flatMap((b) => (b.rate === null ? [] : [{ from: b.from, to: b.to, rate: b.rate }]));
  }
  return { key: answer.key, coverages };
}

export function useRateTable(key: string | null) {
  return useQuery({
    queryKey: ['session', 'rate-tables', key ?? ''],
    queryFn: ({ signal }) => getRateTable(key ?? '', signal),
    enabled: key !== null,
    staleTime: Infinity,
  });
}
