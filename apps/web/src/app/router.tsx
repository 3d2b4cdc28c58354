import { lazy, useEffect } from 'react';
import { BrowserRouter, Route, Routes, useNavigate } from 'react-router';
import { setSessionLostHandler } from '../shared/api/api-client';
import { hasCurrentCookieConsent } from '../shared/storage/cookie-consent-storage';
import { PageErrorBoundary } from './errors/page-error-boundary';
import { RouteGuard } from './route-guard';

// Split by what a visitor needs first: the login pages, or the logged-in shell.
const loadLoginPage = () => import('./routes/login-page');
const loadMainMenuPage = () => import('./routes/main-menu-page');
const loadShellLayout = () => import('./shell/shell-layout');
const loadProfilePage = () => import('./routes/profile-page');
const loadProductPage = () => import('./routes/product-page');
const loadHomePage = () => import('./routes/home-page');
const loadCartPage = () => import('./routes/cart-page');
const LoginPage = lazy(loadLoginPage);
const ForgotPasswordPage = lazy(() => import('./routes/forgot-password-page'));
const ResetPasswordPage = lazy(() => import('./routes/reset-password-page'));
const WelcomePage = lazy(() => import('./routes/welcome-page'));
const ContractAcceptPage = lazy(() => import('./routes/contract-accept-page'));
const MainMenuPage = lazy(loadMainMenuPage);
const ShellLayout = lazy(loadShellLayout);
const ProfilePage = lazy(loadProfilePage);
const ProductPage = lazy(loadProductPage);
const HomePage = lazy(loadHomePage);
const FlexiblePage = lazy(() => import('./routes/flexible-page'));
const OtherPage = lazy(() => import('./routes/other-page'));
const PrivacyPolicyPage = lazy(() => import('./routes/privacy-policy-page'));
const UserContractsPage = lazy(() => import('./routes/user-contracts-page'));
const CompensationPage = lazy(() => import('./routes/compensation-page'));
const PayslipPage = lazy(() => import('./routes/payslip-page'));
const BestPlanPage = lazy(() => import('./routes/best-plan-page'));
const DocumentsPage = lazy(() => import('./routes/documents-page'));
const CartPage = lazy(loadCartPage);
// Company administrators only: its own chunk, never downloaded by employees.
const AdminPage = lazy(() => import('./routes/admin-page'));

/** The pages most loads open on, by the path they are opened at, and whether they need a session. */
const startPages: { matches: (path: string) => boolean; hasSession: boolean; load: (() => Promise<unknown>)[] }[] = [
  // A first visit also opens the cookie modal over the login page (login-page.tsx loads it lazily).
  {
    matches: (path) => path === '/login',
    hasSession: false,
    load: [loadLoginPage, () => (hasCurrentCookieConsent() ? Promise.resolve() : import('../features/cookie-consent/components/cookie-consent-modal'))],
  },
  { matches: (path) => path === '/', hasSession: true, load: [loadMainMenuPage] },
  { matches: (path) => path === '/home', hasSession: true, load: [loadShellLayout, loadHomePage] },
  { matches: (path) => path === '/profile', hasSession: true, load: [loadShellLayout, loadProfilePage] },
  { matches: (path) => path === '/cart', hasSession: true, load: [loadShellLayout, loadCartPage] },
  { matches: (path) => path.startsWith('/products/'), hasSession: true, load: [loadShellLayout, loadProductPage] },
];

/**
 * Starts fetching the code of the page a load opens on, beside the company and the locale rather
 * than after them, when the guard renders it (issue 16). React.lazy then finds the module loaded.
 */
export function preloadStartPage(path: string, hasSession: boolean): Promise<unknown> {
  const page = startPages.find((candidate) => candidate.matches(path) && candidate.hasSession === hasSession);
  return Promise.allSettled((page?.load ?? []).map((load) => load()));
}

/** Lets the API client send a lost session to /login without reloading the page. */
function SessionLostNavigation() {
  const navigate = useNavigate();
  useEffect(() => {
    setSessionLostHandler(() => {
      if (window.location.pathname !== '/login') void navigate('/login', { replace: true });
    });
  }, [navigate]);
  return null;
}

/**
 * Declarative routes: the app needs no loaders or actions (TanStack Query owns server state),
 * and the data router would add ~17 KB gzip to the first load (react-router 7.18, measured). So a
 * page's render error is caught by PageErrorBoundary, a layout route of our own, rather than by
 * `errorElement`, which only the data router renders.
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <SessionLostNavigation />
      <Routes>
        {/* Every path passes the guard, which reads the domain's route table. */}
        <Route element={<RouteGuard />}>
          {/* A page that fails to render shows a way back instead of a blank screen. */}
          <Route element={<PageErrorBoundary layout="page" />}>
            <Route path="/login" element={<LoginPage />} />
            <Route path="/forgot-password" element={<ForgotPasswordPage />} />
            <Route path="/reset-password" element={<ResetPasswordPage />} />
            <Route path="/welcome" element={<WelcomePage />} />
            <Route path="/contracts/accept" element={<ContractAcceptPage />} />
            <Route path="/" element={<MainMenuPage />} />
          </Route>
          {/* The pages above are outside the shell: apps/web/build/page-set-chunks.ts lists them (`outsideShell`) to group the build's chunks. */}
          <Route element={<ShellLayout />}>
            {/* Inside the shell: the header and the menu stay usable around the failed page. */}
            <Route element={<PageErrorBoundary layout="shell" />}>
              <Route path="/profile" element={<ProfilePage />} />
              <Route path="/products/:alias" element={<ProductPage />} />
              <Route path="/home" element={<HomePage />} />
              <Route path="/flexible" element={<FlexiblePage />} />
              <Route path="/other" element={<OtherPage />} />
              <Route path="/privacy-policy" element={<PrivacyPolicyPage />} />
              <Route path="/documents" element={<DocumentsPage />} />
              <Route path="/documents/user" element={<UserContractsPage />} />
              <Route path="/compensation" element={<CompensationPage />} />
              <Route path="/payslip" element={<PayslipPage />} />
              <Route path="/best-plan" element={<BestPlanPage />} />
              <Route path="/cart" element={<CartPage />} />
              <Route path="/admin" element={<AdminPage />} />
            </Route>
          </Route>
          {/* Unknown paths never render: the guard has redirected them to the first route. */}
          <Route path="*" element={null} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
