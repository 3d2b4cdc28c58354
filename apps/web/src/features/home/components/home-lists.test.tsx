import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import es from '../../../locales/es.json';
import { json, never, stubApi } from '../../../test/stub-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { AlertsTable } from './alerts-table';
import { BagsPanel } from './bags-panel';
import { HomeSkeleton } from './home-skeleton';
import { NewsList } from './news-list';
import { PendingSimulationsTable } from './pending-simulations-table';

afterEach(() => vi.unstubAllGlobals());

const name = () => 'Formación';

/** A loading block is a named status region of Mantine skeletons, never a spinner. */
function expectSkeleton(testId: string, label: string): HTMLElement {
  const skeleton = screen.getByTestId(testId);
  expect(screen.getByRole('status', { name: label })).toBe(skeleton);
  expect(skeleton.querySelectorAll('.mantine-Skeleton-root').length).toBeGreaterThan(0);
  expect(document.querySelector('.mantine-Loader-root')).toBeNull();
  return skeleton;
}

describe('home: loading and empty states', () => {
  it('the whole home, while the plan loads, is its shape under its title', () => {
    renderWithProviders(<HomeSkeleton products={<div data-testid="tiles-slot" />} />);
    expect(screen.getByRole('heading', { level: 1, name: es.home.title })).toBeTruthy();
    const skeleton = expectSkeleton('home-skeleton', es.home.loading);
    expect(within(skeleton).getAllByTestId('bag-skeleton')).toHaveLength(2);
    expect(within(skeleton).getByTestId('tiles-slot')).toBeTruthy();
  });

  it('the bags: two bag cards while they load', () => {
    renderWithProviders(<BagsPanel answer={undefined} isPending isError={false} />);
    const skeleton = expectSkeleton('bags-skeleton', es.home.bags.loading);
    expect(within(skeleton).getAllByTestId('bag-skeleton')).toHaveLength(2);
  });

  it('the alerts: rows while the catalogue loads, then "no active alerts"', () => {
    const { rerender } = renderWithProviders(<AlertsTable alerts={[]} isPending productName={name} benefitName={name} />);
    expect(within(expectSkeleton('alerts-skeleton', es.home.alerts.loading)).getAllByTestId('skeleton-row')).toHaveLength(2);
    rerender(<AlertsTable alerts={[]} isPending={false} productName={name} benefitName={name} />);
    expect(screen.getByTestId('alerts-empty').textContent).toBe(es.home.alerts.empty);
    expect(screen.queryByTestId('alerts-skeleton')).toBeNull();
  });

  it('the pending simulations: rows while the catalogue loads, then "no pending simulations"', () => {
    const { rerender } = renderWithProviders(<PendingSimulationsTable simulations={[]} isPending productName={name} />);
    expectSkeleton('pending-skeleton', es.home.pending.loading);
    rerender(<PendingSimulationsTable simulations={[]} isPending={false} productName={name} />);
    expect(screen.getByTestId('pending-empty').textContent).toBe(es.home.pending.empty);
  });

  it('the news: items while they load', () => {
    stubApi({ '/messages': never });
    renderWithProviders(<NewsList />);
    expectSkeleton('news-skeleton', es.home.news.loading);
  });

  it('the news: "no news" when there is none', async () => {
    stubApi({ '/messages': () => json([]) });
    renderWithProviders(<NewsList />);
    expect((await screen.findByTestId('news-empty')).textContent).toBe(es.home.news.empty);
  });
});
