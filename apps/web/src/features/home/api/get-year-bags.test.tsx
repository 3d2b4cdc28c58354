import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBags } from './get-year-bags';

const fetchMock = vi.fn<typeof fetch>();
const answer = (year: number) =>
  new Response(JSON.stringify({ year, today: '2026-11-23', bags: [] }), { status: 200, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => answer(Number(new URL(String(url), 'http://x').searchParams.get('year') ?? 2027)));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

/** The plan year's bags, then a year's as home asks them: the year only once the first answer names the plan year. */
function renderHomeBags(year: (planYear: number) => number) {
  // Fresh for 30 s, as the app's client keeps answers (shared/api/query-client.ts).
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(
    () => {
      const plan = useBags();
      const asked = plan.data ? year(plan.data.year) : undefined;
      return { plan, ofYear: useBags(asked, asked !== undefined) };
    },
    { wrapper },
  );
}

// /home called GET /api/bags twice, once without a year and once with the plan year.
describe('useBags: the plan year asked by number', () => {
  it('reuses the answer without a year when the year asked is the plan year: one request', async () => {
    const { result } = renderHomeBags((planYear) => planYear);
    await waitFor(() => expect(result.current.ofYear.data?.year).toBe(2027));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('asks the server for another year', async () => {
    const { result } = renderHomeBags((planYear) => planYear - 1);
    await waitFor(() => expect(result.current.ofYear.data?.year).toBe(2026));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
