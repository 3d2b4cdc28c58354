import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';

export function requestPasswordReset(body: { email: string }): Promise<{ message: string }> {
  return api.post<{ message: string }>('/auth/forgot-password', body, { notifyOnError: false });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
