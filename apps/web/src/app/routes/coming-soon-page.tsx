import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../shared/ui/coming-soon';
import { usePageTitle } from '../../shared/ui/use-page-title';

/** A page of the shell that a later issue builds. */
export function ComingSoonPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  const title = t(titleKey);
  usePageTitle(title);
  return <ComingSoon title={title} />;
}
