import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoginForm } from '../../features/auth/components/login-form';
import { useCompany } from '../../features/company/api/get-company';
import { CompanyLogo } from '../../features/company/components/company-logo';
import { useAcceptCookies } from '../../features/cookie-consent/api/accept-cookies';
import { hasCurrentCookieConsent } from '../../shared/storage/cookie-consent-storage';
import { LegalLinks } from '../../shared/ui/legal-links';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { AuthLayout } from '../shell/auth-layout';

// Only a visitor without the current consent sees it: the modal machinery (focus trap, scroll
// lock, Mantine's ScrollArea and floating-ui) stays out of the page's first download.
const CookieConsentModal = lazy(() =>
  import('../../features/cookie-consent/components/cookie-consent-modal').then((module) => ({ default: module.CookieConsentModal })),
);

/** docs/product/employee-portal.md §2 Login. */
export default function LoginPage() {
  const { t } = useTranslation();
  const company = useCompany();
  // Reading the consent also resets an older stored version.
  const [isConsentOpen, setIsConsentOpen] = useState(() => !hasCurrentCookieConsent());
  // Mounted from its first opening on, so that closing it still plays its transition.
  const [hasConsentModal, setHasConsentModal] = useState(isConsentOpen);
  const acceptCookies = useAcceptCookies({ isLoggedIn: false });
  usePageTitle(t('auth.login.pageTitle'));

  return (
    <>
      <AuthLayout
        logo={<CompanyLogo name={company.name} logo={company.logo} height={64} />}
        background={company.background}
        title={t('auth.login.title')}
        footer={<LegalLinks flags={company.legalLinks} justify="center" gap="sm" />}
      >
        <LoginForm
          isCookieConsentMandatory={company.cookieConsentMandatory}
          onReviewCookies={() => {
            setHasConsentModal(true);
            setIsConsentOpen(true);
          }}
        />
      </AuthLayout>
      {hasConsentModal && (
        <Suspense fallback={null}>
          <CookieConsentModal
            opened={isConsentOpen}

            isAccepting={acceptCookies.isPending}
            onAccept={() => acceptCookies.mutate(undefined, { onSuccess: () => setIsConsentOpen(false) })}
            onDismiss={() => setIsConsentOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
