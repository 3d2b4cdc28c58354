import { Anchor, Badge, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../../../shared/i18n/format-bytes';
import { useReviewFileUrl, type ReviewFile } from '../api/admin-contract-review';

interface ReviewFilePreviewProps {
  contractId: number;
  file: ReviewFile;
}

/**
 * One file the contract carries, in place: an image is shown, a PDF is offered to save, never shown
 * on the portal's origin (docs/decisions/285-uploaded-pdfs-are-always-downloaded-never-shown.md,
 * docs/decisions/401-contract-files-previewed-images-shown-pdfs-saved.md).
 */
export function ReviewFilePreview({ contractId, file }: ReviewFilePreviewProps) {
  const { t, i18n } = useTranslation();
  const isImage = file.contentType.startsWith('image/');
  const link = useReviewFileUrl(contractId, file, true);
  return (
    <Paper withBorder radius="md" p="sm" data-testid="review-file" data-file-source={file.source}>
      <Stack gap={6}>
        <Group gap="xs" justify="space-between" wrap="nowrap">
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {file.originalFilename}
          </Text>
          <Badge variant="light" c="dark.7" tt="none">
            {t(`adminContractsReview.files.source.${file.source}`)}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          {formatBytes(file.size, i18n.language)}
        </Text>
        {link.isError ? (
          <Text size="sm" c="red.9" role="alert">
            {t('adminContractsReview.files.failed')}
          </Text>
        ) : isImage ? (
          link.data && <Image src={link.data.url} alt={file.originalFilename} mah={360} fit="contain" radius="sm" data-testid="review-file-image" />
        ) : (
          link.data && (
            <Anchor href={`${link.data.url}&download=1`} download={file.originalFilename} size="sm" data-testid="review-file-download">
              <Group gap={4} component="span" wrap="nowrap">
                <IconFileTypePdf size={16} aria-hidden />
                {t('adminContractsReview.files.download')}
              </Group>
            </Anchor>
          )
        )}
      </Stack>
    </Paper>
  );
}
