import { Avatar, Box, Button, Group, Modal, Slider, Stack, Text } from '@mantine/core';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import 'react-easy-crop/react-easy-crop.css';
import { useTranslation } from 'react-i18next';
import { notifyFailure, notifySuccess } from '../../../shared/api/notify-api-error';
import type { UploadState } from '../../../shared/api/use-file-upload';
import { UploadProgress } from '../../../shared/ui/upload-progress';
import { useSetAvatar } from '../api/set-avatar';
import { cropToBlob, cropToDataUrl } from '../lib/crop-image';

/** docs/product/employee-portal.md §9 Image crop: cropper 400 pixels high, previews of 120 and 40. */
const CROPPER_HEIGHT = 400;
const PREVIEW_SIZES = [120, 40] as const;

interface AvatarCropDialogProps {
  /** An object URL of the chosen image; the dialog is open while there is one. */
  src: string | null;
  onClose: () => void;
}

/** Crops the chosen image to a square in the browser, then uploads it as the avatar. */
export function AvatarCropDialog({ src, onClose }: AvatarCropDialogProps) {
  const { t } = useTranslation();
  const zoomLabelId = useId();
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const setAvatar = useSetAvatar();
  const [upload, setUpload] = useState<UploadState | null>(null);
  const uploading = useRef<AbortController | null>(null);

  // Closing the dialog mid-upload stops it.
  useEffect(() => () => uploading.current?.abort(), []);

  // A new image starts centred, unzoomed.
  useEffect(() => {
    setCrop({ x: 0, y: 0 });
    setZoom(1);
    setArea(null);
    setPreview(null);
  }, [src]);

  const handleCropComplete = useCallback(
    (_area: Area, pixels: Area) => {
      setArea(pixels);
      if (src) void cropToDataUrl(src, pixels, PREVIEW_SIZES[0]).then(setPreview, () => setPreview(null));
    },
    [src],
  );

  const handleSave = async () => {
    if (!src || !area || uploading.current) return;
    const controller = new AbortController();
    uploading.current = controller;
    try {
      const image = await cropToBlob(src, area);
      setUpload({ percent: 0, sent: { loaded: 0, total: image.size } });
      await setAvatar.mutateAsync({ image, signal: controller.signal, onProgress: (percent, sent) => setUpload({ percent, sent }) });
      notifySuccess(t('profile.avatar.updated'));
      onClose();
    } catch {
      // docs/product/employee-portal.md §8: image upload failure; a cancelled upload is no failure.
      if (!controller.signal.aborted) notifyFailure(t('profile.avatar.uploadFailed'));
    } finally {
      uploading.current = null;
      setUpload(null);
    }
  };

  const handleCancel = () => {
    uploading.current?.abort();
    onClose();
  };

  return (
    <Modal opened={src !== null} onClose={handleCancel} title={t('profile.avatar.cropTitle')} size="lg" closeButtonProps={{ 'aria-label': t('common.close') }}>
      <Stack gap="md">
        <Box
          pos="relative"
          h={CROPPER_HEIGHT}
          bg="dark.7"
          style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
          data-testid="avatar-cropper"
        >
          {src && (
            <Cropper
              image={src}
              crop={crop}
              zoom={zoom}
              aspect={1}
              cropShape="round"
              showGrid={false}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={handleCropComplete}
              disableAutomaticStylesInjection
              mediaProps={{ alt: t('profile.avatar.imageAlt') }}
            />
          )}
        </Box>
        <Text size="sm">{t('profile.avatar.cropHelp')}</Text>
        <div>
          <Text id={zoomLabelId} size="sm" fw={500} mb={4}>
            {t('profile.avatar.zoom')}
          </Text>
          <Slider value={zoom} onChange={setZoom} min={1} max={3} step={0.05} label={null} thumbProps={{ 'aria-labelledby': zoomLabelId }} />
        </div>
        <Group gap="lg" align="flex-end" aria-label={t('profile.avatar.previews')} role="group">
          {PREVIEW_SIZES.map((size) => (
            <Stack key={size} gap={4} align="center">
              <Avatar src={preview} size={size} alt={t('profile.avatar.previewAlt', { size })} data-testid={`avatar-preview-${size}`} />
              <Text size="xs">{`${size} px`}</Text>
            </Stack>
          ))}
        </Group>
        {upload && <UploadProgress upload={upload} testId="avatar-upload-progress" />}
        <Group justify="flex-end">
          <Button variant="default" onClick={handleCancel}>
            {t('profile.avatar.cancel')}
          </Button>
          <Button onClick={() => void handleSave()} loading={setAvatar.isPending} disabled={!area}>
            {t('profile.avatar.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
