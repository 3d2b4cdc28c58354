import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ContractAcceptance } from '../../features/checkout/components/contract-acceptance';
import { useCompany } from '../../features/company/api/get-company';
import { CompanyLogo } from '../../features/company/components/company-logo';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { AuthLayout } from '../shell/auth-layout';

/** /contracts/accept?token=… (docs/product/cart-and-contracts.md §1): public, the link in the contract e-mail is the proof. */
export default function ContractAcceptPage() {
  const { t } = useTranslation();
  const company = useCompany();
  const [searchParams] = useSearchParams();
  usePageTitle(t('pages.contractAccept'));
  return (
    <AuthLayout logo={<CompanyLogo name={company.name} logo={company.logo} height={64} />} background={company.background} title={t('pages.contractAccept')}>
      <ContractAcceptance token={searchParams.get('token') ?? ''} />
    </AuthLayout>
  );
}
