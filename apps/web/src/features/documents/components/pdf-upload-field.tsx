import { Button, CloseButton, FileButton, Group, Input, Paper, Stack, Text } from '@mantine/core';
import { IconFileTypePdf, IconUpload } from '@tabler/icons-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadedFile } from '../../../shared/api/upload-file';
import { useFileUpload } from '../../../shared/api/use-file-upload';
import { UploadProgress } from '../../../shared/ui/upload-progress';
import { notifyUploadFailure, notifyUploadResult } from '../lib/notify-upload-result';

/** docs/product/employee-portal.md §5 Documents: PDF only (the server checks the content too, 415 otherwise). */
function isPdf(file: File): boolean {
  return file.type === 'application/pdf' || (file.type === '' && /\.pdf$/i.test(file.name));
}

interface PdfUploadFieldProps {
  value: UploadedFile | null;
  onChange: (file: UploadedFile | null) => void;
  /** Says whether an upload is on its way, so the dialog does not submit half a file. */
  onUploadingChange: (isUploading: boolean) => void;
  error?: string;
}

/**
 * docs/product/employee-portal.md §4 Document upload: choose a file, upload it with progress, then clear or replace
 * it. The upload starts as soon as a PDF is chosen.
 */
export function PdfUploadField({ value, onChange, onUploadingChange, error }: PdfUploadFieldProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const errorId = useId();
  const [refusal, setRefusal] = useState<string | null>(null);
  const resetRef = useRef<() => void>(null);
  // Leaving the dialog mid-upload stops it, and so does its cancel button.
  const { upload, isUploading, start, cancel } = useFileUpload('documents', onUploadingChange);

  const handleFile = async (file: File | null) => {
    resetRef.current?.();
    if (!file) return;
    if (!isPdf(file)) {
      setRefusal(t('documents.upload.notPdf'));
      return;
    }
    setRefusal(null);
    try {
      const uploaded = await start(file);
      if (!uploaded) return;
      onChange(uploaded);
      notifyUploadResult({ status: 200, message: t('documents.upload.uploaded', { name: uploaded.originalFilename }) });
    } catch (failure) {
      onChange(null);
      notifyUploadFailure(failure);
    }
  };

  const shownError = refusal ?? error;
  const chooseButton = (label: string, variant: 'filled' | 'default') => (
    <FileButton
      resetRef={resetRef}
      onChange={(file) => void handleFile(file)}
      accept="application/pdf,.pdf"
      inputProps={{ name: 'file', 'aria-labelledby': labelId, 'aria-describedby': shownError ? errorId : undefined }}
    >
      {(props) => (
        <Button {...props} variant={variant} leftSection={<IconUpload size={16} aria-hidden />} disabled={isUploading} data-testid="document-choose-file">
          {label}
        </Button>
      )}
    </FileButton>
  );

  return (
    <Stack gap={6}>
      <Text id={labelId} size="sm" fw={500}>
        {t('documents.upload.fileLabel')}
        <Text component="span" c="var(--mantine-color-error)" aria-hidden>
          {' *'}
        </Text>
      </Text>
      {value && !isUploading ? (
        <Paper withBorder radius="md" p="sm" data-testid="document-uploaded-file">
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Group gap="xs" wrap="nowrap" miw={0}>
              <IconFileTypePdf size={22} aria-hidden />
              <Text size="sm" truncate="end">
                {value.originalFilename}
              </Text>
            </Group>
            <Group gap={4} wrap="nowrap">
              {chooseButton(t('documents.upload.replace'), 'default')}
              <CloseButton
                onClick={() => onChange(null)}
                aria-label={t('documents.upload.clear', { name: value.originalFilename })}
                data-testid="document-clear-file"
              />
            </Group>
          </Group>
        </Paper>
      ) : (
        <Group gap="sm">{chooseButton(t('documents.upload.choose'), 'filled')}</Group>
      )}
      {upload && <UploadProgress upload={upload} onCancel={cancel} testId="document-upload-progress" />}
      <Text size="xs">{t('documents.upload.hint')}</Text>
      {shownError && (
        <Input.Error id={errorId} role="alert" data-testid="document-file-error">
          {shownError}
        </Input.Error>
      )}
    </Stack>
  );
}
