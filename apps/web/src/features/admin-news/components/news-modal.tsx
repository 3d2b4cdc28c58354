import { MAX_NEWS_TEXT_LENGTH, type NewsInput } from '@flexplan/domain/news/admin-news-api';
import { Alert, Button, Group, Modal, MultiSelect, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error';
import { formatDate } from '../../../shared/i18n/format-date';
import { notifyApiError, notifySuccess } from '../../../shared/api/notify-api-error';
import { useChangeNews, type AdminNews, type AdminNewsList } from '../api/admin-news';
import { textsInLanguages, validateNews, type NewsErrors } from './news-fields';
import { NewsPreview } from './news-preview';

interface NewsModalProps {
  /** `'new'` to write a message, a message to change it, null when closed. */
  target: AdminNews | 'new' | null;
  /** The company's languages (the first required) and collectives, and the server's today. */
  company: Pick<AdminNewsList, 'today' | 'languages' | 'collectives'>;
  onClose: () => void;
}

const emptyNews: NewsInput = { text: {}, collectiveIds: [], publishOn: null, expiresOn: null };

/** Writes or changes a message: a text per company language, its collectives, its days; a preview as readers see it. */
export function NewsModal({ target, company, onClose }: NewsModalProps) {
  const { t, i18n } = useTranslation();
  const change = useChangeNews();
  const [news, setNews] = useState<NewsInput>(emptyNews);
  const [errors, setErrors] = useState<NewsErrors>({});
  const { today, languages, collectives } = company;

  useEffect(() => {
    setNews(
      target && target !== 'new'
        ? { text: textsInLanguages(target.text, languages), collectiveIds: target.collectiveIds, publishOn: target.publishOn, expiresOn: target.expiresOn }
        : emptyNews,
    );
    setErrors({});
    // `languages` keeps its reference across refetches (the query's structural sharing): the form resets only for another message.
  }, [target, languages]);

  if (!target) return <Modal opened={false} onClose={onClose} />;
  const isNew = target === 'new';
  // An expiry before the publication day is a `validation.min` of that day.
  const minExpiry = news.publishOn ? formatDate(news.publishOn, i18n.language) : '';
  const errorOf = (field: string) => (errors[field] ? t(errors[field], { max: MAX_NEWS_TEXT_LENGTH, min: minExpiry }) : undefined);
  const set = (patch: Partial<NewsInput>, field: string) => {
    setNews((current) => ({ ...current, ...patch }));
    setErrors((current) => ({ ...current, [field]: '' }));
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateNews(news, languages);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const request = isNew ? ({ action: 'create', news } as const) : ({ action: 'update', id: target.id, news } as const);
    change.mutate(request, {
      onSuccess: () => {
        notifySuccess(t(`adminNews.done.${request.action}`));
        onClose();
      },
      onError: (error) => {
        if (isApiError(error) && Object.keys(error.fields).length > 0) setErrors(error.fields);
        else if (isApiError(error)) notifyApiError(error);
      },
    });
  };
  // A field the form has no input for (the texts as a whole, the body): shown above the buttons.
  const shownFields = new Set(['collectiveIds', 'publishOn', 'expiresOn', ...languages.map((language) => `text.${language}`)]);
  const otherError = Object.entries(errors).find(([field, key]) => key && !shownFields.has(field));

  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      title={isNew ? t('adminNews.createTitle') : t('adminNews.editTitle')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={handleSubmit} noValidate data-testid="news-form">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Stack gap="md">
            {languages.map((language, index) => (
              <Textarea
                key={language}
                label={t('adminNews.fields.textIn', { language: t(`common.languages.${language}`) })}
                value={news.text?.[language] ?? ''}
                onChange={(event) => set({ text: { ...news.text, [language]: event.currentTarget.value } }, `text.${language}`)}
                error={errorOf(`text.${language}`)}
                autosize
                minRows={3}
                maxRows={10}
                maxLength={MAX_NEWS_TEXT_LENGTH + 100}
                required={index === 0}
                lang={language}
                data-autofocus={index === 0 || undefined}
              />
            ))}
            <MultiSelect
              label={t('adminNews.fields.collectives')}
              description={t('adminNews.fields.collectivesHelp')}
              placeholder={news.collectiveIds?.length ? undefined : t('adminNews.audienceAll')}
              data={collectives.map((collective) => ({ value: String(collective.id), label: collective.name }))}
              value={(news.collectiveIds ?? []).map(String)}
              onChange={(values) => set({ collectiveIds: values.map(Number) }, 'collectiveIds')}
              error={errorOf('collectiveIds')}
              clearable
              comboboxProps={{ withinPortal: true }}
            />
            <Group align="flex-end" gap="xs" wrap="nowrap">
              <TextInput
                type="date"
                style={{ flex: 1 }}
                label={t('adminNews.fields.publishOn')}
                description={t('adminNews.fields.publishOnHelp')}
                value={news.publishOn ?? ''}
                onChange={(event) => set({ publishOn: event.currentTarget.value || null }, 'publishOn')}
                error={errorOf('publishOn')}
              />
              <Button variant="default" onClick={() => set({ publishOn: today }, 'publishOn')} data-testid="news-publish-today">
                {t('adminNews.fields.today')}
              </Button>
            </Group>
            <TextInput
              type="date"
              label={t('adminNews.fields.expiresOn')}
              description={t('adminNews.fields.expiresOnHelp')}
              value={news.expiresOn ?? ''}
              min={news.publishOn ?? undefined}
              onChange={(event) => set({ expiresOn: event.currentTarget.value || null }, 'expiresOn')}
              error={errorOf('expiresOn')}
            />
          </Stack>
          <NewsPreview text={news.text ?? {}} languages={languages} day={news.publishOn ?? today} />
        </SimpleGrid>
        <Stack gap="md" mt="md">
          {otherError && <Alert color="red">{t(otherError[1])}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('adminNews.cancel')}
            </Button>
            <Button type="submit" loading={change.isPending} data-testid="news-save">
              {t('adminNews.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
