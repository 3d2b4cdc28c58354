import { legalDocuments } from '@flexplan/domain/company/legal-documents';
import { Alert, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ListSkeleton } from '../../../shared/ui/list-skeleton';
import { useCompanyLegalTexts } from '../api/company-legal-texts';
import { LegalTextEditor } from './legal-text-editor';

/**
 * The /admin "Legal texts" section (docs/product/back-office.md §6 Legal texts): each legal document in
 * each of the company's languages, its own text or PDF, or the generic text. Its own chunk (admin-page.tsx).
 */
export default function LegalTextsSection() {
  const { t } = useTranslation();
  const list = useCompanyLegalTexts();
  if (list.isPending) return <ListSkeleton label={t('adminLegalTexts.loading')} rows={4} columns={2} withBorder testId="legal-texts-skeleton" />;
  if (list.isError) return <Alert color="red">{t('adminLegalTexts.loadFailed')}</Alert>;
  const { languages, texts } = list.data;
  return (
    <Stack gap="lg" data-testid="legal-texts">
      <Text>{t('adminLegalTexts.intro')}</Text>
      {legalDocuments.map((document) => (
        <Paper key={document} withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
          <Title order={2} size="h3" mb="sm">
            {t(`legal.${document}`)}
          </Title>
          <Tabs defaultValue={languages[0]} variant="pills" keepMounted={false}>
            <Tabs.List>
              {languages.map((language) => (
                <Tabs.Tab key={language} value={language} data-testid={`legal-text-${document}-tab-${language}`}>
                  {t(`common.languages.${language}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {texts
              .filter((text) => text.document === document)
              .map((text) => (
                <Tabs.Panel key={text.language} value={text.language} pt="sm">
                  {/* Keyed by what is in force: a save, an upload or the generic text starts the field afresh. */}
                  <LegalTextEditor key={`${text.source}-${String(text.updatedAt)}`} text={text} />
                </Tabs.Panel>
              ))}
          </Tabs>
        </Paper>
      ))}
    </Stack>
  );
}
