import { Button, CloseButton, FileButton, Group, Input, Paper, Stack, Text } from '@mantine/core';
import { IconFile, IconUpload } from '@tabler/icons-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../../shared/api/describe-api-error';
import type { UploadedFile, UploadFolder } from '../../../shared/api/upload-file';
import { useFileUpload } from '../../../shared/api/use-file-upload';
import { UploadProgress } from '../../../shared/ui/upload-progress';

interface FileUploadFieldProps {
  /** The field's name (docs/product/benefits-and-simulation.md §3: `invoices`, `document`). */
  name: string;
  label: string;
  folder: Extract<UploadFolder, 'documents' | 'invoices'>;
  value: UploadedFile[];
  onChange: (files: UploadedFile[]) => void;
  /** Says whether an upload is on its way, so the form does not save half a file. */
  onUploadingChange?: (isUploading: boolean) => void;
  multiple?: boolean;
  required?: boolean;
  description?: string;
}

const accepted = { documents: 'application/pdf,.pdf', invoices: 'application/pdf,.pdf,image/png,image/jpeg,.png,.jpg,.jpeg' };

/**
 * Choose a file, upload it at once with progress (POST /storage/{folder}), list what is attached.
 * The server checks type and size (415, 413); its refusal shows under the field.
 */
export function FileUploadField({
  name,
  label,
  folder,
  value,
  onChange,
  onUploadingChange,
  multiple = false,
  required = false,
  description,
}: FileUploadFieldProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const errorId = useId();
  const [refusal, setRefusal] = useState<string | null>(null);
  const resetRef = useRef<() => void>(null);
  // Closing the dialog mid-upload stops it, and so does the progress's cancel button.
  const { upload, isUploading, start, cancel } = useFileUpload(folder, onUploadingChange);

  const handleFile = async (file: File | null) => {
    resetRef.current?.();
    if (!file) return;
    setRefusal(null);
    try {
      const uploaded = await start(file);
      if (uploaded) onChange(multiple ? [...value, uploaded] : [uploaded]);
    } catch (failure) {
      setRefusal(describeApiError(failure));
    }
  };

  const canAdd = multiple || value.length === 0;
  return (
    <Stack gap={6}>
      <Text id={labelId} size="sm" fw={500}>
        {label}
        {required && (
          <Text component="span" c="var(--mantine-color-error)" aria-hidden>
            {' *'}
          </Text>
        )}
      </Text>
      {description && (
        <Text size="xs" c="dimmed">
          {description}
        </Text>
      )}
      {value.length > 0 && (
        <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }} aria-labelledby={labelId}>
          {value.map((file, index) => (
            <Paper component="li" key={file.name} withBorder radius="md" px="sm" py={6} data-testid="attached-file">
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Group gap="xs" wrap="nowrap" miw={0}>
                  <IconFile size={20} aria-hidden />
                  <Text size="sm" truncate="end">
                    {file.originalFilename}
                  </Text>
                </Group>
                <CloseButton
                  onClick={() => onChange(value.filter((_, i) => i !== index))}
                  aria-label={t('checkout.upload.remove', { name: file.originalFilename })}
                />
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      {canAdd && (
        <Group gap="sm">
          <FileButton
            resetRef={resetRef}
            onChange={(file) => void handleFile(file)}
            accept={accepted[folder]}
            inputProps={{ name, 'aria-labelledby': labelId, 'aria-describedby': refusal ? errorId : undefined }}
          >
            {(props) => (
              <Button {...props} variant="default" leftSection={<IconUpload size={16} aria-hidden />} disabled={isUploading}>
                {value.length > 0 ? t('checkout.upload.addAnother') : t('checkout.upload.choose')}
              </Button>
            )}
          </FileButton>
        </Group>
      )}
      {upload && <UploadProgress upload={upload} onCancel={cancel} testId="file-upload-progress" />}
      <Text size="xs" c="dimmed">
        {folder === 'documents' ? t('checkout.upload.pdfHint') : t('checkout.upload.invoiceHint')}
      </Text>
      {refusal && (
        <Input.Error id={errorId} role="alert">
          {refusal}
        </Input.Error>
      )}
    </Stack>
  );
}
