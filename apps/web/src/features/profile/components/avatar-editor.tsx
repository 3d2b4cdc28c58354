import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '../api/get-profile';
import { FormSection } from './form-section';

// The cropper is only needed once an image is chosen: not part of the page's first download.
const AvatarCropDialog = lazy(() => import('./avatar-crop-dialog').then((m) => ({ default: m.AvatarCropDialog })));

/** docs/product/employee-portal.md §5 Images: png, gif or jpeg; anything else is refused before it is read. */
const IMAGE_TYPES = ['image/png', 'image/gif', 'image/jpeg'];

/** The user's avatar, replaced by an image chosen, cropped and uploaded here. */
export function AvatarEditor({ user, isLocked }: { user: User; isLocked: boolean }) {
  const { t } = useTranslation();
  const [source, setSource] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Choosing the same file again must open the dialog again.
  const resetRef = useRef<() => void>(null);

  // The object URL lives as long as the dialog shows it.
  useEffect(
    () => () => {
      if (source) URL.revokeObjectURL(source);
    },
    [source],
  );

  const handleFile = (file: File | null) => {
    resetRef.current?.();
    if (!file) return;
    if (!IMAGE_TYPES.includes(file.type)) {
      setError(t('profile.avatar.wrongType'));
      return;
    }
    setError(null);
    setSource(URL.createObjectURL(file));
  };

  return (
    <FormSection title={t('profile.avatar.title')}>
      <Group gap="lg" align="center">
        <Avatar src={user.picture} name={user.fullName} color="brand" size={120} alt={t('profile.avatar.currentAlt')} data-testid="profile-avatar" />
        <Stack gap="xs" miw={0} align="flex-start">
          <FileButton
            resetRef={resetRef}
            onChange={handleFile}
            accept={IMAGE_TYPES.join(',')}
            inputProps={{ name: 'picture', 'aria-label': t('profile.avatar.choose') }}
          >
            {(props) => (
              <Button {...props} disabled={isLocked}>
                {t('profile.avatar.choose')}
              </Button>
            )}
          </FileButton>
          <Text size="sm">{isLocked ? t('profile.restricted') : t('profile.avatar.hint')}</Text>
          {error && (
            <Text size="sm" c="var(--mantine-color-error)" role="alert" data-testid="avatar-error">
              {error}
            </Text>
          )}
        </Stack>
      </Group>
      {source && (
        <Suspense fallback={null}>
          <AvatarCropDialog src={source} onClose={() => setSource(null)} />
        </Suspense>
      )}
    </FormSection>
  );
}
