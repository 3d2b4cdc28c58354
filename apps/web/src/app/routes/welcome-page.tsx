import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form';
import { useCompany } from '../../features/company/api/get-company';
import { CompanyLogo } from '../../features/company/components/company-logo';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { AuthLayout } from '../shell/auth-layout';

/**
 * /welcome?token=: the link of the welcome e-mail sets a new person's first password.
 * The reset page's form with the welcome's texts: the same single-use link consumed by the same call.
 */
export default function WelcomePage() {
  const { t } = useTranslation();
  const company = useCompany();
  const [searchParams] = useSearchParams();
  usePageTitle(t('auth.welcome.title'));
  return (
    <AuthLayout logo={<CompanyLogo name={company.name} logo={company.logo} height={64} />} background={company.background} title={t('auth.welcome.title')}>
      <ResetPasswordForm token={searchParams.get('token') ?? ''} purpose="welcome" />
    </AuthLayout>
  );
}
