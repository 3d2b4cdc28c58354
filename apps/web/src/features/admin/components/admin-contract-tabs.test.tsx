import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import es from '../../../locales/es.json';
import { json, stubApi } from '../../../test/stub-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { AdminContracts } from './admin-contracts';

afterEach(() => vi.unstubAllGlobals());

// One status, one label, everywhere (packages/domain/src/contracts/contract-list-state.ts).
describe("AdminContracts: the tabs are My contracts' states, by the same labels", () => {
  it('names the four tabs as My contracts names a contract, and asks for the unsigned ones apart', async () => {
    const fetchMock = stubApi({ '/admin/contracts': () => json({ items: [], total: 0, totalPrice: 0, monthPrice: null, page: 1, pageSize: 50 }) });
    renderWithProviders(<AdminContracts />);
    const names = (await screen.findAllByRole('tab')).map((tab) => tab.textContent);
    expect(names).toEqual([es.contracts.list.pendingReview, es.contracts.list.pendingSignature, es.contracts.list.contracted, es.contracts.list.cancelled]);

    fireEvent.click(screen.getByRole('tab', { name: es.contracts.list.pendingSignature }));
    await waitFor(() => expect(fetchMock.mock.calls.map(([url]) => String(url))).toContainEqual(expect.stringContaining('status=pendingSignature')));
    expect((await screen.findByTestId('admin-empty')).textContent).toBe(es.admin.empty.pendingSignature);
  });
});
