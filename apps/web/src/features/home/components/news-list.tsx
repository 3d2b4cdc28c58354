import { Alert, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconNews } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/i18n/format-date';
import { pickLocalized } from '../../../shared/i18n/localized-text';
import { NewsText } from '../../../shared/ui/news-text';
import { SkeletonRegion } from '../../../shared/ui/skeleton-region';
import { useNews } from '../api/list-news';
import classes from './home.module.css';

/** Three news items' shape while they load: a date, then a line and a half of text. */
function NewsSkeleton({ label }: { label: string }) {
  return (
    <SkeletonRegion label={label} testId="news-skeleton">
      <Stack gap="md" py="xs">
        {['90%', '75%', '85%'].map((width) => (
          <Stack key={width} gap={6}>
            <Skeleton height={8} width={80} radius="sm" />
            <Skeleton height={12} width={width} radius="sm" />
            <Skeleton height={12} width="40%" radius="sm" />
          </Stack>
        ))}
      </Stack>
    </SkeletonRegion>
  );
}

/** The news (docs/product/employee-portal.md §2 Home), in the current language, newest first; "no news" when none. */
export function NewsList() {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const news = useNews();
  const messages = (news.data ?? [])
    .map((message) => ({ ...message, body: pickLocalized(message.text, i18n.language) }))
    .filter((message) => message.body !== '')
    .sort((a, b) => b.publishedOn.localeCompare(a.publishedOn));

  let body;
  if (news.isPending) body = <NewsSkeleton label={t('home.news.loading')} />;
  else if (news.isError)
    body = (
      <Alert color="red" variant="light">
        {t('home.news.loadFailed')}
      </Alert>
    );
  else if (messages.length === 0)
    body = (
      <Text c="dimmed" data-testid="news-empty">
        {t('home.news.empty')}
      </Text>
    );
  else {
    body = (
      <ul className={classes.newsList} aria-labelledby={titleId}>
        {messages.map((message) => (
          <li key={message.id} className={classes.newsItem} data-testid="news-item">
            <Text size="xs" c="dimmed">
              <time dateTime={message.publishedOn}>{formatDate(message.publishedOn, i18n.language)}</time>
            </Text>
            <NewsText text={message.body} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="sm">
        <Title id={titleId} order={2} size="h3" style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <IconNews size={24} stroke={1.7} aria-hidden />
          {t('home.news.title')}
        </Title>
        {body}
      </Stack>
    </Paper>
  );
}
