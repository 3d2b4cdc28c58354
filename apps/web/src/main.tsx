import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CompanyGate } from './app/company-gate';
import { RenderErrorBoundary } from './app/errors/render-error-boundary';
import { RenderErrorFallback } from './app/errors/render-error-fallback';
import { Providers } from './app/providers';
import { AppRouter } from './app/router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <Providers>
      {/* The root boundary: what fails outside a page (the company gate, the guard, the shell). */}
      <RenderErrorBoundary fallback={<RenderErrorFallback layout="page" />}>
        <CompanyGate>
          <AppRouter />
        </CompanyGate>
      </RenderErrorBoundary>
    </Providers>
  </StrictMode>,
);
