// Mantine's global styles; each component's own come with it (vite.config.ts, mantineComponentStyles).
// Not its default-css-variables.css (4 kB gzip, render-blocking, half of it the dark scheme we
// never show): MantineProvider writes every variable itself (providers.tsx, deduplicateCssVariables).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/global.layer.css';
// The stylesheets of what every page shows beyond the entry (vite.config.ts, everyPageModules):
// in the entry's stylesheet rather than one of their own, which gzip compressed apart.
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Image.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CompanyGate } from './app/company-gate';
import { RenderErrorBoundary } from './app/errors/render-error-boundary';
import { RenderErrorFallback } from './app/errors/render-error-fallback';
import { Providers } from './app/providers';
import { canUserReadPlanData } from './app/plan-data-access';
import { AppRouter, preloadStartPage } from './app/router';
import { prefetchStartPageData, preloadShellLogo } from './app/start-page-data';
import { companyQueryOptions, readInlinedCompany } from './features/company/api/get-company';
import { profileQueryOptions } from './features/profile/api/get-profile';
import { holdEarlyResponsesUntilStarted } from './shared/api/early-responses';
import { queryClient } from './shared/api/query-client';
import { readToken } from './shared/api/session-token';
import { i18nReady } from './shared/i18n/i18n';
import { warmIntl } from './shared/i18n/warm-intl';

// zod, loaded later with the forms, probes `new Function` once to choose its fast parser; our CSP
// (no eval) reports the probe as a violation (Lighthouse's best practices count it). This is zod's
// `z.config({ jitless: true })`, set through the global zod reads it from, so that the entry need
// not import zod to set it.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// What every page waits for, asked at once and side by side with the locale rather than one
// after the other as the components that need them render: the company (the gate), and with a
// session the profile (the route guard); and the page's own code.
const hasSession = readToken() !== null;
// The company usually comes in index.html (the server writes it there): no request for it then.
const inlinedCompany = readInlinedCompany();
if (inlinedCompany) queryClient.setQueryData(companyQueryOptions.queryKey, inlinedCompany);
const startPage: Promise<unknown>[] = [queryClient.prefetchQuery(companyQueryOptions), preloadStartPage(window.location.pathname, hasSession)];
// The early answers index.html asked for wait for the start's reads to take them, then go.
const releaseEarlyResponses = holdEarlyResponsesUntilStarted();
if (hasSession) {
  const path = window.location.pathname;
  const profile = queryClient.fetchQuery(profileQueryOptions);
  const company = () => queryClient.getQueryData(companyQueryOptions.queryKey);
  startPage.push(profile.then((user) => preloadShellLogo(path, user, company())).catch(() => undefined));
  // The page's own first queries, before its code queues ninety requests (app/start-page-data.ts),
  // once the profile says the session may read them: a restricted one is not asked what the API
  // would refuse it (the early reads of index.html wait for the profile too).
  startPage.push(profile.then((user) => (canUserReadPlanData(user, company()) ? prefetchStartPageData(queryClient, path) : undefined)).catch(() => undefined));
}
warmIntl(hasSession);

// The first render waits for the start page's data and code (index.html shows a spinner until
// then), at most `startPageWait`: data from TanStack Query's store that arrives while React
// renders makes it render every reader again at once, in one task, when it commits; and a page
// drawn from skeletons to figures renders twice (a phone's first load). It is a
// transition: React renders the first tree in slices, yielding to the browser every few
// milliseconds, instead of one long task that blocks input (Lighthouse's TBT).
const startPageWait = 2500;
const root = createRoot(container);
void Promise.allSettled([i18nReady, Promise.race([Promise.allSettled(startPage), new Promise((resolve) => setTimeout(resolve, startPageWait))])]).then(() => {
  releaseEarlyResponses();
  startTransition(() =>
    root.render(
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
    ),
  );
});
