import type { forgotPasswordBodySchema } from '@flexplan/domain';
import type { confirmationSchema } from '@flexplan/domain/auth/auth-api';
import type { RequestOf, ResponseOf } from '@flexplan/domain/api/wire';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';

type Confirmation = ResponseOf<typeof confirmationSchema>;

export function requestPasswordReset(body: RequestOf<typeof forgotPasswordBodySchema>): Promise<Confirmation> {
  return api.post('/auth/forgot-password', body, { notifyOnError: false });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
