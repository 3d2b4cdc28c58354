import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../shared/api/notify-api-error';
import type { UploadedFile } from '../../../shared/api/upload-file';
import { useCreateDocument } from '../api/create-document';
import { PdfUploadField } from './pdf-upload-field';

interface AddDocumentFormProps {
  userId: number;
  onDone: () => void;
}

const withoutExtension = (filename: string) => filename.replace(/\.pdf$/i, '');

function AddDocumentForm({ userId, onDone }: AddDocumentFormProps) {
  const { t } = useTranslation();
  const [file, setFile] = useState<UploadedFile | null>(null);
  const [name, setName] = useState('');
  const [isUploading, setIsUploading] = useState(false);
  const [errors, setErrors] = useState<{ file?: string; name?: string }>({});
  const createDocument = useCreateDocument(userId);

  const handleFile = (uploaded: UploadedFile | null) => {
    setFile(uploaded);
    // The file's own name is a good start; a name already typed is kept.
    const fillsName = uploaded !== null && name.trim() === '';
    if (fillsName) setName(withoutExtension(uploaded.originalFilename));
    // A name filled from the file answers its "required" message as typing would.
    setErrors((current) => ({ ...current, file: undefined, ...(fillsName ? { name: undefined } : {}) }));
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      file: file ? undefined : t('documents.upload.fileRequired'),
      name: name.trim() ? undefined : t('validation.required'),
    };
    setErrors(next);
    if (!file || next.name || isUploading) return;
    createDocument.mutate(
      { file: file.name, name: name.trim() },
      {
        onSuccess: () => {
          notifySuccess(t('documents.created'));
          onDone();
        },
      },
    );
  };

  return (
    <form onSubmit={handleSubmit} noValidate data-testid="add-document-form">
      <Stack gap="md">
        <PdfUploadField value={file} onChange={handleFile} onUploadingChange={setIsUploading} error={errors.file} />
        <TextInput
          name="name"
          label={t('documents.fields.name')}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setErrors((current) => ({ ...current, name: undefined }));
          }}
          error={errors.name}
          maxLength={160}
          required
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('documents.actions.cancel')}
          </Button>
          <Button type="submit" loading={createDocument.isPending} disabled={isUploading} data-testid="document-submit">
            {t('documents.actions.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

interface AddDocumentDialogProps {
  userId: number;
  opened: boolean;
  onClose: () => void;
}

/** The add-document dialog (docs/product/employee-portal.md §2 Documents, §4 Document upload). */
export function AddDocumentDialog({ userId, opened, onClose }: AddDocumentDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('documents.dialog.title')} size="lg" closeButtonProps={{ 'aria-label': t('common.close') }}>
      {opened && <AddDocumentForm userId={userId} onDone={onClose} />}
    </Modal>
  );
}
