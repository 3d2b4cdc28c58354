import { lazy, useEffect } from 'react';
import { BrowserRouter, Route, Routes, useNavigate } from 'react-router';
import { setSessionLostHandler } from '../shared/api/api-client';
import { PageErrorBoundary } from './errors/page-error-boundary';
import { RouteGuard } from './route-guard';

// Split by what a visitor needs first: the login pages, or the logged-in shell.
const LoginPage = lazy(() => import('./routes/login-page'));
const ForgotPasswordPage = lazy(() => import('./routes/forgot-password-page'));
const ResetPasswordPage = lazy(() => import('./routes/reset-password-page'));
const ContractAcceptPage = lazy(() => import('./routes/contract-accept-page'));
const MainMenuPage = lazy(() => import('./routes/main-menu-page'));
const ShellLayout = lazy(() => import('./shell/shell-layout'));
const ProfilePage = lazy(() => import('./routes/profile-page'));
const ProductPage = lazy(() => import('./routes/product-page'));
const HomePage = lazy(() => import('./routes/home-page'));
const FlexiblePage = lazy(() => import('./routes/flexible-page'));
const OtherPage = lazy(() => import('./routes/other-page'));
const PrivacyPolicyPage = lazy(() => import('./routes/privacy-policy-page'));
const UserContractsPage = lazy(() => import('./routes/user-contracts-page'));
const CompensationPage = lazy(() => import('./routes/compensation-page'));
const DocumentsPage = lazy(() => import('./routes/documents-page'));
const CartPage = lazy(() => import('./routes/cart-page'));
// Company administrators only: its own chunk, never downloaded by employees.
const AdminPage = lazy(() => import('./routes/admin-page'));

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
            <Route path="/contracts/accept" element={<ContractAcceptPage />} />
            <Route path="/" element={<MainMenuPage />} />
          </Route>
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
