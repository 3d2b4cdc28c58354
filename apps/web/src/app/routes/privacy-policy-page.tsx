import { isLanguage } from '@flexplan/domain';
import { useTranslation } from 'react-i18next';
import { useCompany } from '../../features/company/api/get-company';
import { useLegalText } from '../../features/legal-texts/api/legal-text';
import { OwnLegalText } from '../../features/legal-texts/components/own-legal-text';
import { PrivacyPolicy } from '../../features/plan/components/privacy-policy';
import { PageSkeleton } from '../../shared/ui/page-skeleton';
import { usePageTitle } from '../../shared/ui/use-page-title';

/**
 * /privacy-policy: the company's own privacy policy in the language shown when it has one
 * (docs/product/back-office.md §6 Legal texts), else its privacy text and detail (docs/decisions/210-main-menu-tiles.md: exemption).
 */
export default function PrivacyPolicyPage() {
  const { t, i18n } = useTranslation();
  const company = useCompany();
  usePageTitle(t('plan.privacy.title'));
  const language = isLanguage(i18n.language) ? i18n.language : 'es';
  const isOwn = company.ownLegalTexts.privacy.includes(language);
  const own = useLegalText('privacy', language, isOwn);
  if (isOwn && own.isPending) return <PageSkeleton label={t('plan.privacy.title')} />;
  if (isOwn && own.data && own.data.source !== 'generic') return <OwnLegalText title={t('plan.privacy.title')} text={own.data} />;
  return <PrivacyPolicy privacyText={company.privacyText} privacyDetail={company.privacyDetail} />;
}
