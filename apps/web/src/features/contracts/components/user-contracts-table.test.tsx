import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import es from '../../../locales/es.json';
import { json, never, stubApi } from '../../../test/stub-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { UserContractsTable } from './user-contracts-table';

afterEach(() => vi.unstubAllGlobals());

const productName = (alias: string) => alias;

describe('UserContractsTable: loading and empty states', () => {
  it('shows rows shaped like the table while the contracts load, not a spinner', async () => {
    stubApi({ '/my-contracts': never });
    renderWithProviders(<UserContractsTable productName={productName} />);
    const skeleton = await screen.findByTestId('contracts-skeleton');
    expect(screen.getByRole('status', { name: es.contracts.loading })).toBe(skeleton);
    expect(within(skeleton).getAllByTestId('skeleton-row')).toHaveLength(4);
    expect(document.querySelector('.mantine-Loader-root')).toBeNull();
  });

  it('with no contracts, says where they will come from and leads to the products', async () => {
    stubApi({ '/my-contracts': () => json([]) });
    renderWithProviders(<UserContractsTable productName={productName} />);
    const empty = await screen.findByTestId('contracts-empty');
    expect(empty.textContent).toContain(es.contracts.empty);
    expect(empty.textContent).toContain(es.states.empty.contracts);
    expect(within(empty).getByRole('link', { name: es.states.empty.contractsAction }).getAttribute('href')).toBe('/home');
  });

  it('tells a failure apart from an empty list', async () => {
    stubApi({ '/my-contracts': () => json({ statusCode: 500, message: 'boom' }, 500) });
    renderWithProviders(<UserContractsTable productName={productName} />);
    expect(await screen.findByText(es.contracts.loadFailed)).toBeTruthy();
    expect(screen.queryByTestId('contracts-empty')).toBeNull();
  });
});
