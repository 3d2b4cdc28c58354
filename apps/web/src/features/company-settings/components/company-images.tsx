import { Button, FileButton, Group, Image, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error';
import { notifyFailure, notifySuccess } from '../../../shared/api/notify-api-error';
import { useUploadCompanyImage, type CompanyImageKind, type CompanySettings } from '../api/company-settings';
import { ImageCropDialog } from './image-crop-dialog';

// What the server accepts (checked by content there): the file dialog offers these only.
const ACCEPT = 'image/png,image/jpeg,image/gif';

function ImageUpload({ kind, url }: { kind: CompanyImageKind; url: string | null }) {
  const { t } = useTranslation();
  const upload = useUploadCompanyImage(kind);
  const [chosen, setChosen] = useState<string | null>(null);
  // The chosen file's object URL lives while the crop dialog shows it.
  useEffect(() => () => (chosen ? URL.revokeObjectURL(chosen) : undefined), [chosen]);
  const handleFile = (file: File | null) => setChosen(file ? URL.createObjectURL(file) : null);
  const handleCropped = (image: Blob) => {
    upload.mutate(new File([image], `${kind}.png`, { type: 'image/png' }), {
      onSuccess: () => {
        setChosen(null);
        notifySuccess(t(`companySettings.images.${kind}Saved`));
      },
      // 413 and 415 say why (too large, not an image); anything else is the spec's "Error en la carga".
      onError: (error) =>
        notifyFailure(isApiError(error) && (error.status === 413 || error.status === 415) ? t(`errors.${error.code}`) : t('companySettings.images.failed')),
    });
  };
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Text fw={600}>{t(`companySettings.images.${kind}`)}</Text>
        {url ? (
          <Image src={url} alt={t(`companySettings.images.${kind}Alt`)} h={96} fit="contain" data-testid={`company-${kind}-image`} />
        ) : (
          <Text size="sm">{t('companySettings.images.none')}</Text>
        )}
        <Text size="sm">{t('companySettings.images.help')}</Text>
        <Group>
          <FileButton onChange={handleFile} accept={ACCEPT}>
            {(props) => (
              <Button {...props} variant="default" loading={upload.isPending} data-testid={`company-${kind}-upload`}>
                {t(`companySettings.images.${kind}Choose`)}
              </Button>
            )}
          </FileButton>
        </Group>
      </Stack>
      <ImageCropDialog kind={kind} src={chosen} isSaving={upload.isPending} onCropped={handleCropped} onClose={() => setChosen(null)} />
    </Paper>
  );
}

/** The logo and the login background, each cropped in the browser before it is sent (docs/product/employee-portal.md §5: images are cropped, then uploaded). */
export function CompanyImages({ settings }: { settings: CompanySettings }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <ImageUpload kind="logo" url={settings.logo} />
      <ImageUpload kind="background" url={settings.background} />
    </SimpleGrid>
  );
}
