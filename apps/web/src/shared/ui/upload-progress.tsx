import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { UploadState } from '../api/use-file-upload';
import { formatBytes } from '../i18n/format-bytes';

interface UploadProgressProps {
  upload: UploadState;
  /** Stops the upload; without it the upload cannot be cancelled here. */
  onCancel?: () => void;
  testId?: string;
}

/**
 * An upload on its way (docs/product/employee-portal.md §4 "upload with progress"): the bar of bytes sent
 * over the file's size, the figures in words, and a way to stop it. Once the last byte has left,
 * the server still checks the file: the bar stays full and says so.
 */
export function UploadProgress({ upload, onCancel, testId }: UploadProgressProps) {
  const { t, i18n } = useTranslation();
  const { percent, sent } = upload;
  const isChecking = percent >= 100;
  const bytes = sent.total ? t('states.upload.bytes', { loaded: formatBytes(sent.loaded, i18n.language), total: formatBytes(sent.total, i18n.language) }) : '';
  return (
    <Stack gap={4} data-testid={testId}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" data-testid="upload-progress-text">
          {isChecking ? t('states.upload.checking') : t('states.upload.sending', { percent })}
          {bytes && !isChecking && (
            <Text component="span" size="sm" c="dimmed">
              {` · ${bytes}`}
            </Text>
          )}
        </Text>
        {onCancel && (
          <Button
            variant="subtle"
            color="gray"
            c="dark.6"
            size="compact-sm"
            leftSection={<IconX size={14} aria-hidden />}
            onClick={onCancel}
            data-testid="upload-cancel"
          >
            {t('states.upload.cancel')}
          </Button>
        )}
      </Group>
      <Progress value={percent} size="lg" striped={isChecking} animated={isChecking} aria-label={t('states.upload.label')} />
    </Stack>
  );
}
