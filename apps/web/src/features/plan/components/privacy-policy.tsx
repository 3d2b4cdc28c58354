import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { pickLocalized, type LocalizedText } from '../../../shared/i18n/localized-text';
import { PolicyText } from '../../../shared/ui/policy-text';

interface PrivacyPolicyProps {
  /** The company's privacy texts (GET /companies/by-subdomain). */
  privacyText: LocalizedText;
  privacyDetail: LocalizedText;
}

/** /privacy-policy: the company's privacy text and its detail, in the current language, as headed paragraphs. */
export function PrivacyPolicy({ privacyText, privacyDetail }: PrivacyPolicyProps) {
  const { t, i18n } = useTranslation();
  const text = pickLocalized(privacyText, i18n.language);
  const detail = pickLocalized(privacyDetail, i18n.language);
  return (
    <Stack gap="lg">
      <Title order={1}>{t('plan.privacy.title')}</Title>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        {text || detail ? (
          <Stack gap="md">
            {text && (
              <div data-testid="privacy-text">
                <PolicyText text={text} headingOrder={2} />
              </div>
            )}
            {detail && (
              <section aria-labelledby="privacy-detail-title">
                <Title id="privacy-detail-title" order={2} size="h4" mb="xs">
                  {t('plan.privacy.detail')}
                </Title>
                <div data-testid="privacy-detail">
                  <PolicyText text={detail} headingOrder={3} size="sm" />
                </div>
              </section>
            )}
          </Stack>
        ) : (
          <Text c="dimmed">{t('plan.privacy.empty')}</Text>
        )}
      </Paper>
    </Stack>
  );
}
