import { expiredToday, publishedToday, type NewsStatus } from '@flexplan/domain/news/live-news';
import { ActionIcon, Alert, Badge, Button, Group, Paper, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconClockOff, IconPencil, IconPlus, IconSend, IconTrash } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error';
import { notifyApiError, notifySuccess } from '../../../shared/api/notify-api-error';
import { formatDate } from '../../../shared/i18n/format-date';
import { pickLocalized } from '../../../shared/i18n/localized-text';
import { ListSkeleton } from '../../../shared/ui/list-skeleton';
import { useAdminNews, useChangeNews, type AdminNews } from '../api/admin-news';
import { NewsDeleteModal } from './news-delete-modal';
import { textsInLanguages } from './news-fields';
import { NewsModal } from './news-modal';

const statusColor: Record<NewsStatus, string> = { draft: 'gray', scheduled: 'blue', live: 'green', expired: 'dark' };

/**
 * /admin?section=news (docs/product/back-office.md §8 News): the company's messages with where each
 * stands today, written, changed, published or expired now, and deleted.
 */
export default function AdminNewsSection() {
  const { t, i18n } = useTranslation();
  const list = useAdminNews();
  const change = useChangeNews();
  const [editing, setEditing] = useState<AdminNews | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminNews | null>(null);
  if (list.isPending) return <ListSkeleton label={t('adminNews.loading')} rows={3} columns={4} withBorder testId="admin-news-skeleton" />;
  if (list.isError) return <Alert color="red">{t('adminNews.loadFailed')}</Alert>;
  const { today, items, languages, collectives } = list.data;

  // The reader's language, else the company's first: the same fallback as the home's.
  const reading = (languages as readonly string[]).includes(i18n.language) ? i18n.language : (languages[0] ?? 'es');
  const textOf = (news: AdminNews) => pickLocalized(news.text, reading);
  const audienceOf = (news: AdminNews) =>
    news.collectiveIds.length === 0
      ? t('adminNews.audienceAll')
      : news.collectiveIds.map((id) => collectives.find((collective) => collective.id === id)?.name ?? `#${id}`).join(', ');
  const daysOf = (news: AdminNews) =>
    [
      news.publishOn && t('adminNews.from', { day: formatDate(news.publishOn, i18n.language) }),
      news.expiresOn && t('adminNews.until', { day: formatDate(news.expiresOn, i18n.language) }),
    ].filter(Boolean);
  const handleSchedule = (news: AdminNews, action: 'publish' | 'expire') => {
    // The server's today (the list's), not the browser's clock.
    const days = action === 'publish' ? publishedToday(news, today) : expiredToday(news, today);
    change.mutate(
      { action: 'update', id: news.id, news: { text: textsInLanguages(news.text, languages), collectiveIds: news.collectiveIds, ...days } },
      {
        onSuccess: () => notifySuccess(t(`adminNews.done.${action}`)),
        onError: (error) => isApiError(error) && notifyApiError(error),
      },
    );
  };
  const action = (label: string, icon: ReactNode, onClick: () => void, testId: string, danger = false) => (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" color={danger ? 'red.9' : undefined} aria-label={label} onClick={onClick} disabled={change.isPending} data-testid={testId}>
        {icon}
      </ActionIcon>
    </Tooltip>
  );

  return (
    <Paper withBorder p="md" radius="md" data-testid="admin-news">
      <Stack gap="sm">
        <Text size="sm">{t('adminNews.help')}</Text>
        <Table.ScrollContainer minWidth={320}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('adminNews.columns.text')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('adminNews.columns.audience')}</Table.Th>
                <Table.Th>{t('adminNews.columns.status')}</Table.Th>
                <Table.Th>{t('adminNews.columns.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((news) => {
                const name = textOf(news).slice(0, 40);
                return (
                  <Table.Tr key={news.id} data-testid="admin-news-row" data-status={news.status}>
                    <Table.Td>
                      <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                        {textOf(news)}
                      </Text>
                      <Text size="xs" c="dimmed" hiddenFrom="sm">
                        {audienceOf(news)}
                      </Text>
                    </Table.Td>
                    <Table.Td visibleFrom="sm">
                      <Text size="sm">{audienceOf(news)}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge
                        color={statusColor[news.status]}
                        variant="light"
                        c="dark.7"
                        tt="none"
                        fw={600}
                        // Its whole word even in a phone's narrow column (a badge cuts its label by default).
                        styles={{ root: { maxWidth: 'none', overflow: 'visible' }, label: { overflow: 'visible' } }}
                        data-testid="admin-news-status"
                      >
                        {t(`adminNews.status.${news.status}`)}
                      </Badge>
                      {daysOf(news).map((line) => (
                        <Text key={line} size="xs" c="dimmed">
                          {line}
                        </Text>
                      ))}
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        {action(t('adminNews.actions.edit', { name }), <IconPencil size={18} aria-hidden />, () => setEditing(news), 'admin-news-edit')}
                        {news.status !== 'live' &&
                          action(
                            t('adminNews.actions.publish', { name }),
                            <IconSend size={18} aria-hidden />,
                            () => handleSchedule(news, 'publish'),
                            'admin-news-publish',
                          )}
                        {(news.status === 'live' || news.status === 'scheduled') &&
                          action(
                            t('adminNews.actions.expire', { name }),
                            <IconClockOff size={18} aria-hidden />,
                            () => handleSchedule(news, 'expire'),
                            'admin-news-expire',
                          )}
                        {action(
                          t('adminNews.actions.delete', { name }),
                          <IconTrash size={18} aria-hidden />,
                          () => setDeleting(news),
                          'admin-news-delete',
                          true,
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {items.length === 0 && <Text size="sm">{t('adminNews.empty')}</Text>}
        <Group>
          <Button variant="default" leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing('new')} data-testid="admin-news-add">
            {t('adminNews.add')}
          </Button>
        </Group>
      </Stack>
      <NewsModal target={editing} company={{ today, languages, collectives }} onClose={() => setEditing(null)} />
      <NewsDeleteModal target={deleting} name={deleting ? textOf(deleting).slice(0, 40) : ''} onClose={() => setDeleting(null)} />
    </Paper>
  );
}
