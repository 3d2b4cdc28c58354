import { Box, Button, Group, Modal, Slider, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import 'react-easy-crop/react-easy-crop.css';
import { useTranslation } from 'react-i18next';
import type { CompanyImageKind } from '../api/company-settings';
import { cropRectangle } from '../lib/crop-rectangle';

// A login background fills a landscape screen; a logo keeps the shape it came in (the crop trims its margins).
const BACKGROUND_ASPECT = 16 / 9;

interface ImageCropDialogProps {
  kind: CompanyImageKind;
  /** An object URL of the chosen image; the dialog is open while there is one. */
  src: string | null;
  isSaving: boolean;
  onCropped: (image: Blob) => void;
  onClose: () => void;
}

/** Crops the chosen logo or background in the browser (react-easy-crop, as the avatar), then hands the PNG to upload. */
export function ImageCropDialog({ kind, src, isSaving, onCropped, onClose }: ImageCropDialogProps) {
  const { t } = useTranslation();
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [aspect, setAspect] = useState<number | null>(kind === 'background' ? BACKGROUND_ASPECT : null);

  // A new image starts centred, unzoomed; a logo's frame takes the image's own shape.
  useEffect(() => {
    setCrop({ x: 0, y: 0 });
    setZoom(1);
    setArea(null);
    if (kind === 'background') return;
    setAspect(null);
    if (!src) return;
    const image = new Image();
    image.onload = () => setAspect(image.naturalWidth / Math.max(1, image.naturalHeight));
    image.src = src;
  }, [src, kind]);

  const handleSave = async () => {
    if (!src || !area) return;
    onCropped(await cropRectangle(src, area));
  };

  return (
    <Modal
      opened={src !== null}
      onClose={onClose}
      title={t(`companySettings.images.${kind}CropTitle`)}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <Box pos="relative" h={320} bg="gray.2" style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }} data-testid="image-cropper">
          {src && aspect !== null && (
            <Cropper
              image={src}
              crop={crop}
              zoom={zoom}
              aspect={aspect}
              showGrid={false}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_area, pixels) => setArea(pixels)}
              disableAutomaticStylesInjection
              mediaProps={{ alt: t(`companySettings.images.${kind}Alt`) }}
            />
          )}
        </Box>
        <Text size="sm">{t('companySettings.images.cropHelp')}</Text>
        <div>
          <Text size="sm" fw={500} mb={4} aria-hidden>
            {t('companySettings.images.zoom')}
          </Text>
          <Slider value={zoom} onChange={setZoom} min={1} max={3} step={0.05} label={null} thumbLabel={t('companySettings.images.zoom')} />
        </div>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('companySettings.cancel')}
          </Button>
          <Button onClick={() => void handleSave()} loading={isSaving} disabled={!area} data-testid="image-crop-save">
            {t('companySettings.images.cropSave')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
