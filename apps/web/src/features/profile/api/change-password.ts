import type { confirmationSchema } from '@flexplan/domain/auth/auth-api';
import type { RequestOf, ResponseOf } from '@flexplan/domain/api/wire';
import type { passwordChangeSchema } from '@flexplan/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { encryptWithServerKey } from '../../../shared/api/encrypt-password';
import { queryKeys } from '../../../shared/api/query-keys';

type Confirmation = ResponseOf<typeof confirmationSchema>;

/** The body of POST /profile/password, the current password as typed: it is encrypted here, as login does, before it leaves the browser. */
export type PasswordChange = RequestOf<typeof passwordChangeSchema>;

export async function changePassword({ currentPassword, ...body }: PasswordChange): Promise<Confirmation> {
  // The form shows field errors itself; a refusal without fields (429) is notified by the form too.
  return api.post('/profile/password', { ...body, currentPassword: await encryptWithServerKey(currentPassword) }, { notifyOnError: false });
}

/** Re-reads the profile afterwards: a user whose password was deprecated is released. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.profile }),
  });
}
