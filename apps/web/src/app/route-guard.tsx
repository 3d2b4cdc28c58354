import { canOpenAdminArea, resolveRoute, sessionStateOf } from '@flexplan/domain';
import { Center } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { useCompany } from '../features/company/api/get-company';
import { useProfile } from '../features/profile/api/get-profile';
import { useSessionToken } from '../shared/api/session-token';
import { AppTexts } from '../shared/i18n/app-texts';
import { AreaLoader } from '../shared/ui/area-loader';
import { ScrollToTop } from './scroll-to-top';

// Rare, and it pulls in the tooltip machinery: not part of the first download.
const SessionErrorPage = lazy(() => import('./shell/session-error-page').then((m) => ({ default: m.SessionErrorPage })));

function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center component="main" mih="100dvh">
      <AreaLoader label={t('common.loadingPage')} />
    </Center>
  );
}

/**
 * The one route guard: the domain's route table decides from the session state (docs/product/employee-portal.md §2
 * "Route availability by session state"). Unknown paths go to the first route, a lost session
 * to /login, logged-in visitors of the login pages to /home.
 */
export function RouteGuard() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const company = useCompany();
  const token = useSessionToken();
  const profile = useProfile(Boolean(token));

  if (token && profile.isPending) {
    return (
      <Center component="main" mih="100dvh">
        <AreaLoader label={t('session.loading')} />
      </Center>
    );
  }
  // A 401 has already ended the session; anything else leaves a token without a user.
  if (token && profile.isError) {
    return (
      <Suspense fallback={<PageLoader />}>
        <SessionErrorPage />
      </Suspense>
    );
  }

  const user = token ? profile.data : undefined;
  const state = sessionStateOf({
    isLoggedIn: Boolean(user),
    isCompanyInMaintenance: company.maintenance,
    email: user?.email,
    phone: user?.phone,
    isPasswordDeprecated: user?.isPasswordDeprecated,
  });
  const decision = resolveRoute(pathname, {
    state,
    hideCompensation: company.hideCompensation,
    // An administrator reaches /admin before their own employee profile is complete (the server agrees: plugins/auth.ts).
    canOpenAdminArea: user ? canOpenAdminArea(user) : false,
    resetToken: searchParams.get('token'),
  });
  if (!decision.allow) return <Navigate to={decision.redirectTo} replace />;

  return (
    <>
      <ScrollToTop />
      <Suspense fallback={<PageLoader />}>
        {user ? (
          <AppTexts>
            <Outlet />
          </AppTexts>
        ) : (
          <Outlet />
        )}
      </Suspense>
    </>
  );
}
