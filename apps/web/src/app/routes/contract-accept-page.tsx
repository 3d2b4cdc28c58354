import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../shared/ui/coming-soon';
import { usePageTitle } from '../../shared/ui/use-page-title';

/** Public: the link in the contract e-mail is the proof (spec part 2); built by a later issue. */
export default function ContractAcceptPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.contractAccept'));
  return (
    <Container component="main" size="sm" py="xl">
      <ComingSoon title={t('pages.contractAccept')} />
    </Container>
  );
}
