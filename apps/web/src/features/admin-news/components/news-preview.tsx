import { Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/i18n/format-date';
import { pickLocalized } from '../../../shared/i18n/localized-text';
import { NewsText } from '../../../shared/ui/news-text';

interface NewsPreviewProps {
  text: Partial<Record<string, string>>;
  languages: readonly string[];
  /** The day it shows as published: its publication day, else today's. */
  day: string;
}

/**
 * The message as a reader in each of the company's languages finds it on their home: the same
 * fallback (their language, else English, else Spanish) and the same plain-text rendering.
 */
export function NewsPreview({ text, languages, day }: NewsPreviewProps) {
  const { t, i18n } = useTranslation();
  const [language, setLanguage] = useState(languages.includes(i18n.language) ? i18n.language : (languages[0] ?? 'es'));
  const body = pickLocalized(text, language);
  return (
    <Stack gap="xs" data-testid="news-preview">
      <Text size="sm" fw={600} id="news-preview-title">
        {t('adminNews.preview.title')}
      </Text>
      {languages.length > 1 && (
        <SegmentedControl
          aria-labelledby="news-preview-title"
          size="xs"
          value={language}
          onChange={setLanguage}
          data={languages.map((value) => ({ value, label: t(`common.languages.${value}`) }))}
        />
      )}
      <Paper withBorder radius="md" p="sm" lang={language}>
        <Stack gap={4}>
          <Text size="xs" c="dimmed">
            <time dateTime={day}>{formatDate(day, language)}</time>
          </Text>
          {body ? (
            <NewsText text={body} />
          ) : (
            <Text size="sm" c="dimmed">
              {t('adminNews.preview.empty')}
            </Text>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
