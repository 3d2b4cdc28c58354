import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CompanyGate } from './app/company-gate';
import { Providers } from './app/providers';
import { AppRouter } from './app/router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <Providers>
      <CompanyGate>
        <AppRouter />
      </CompanyGate>
    </Providers>
  </StrictMode>,
);
