import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useCompanyQuery } from '../features/company/api/get-company';
import { queryClient } from '../shared/api/query-client';
import { i18n } from '../shared/i18n/i18n';
import { companyCssVariables, createCompanyTheme, defaultBranding } from './theme/company-theme';
import { ToastHost } from './toasts/toast-host';

/** Mantine themed by the company's branding, once it has answered (the default until then). */
function BrandedMantineProvider({ children }: { children: ReactNode }) {
  const { data: company } = useCompanyQuery();
  const color = company?.color ?? defaultBranding.color;
  const colorBar = company?.colorBar ?? defaultBranding.colorBar;
  const colorTitles = company?.colorTitles ?? defaultBranding.colorTitles;
  const theme = useMemo(() => createCompanyTheme({ color, colorBar, colorTitles }), [color, colorBar, colorTitles]);
  const cssVariablesResolver = useMemo(() => companyCssVariables({ color, colorBar, colorTitles }), [color, colorBar, colorTitles]);
  return (
    // deduplicateCssVariables off: the provider's <style> holds all of the theme's variables, not
    // only those that differ from Mantine's defaults, so the defaults' stylesheet is not loaded
    // (main.tsx). The variables arrive with the first render, as the company's colours already did.
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      forceColorScheme="light"
      deduplicateCssVariables={false}
    >
      {children}
    </MantineProvider>
  );
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <BrandedMantineProvider>
          <ToastHost />
          {children}
        </BrandedMantineProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
