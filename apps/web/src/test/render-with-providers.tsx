import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { i18n } from '../shared/i18n/i18n';

/** Renders a component with what the app wraps every page in: Mantine, TanStack Query, i18n, a router. */
export function renderWithProviders(ui: ReactElement): RenderResult {
  // A client per test, no retries: a refused call settles at once and no cache leaks between tests.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <MantineProvider>
          <MemoryRouter>{children}</MemoryRouter>
        </MantineProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
  return render(ui, { wrapper });
}
