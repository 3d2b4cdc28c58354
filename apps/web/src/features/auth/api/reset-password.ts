import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';

export interface ResetPasswordInput {
  token: string;
  newPassword: string;
  confirmPassword: string;
}

export function resetPassword({ token, ...body }: ResetPasswordInput): Promise<{ message: string }> {
  return api.post<{ message: string }>('/users/reset-password', body, { query: { access_token: token }, notifyOnError: false });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
