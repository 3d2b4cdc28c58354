import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { queryKeys } from '../../../shared/api/query-keys';

export interface PasswordChange {
  password: string;
  repeat_password: string;
}

export function changePassword(body: PasswordChange): Promise<{ message: string }> {
  return api.post<{ message: string }>('/profile/password', body);
}

/** Re-reads the profile afterwards: a user whose password was deprecated is released. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.profile }),
  });
}
