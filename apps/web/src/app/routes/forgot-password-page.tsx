import { useTranslation } from 'react-i18next';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form';
import { useCompany } from '../../features/company/api/get-company';
import { CompanyLogo } from '../../features/company/components/company-logo';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { AuthLayout } from '../shell/auth-layout';

/** docs/product/employee-portal.md §2 Forgot password. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const company = useCompany();
  usePageTitle(t('auth.forgotPassword.title'));
  return (
    <AuthLayout
      logo={<CompanyLogo name={company.name} logo={company.logo} height={64} />}
      background={company.background}
      title={t('auth.forgotPassword.title')}
    >
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
