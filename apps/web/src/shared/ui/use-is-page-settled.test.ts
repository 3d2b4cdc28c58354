import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../api/query-client';
import { pageSettled, showInTurn } from './use-is-page-settled';

afterEach(() => {
  vi.useRealTimers();
  queryClient.clear();
});

describe('the page settles (on-demand code after the first content)', () => {
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

  it('shows the parts waiting for it one per idle period, each once its code is in, and never a part cancelled first', async () => {
    vi.useFakeTimers();
    const settled = pageSettled();
    await vi.advanceTimersByTimeAsync(1_000);
    await settled;
    const shown: string[] = [];
    let codeArrives: (value: unknown) => void = () => undefined;
    showInTurn(() => shown.push('cart'));
    showInTurn(
      () => shown.push('savings'),
      () => new Promise((resolve) => (codeArrives = resolve)),
    );
    const cancel = showInTurn(() => shown.push('gone'));
    showInTurn(() => shown.push('help'));
    cancel();
    await vi.advanceTimersByTimeAsync(0);
    expect(shown).toEqual(['cart']);
    // The savings' turn: it waits for its code, and the parts after it wait too.
    await vi.advanceTimersByTimeAsync(100);
    expect(shown).toEqual(['cart']);
    codeArrives(undefined);
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(shown).toEqual(['cart', 'savings']);
    // The next part in a task of its own.
    await vi.advanceTimersToNextTimerAsync();
    expect(shown).toEqual(['cart', 'savings', 'help']);
  });
});
