import { waitFor } from '@testing-library/react';
import type { Config, Driver, DriverHook } from 'driver.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../../test/stub-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { HomeTour } from './home-tour';

// driver.js draws in the real browser (e2e/tests/onboarding-tour.spec.ts); here, what the tour
// does with how it ends: the configuration it gets, and a driver that records its calls.
const fake = vi.hoisted(() => ({ config: undefined as Config | undefined, drive: vi.fn(), destroy: vi.fn(), isActive: vi.fn(() => true) }));
vi.mock('driver.js', () => ({
  driver: (config: Config) => {
    fake.config = config;
    return { drive: fake.drive, destroy: fake.destroy, isActive: fake.isActive };
  },
}));

const tourCalls = (fetchMock: ReturnType<typeof stubApi>) => fetchMock.mock.calls.filter(([url]) => String(url).includes('/onboarding-tour'));

describe('the first-login tour of home', () => {
  // Before each, not after: the previous test's page is unmounted (and its tour destroyed) after its own hooks.
  beforeEach(() => {
    fake.config = undefined;
    vi.clearAllMocks();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('starts with Spanish buttons, and once ended by the person (Done, Skip, Escape) is remembered on the account', async () => {
    const fetchMock = stubApi({ '/profile/onboarding-tour': () => new Response(null, { status: 204 }) });
    renderWithProviders(<HomeTour firstName="Laura" year={2027} />);
    await waitFor(() => expect(fake.drive).toHaveBeenCalled());
    expect(fake.config).toMatchObject({ nextBtnText: 'Siguiente', prevBtnText: 'Anterior', allowClose: true, disableActiveInteraction: true });
    expect(fake.config?.steps).toHaveLength(5);

    const driver = { destroy: fake.destroy } as unknown as Driver;
    fake.config?.onDestroyStarted?.(undefined, {}, { config: {}, state: {}, driver, index: 0 });
    expect(fake.destroy).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(tourCalls(fetchMock)).toHaveLength(1));
    const [, init] = tourCalls(fetchMock)[0]!;
    expect(init).toMatchObject({ method: 'PUT', body: JSON.stringify({ done: true }) });
  });

  it('does not count leaving the page mid-tour as done: it shows again next time', async () => {
    const fetchMock = stubApi({ '/profile': () => json({}) });
    const { unmount } = renderWithProviders(<HomeTour firstName="Laura" year={2027} />);
    await waitFor(() => expect(fake.drive).toHaveBeenCalled());
    unmount();
    expect(fake.destroy).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(tourCalls(fetchMock)).toHaveLength(0);
  });

  it('ignores a click on the dimmed page rather than throwing the tour away', async () => {
    const fetchMock = stubApi({});
    renderWithProviders(<HomeTour firstName="Laura" year={2027} />);
    await waitFor(() => expect(fake.drive).toHaveBeenCalled());
    const onOverlayClick = fake.config?.overlayClickBehavior;
    expect(typeof onOverlayClick).toBe('function');
    (onOverlayClick as DriverHook)(undefined, {}, { config: {}, state: {}, driver: { destroy: fake.destroy } as unknown as Driver, index: 0 });
    expect(fake.destroy).not.toHaveBeenCalled();
    expect(tourCalls(fetchMock)).toHaveLength(0);
  });
});
