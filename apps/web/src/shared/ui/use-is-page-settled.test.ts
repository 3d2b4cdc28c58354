import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../api/query-client';
import { pageSettled } from './use-is-page-settled';

afterEach(() => {
  vi.useRealTimers();
  queryClient.clear();
});

describe('the page settles (issue 16: on-demand code after the first content)', () => {
  it('once it has loaded and no query has fetched for half a second, a wave of reads included', async () => {
    vi.useFakeTimers();
    let answer: (value: string) => void = () => undefined;
    void queryClient.fetchQuery({ queryKey: ['first'], queryFn: () => new Promise<string>((resolve) => (answer = resolve)) });
    let isSettled = false;
    void pageSettled().then(() => (isSettled = true));

    await vi.advanceTimersByTimeAsync(2_000);
    expect(isSettled).toBe(false);
    answer('done');
    await vi.advanceTimersByTimeAsync(300);
    // A second wave before the quiet half second is over starts the wait again.
    void queryClient.fetchQuery({ queryKey: ['second'], queryFn: () => new Promise<string>((resolve) => setTimeout(() => resolve('x'), 100)) });
    await vi.advanceTimersByTimeAsync(400);
    expect(isSettled).toBe(false);
    await vi.advanceTimersByTimeAsync(300);
    expect(isSettled).toBe(true);
  });
});
