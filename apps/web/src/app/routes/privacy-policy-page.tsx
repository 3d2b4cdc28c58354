import { useTranslation } from 'react-i18next';
import { useCompany } from '../../features/company/api/get-company';
import { PrivacyPolicy } from '../../features/plan/components/privacy-policy';
import { usePageTitle } from '../../shared/ui/use-page-title';

/** /privacy-policy: the company's privacy text and detail (docs/decisions/210-main-menu-tiles.md: exemption). */
export default function PrivacyPolicyPage() {
  const { t } = useTranslation();
  const company = useCompany();
  usePageTitle(t('plan.privacy.title'));
  return <PrivacyPolicy privacyText={company.privacyText} privacyDetail={company.privacyDetail} />;
}
