import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { encryptWithServerKey } from '../../../shared/api/encrypt-password';
import { queryKeys } from '../../../shared/api/query-keys';

export interface PasswordChange {
  /** As typed: it is encrypted here, as login does, before it leaves the browser. */
  currentPassword: string;
  password: string;
  repeat_password: string;
}

export async function changePassword({ currentPassword, ...body }: PasswordChange): Promise<{ message: string }> {
  // The form shows field errors itself; a refusal without fields (429) is notified by the form too.
  return api.post<{ message: string }>(
    '/profile/password',
    { ...body, currentPassword: await encryptWithServerKey(currentPassword) },
    { notifyOnError: false },
  );
}

/** Re-reads the profile afterwards: a user whose password was deprecated is released. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.profile }),
  });
}
