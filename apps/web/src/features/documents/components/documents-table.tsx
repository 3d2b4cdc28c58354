import { ActionIcon, Button, Group, Modal, Paper, Stack, Table, Text } from '@mantine/core';
import { IconDownload, IconFiles, IconTrash } from '@tabler/icons-react';
import { canDeleteDocument } from '@flexplan/domain/documents/document-deletion';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../shared/api/notify-api-error';
import { EmptyState } from '../../../shared/ui/empty-state';
import { useIsMobileLayout } from '../../../shared/ui/use-is-mobile-layout';
import { useDeleteDocument } from '../api/delete-document';
import { downloadFile } from '../api/get-download-url';
import type { UserDocument } from '../api/list-documents';

/** Download, and delete for the person's own uploads only (docs/decisions/083-employee-deletes-own-documents.md). */
function DocumentActions({ document, onDelete }: { document: UserDocument; onDelete(document: UserDocument): void }) {
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
      {canDeleteDocument(document) && (
        <ActionIcon
          variant="subtle"
          color="red.9"
          onClick={() => onDelete(document)}
          aria-label={t('documents.actions.deleteNamed', { name: document.name })}
          data-testid="document-delete"
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      )}
    </Group>
  );
}

/** The user's documents: id, name, creator ("Me" or Admin) and year (docs/product/employee-portal.md §2 Documents). */
export function DocumentsTable({ userId, documents }: { userId: number; documents: UserDocument[] }) {
  const { t } = useTranslation();
  const isMobile = useIsMobileLayout();
  const [deleting, setDeleting] = useState<UserDocument | null>(null);
  const removal = useDeleteDocument(userId);
  const creator = (document: UserDocument) => (document.createdBy === 'me' ? t('documents.creator.me') : t('documents.creator.admin'));
  const handleDelete = (document: UserDocument) =>
    removal.mutate(document.id, {
      // A refusal (409) is toasted by the API client, in the person's language.
      onSuccess: () => notifySuccess(t('documents.delete.done', { name: document.name })),
      onSettled: () => setDeleting(null),
    });
  const confirm = (
    <Modal
      opened={deleting !== null}
      onClose={() => setDeleting(null)}
      title={t('documents.delete.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {deleting && (
        <Stack gap="md">
          <Text>{t('documents.delete.message', { name: deleting.name })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              {t('documents.actions.cancel')}
            </Button>
            <Button color="red.9" loading={removal.isPending} onClick={() => handleDelete(deleting)} data-testid="document-delete-confirm">
              {t('documents.delete.confirm')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );

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
              <DocumentActions document={document} onDelete={setDeleting} />
            </Group>
          </Paper>
        ))}
        {confirm}
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
                <DocumentActions document={document} onDelete={setDeleting} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {confirm}
    </Paper>
  );
}
