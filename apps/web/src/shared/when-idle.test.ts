import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle';

describe('whenIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('runs the task where there is no window, as when a page-long timer outlives a test DOM', async () => {
    vi.stubGlobal('window', undefined);
    const task = vi.fn();
    whenIdle(task);
    await vi.waitFor(() => expect(task).toHaveBeenCalledOnce());
  });

  it('never runs a cancelled task', async () => {
    const task = vi.fn();
    whenIdle(task)();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(task).not.toHaveBeenCalled();
  });
});
