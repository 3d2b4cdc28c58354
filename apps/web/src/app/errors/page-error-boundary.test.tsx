import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nextProvider } from 'react-i18next';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import es from '../../locales/es.json';
import { i18n } from '../../shared/i18n/i18n';
import { PageErrorBoundary } from './page-error-boundary';

function BrokenPage(): never {
  throw new Error('render failed');
}

function renderRoutes() {
  return render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <MemoryRouter initialEntries={['/broken']}>
          <Link to="/fine">elsewhere</Link>
          <Routes>
            <Route element={<PageErrorBoundary layout="shell" />}>
              <Route path="/broken" element={<BrokenPage />} />
              <Route path="/fine" element={<p>fine page</p>} />
            </Route>
          </Routes>
        </MemoryRouter>
      </MantineProvider>
    </I18nextProvider>,
  );
}

beforeEach(() => {
  // React reports the caught error on the console; the test expects it.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('PageErrorBoundary', () => {
  it('shows the localised message and the ways back in place of a page that throws', () => {
    renderRoutes();
    expect(screen.getByRole('heading', { name: es.renderError.title })).toBeTruthy();
    expect(screen.getByText(es.renderError.message)).toBeTruthy();
    expect(screen.getByRole('button', { name: es.renderError.reload })).toBeTruthy();
    expect(screen.getByRole('link', { name: es.renderError.home }).getAttribute('href')).toBe('/');
  });

  it('clears once the address changes: the next page renders', async () => {
    const user = userEvent.setup();
    renderRoutes();
    await user.click(screen.getByRole('link', { name: 'elsewhere' }));
    expect(screen.getByText('fine page')).toBeTruthy();
    expect(screen.queryByText(es.renderError.title)).toBeNull();
  });
});
