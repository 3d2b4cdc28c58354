import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconAlertTriangle, IconFilePlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListSkeleton } from '../../../shared/ui/list-skeleton';
import { useDocuments } from '../api/list-documents';
import { AddDocumentDialog } from './add-document-dialog';
import { DocumentsTable } from './documents-table';

/** The user's documents with the button that adds one (docs/product/employee-portal.md §2 Documents). */
export function DocumentsPanel({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const documents = useDocuments(userId);
  const [isAdding, setIsAdding] = useState(false);

  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button leftSection={<IconFilePlus size={18} aria-hidden />} onClick={() => setIsAdding(true)} data-testid="document-add">
          {t('documents.actions.add')}
        </Button>
      </Group>
      {documents.isPending && <ListSkeleton label={t('documents.loading')} rows={3} columns={5} withBorder testId="documents-skeleton" />}
      {documents.isError && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} title={t('documents.loadFailed')}>
          <Button variant="light" size="xs" mt="xs" onClick={() => void documents.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      )}
      {documents.data && <DocumentsTable userId={userId} documents={documents.data} />}
      <AddDocumentDialog userId={userId} opened={isAdding} onClose={() => setIsAdding(false)} />
    </Stack>
  );
}
