import { ActionIcon, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { IconDownload, IconFiles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../shared/ui/empty-state';
import { useIsMobileLayout } from '../../../shared/ui/use-is-mobile-layout';
import { downloadFile } from '../api/get-download-url';
import type { UserDocument } from '../api/list-documents';

function DocumentActions({ document }: { document: UserDocument }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        onClick={() => void downloadFile(document.file)}
        aria-label={t('documents.actions.downloadNamed', { name: document.name })}
        data-testid="document-download"
      >
        <IconDownload size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

/** The user's documents: id, name, creator ("Me" or Admin) and year (spec part 1 §2 Documents). */
export function DocumentsTable({ documents }: { documents: UserDocument[] }) {
  const { t } = useTranslation();
  const isMobile = useIsMobileLayout();
  const creator = (document: UserDocument) => (document.createdBy === 'me' ? t('documents.creator.me') : t('documents.creator.admin'));

  if (documents.length === 0) {
    return (
      <EmptyState
        icon={<IconFiles size={26} stroke={1.6} />}
        title={t('documents.empty')}
        message={t('states.empty.documents', { action: t('documents.actions.add') })}
        testId="documents-empty"
      />
    );
  }

  if (isMobile) {
    return (
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('documents.list.title')}>
        {documents.map((document) => (
          <Paper key={document.id} component="li" withBorder radius="md" p="md" data-testid="document-row">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={2} miw={0}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {document.name}
                </Text>
                <Text size="sm">{`#${document.id} · ${creator(document)} · ${document.year}`}</Text>
              </Stack>
              <DocumentActions document={document} />
            </Group>
          </Paper>
        ))}
      </Stack>
    );
  }

  return (
    <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={t('documents.list.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('documents.list.id')}</Table.Th>
            <Table.Th>{t('documents.list.name')}</Table.Th>
            <Table.Th>{t('documents.list.creator')}</Table.Th>
            <Table.Th>{t('documents.list.year')}</Table.Th>
            <Table.Th>{t('documents.list.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {documents.map((document) => (
            <Table.Tr key={document.id} data-testid="document-row">
              <Table.Td>{document.id}</Table.Td>
              <Table.Td>{document.name}</Table.Td>
              <Table.Td>{creator(document)}</Table.Td>
              <Table.Td>{document.year}</Table.Td>
              <Table.Td>
                <DocumentActions document={document} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
