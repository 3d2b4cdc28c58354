import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form';
import { useCompany } from '../../features/company/api/get-company';
import { CompanyLogo } from '../../features/company/components/company-logo';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { AuthLayout } from '../shell/auth-layout';

/** docs/product/employee-portal.md §2 Reset password; the guard has checked the token's length already. */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const company = useCompany();
  const [searchParams] = useSearchParams();
  usePageTitle(t('auth.resetPassword.title'));
  return (
    <AuthLayout
      logo={<CompanyLogo name={company.name} logo={company.logo} height={64} />}
      background={company.background}
      title={t('auth.resetPassword.title')}
    >
      <ResetPasswordForm token={searchParams.get('token') ?? ''} />
    </AuthLayout>
  );
}
