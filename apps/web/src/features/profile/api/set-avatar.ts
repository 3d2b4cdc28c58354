import type { profilePictureSchema } from '@flexplan/domain/profile/profile-api';
import type { ResponseOf } from '@flexplan/domain/api/wire';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { queryKeys } from '../../../shared/api/query-keys';
import { uploadFile, type UploadOptions } from '../../../shared/api/upload-file';
import type { User } from './get-profile';

type ProfilePicture = ResponseOf<typeof profilePictureSchema>;

/** The cropped image, with the upload's progress and a way to stop it. */
export interface AvatarUpload extends Pick<UploadOptions, 'onProgress' | 'signal'> {
  image: Blob;
}

/**
 * The avatar (docs/product/employee-portal.md §5 Images): the cropped image goes to the `images` container, then
 * POST /profile/picture names it as the user's picture.
 */
export async function setAvatar({ image, onProgress, signal }: AvatarUpload): Promise<ProfilePicture> {
  // The caller says "Error en la carga" for any failure (docs/product/employee-portal.md §8).
  const uploaded = await uploadFile('images', image, 'avatar.png', { notifyOnError: false, onProgress, signal });
  return api.post('/profile/picture', { name: uploaded.name }, { notifyOnError: false, signal });
}

/** The header's avatar reads the cached profile: it changes as soon as the call answers. */
export function useSetAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAvatar,
    onSuccess: ({ picture }) => queryClient.setQueryData<User>(queryKeys.profile, (user) => (user ? { ...user, picture } : user)),
  });
}
