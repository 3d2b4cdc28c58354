import type { resetPasswordBodySchema } from '@flexplan/domain';
import type { confirmationSchema } from '@flexplan/domain/auth/auth-api';
import type { RequestOf, ResponseOf } from '@flexplan/domain/api/wire';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';

/** The reset form's body, with the link's token that travels as `access_token`. */
export type ResetPasswordInput = RequestOf<typeof resetPasswordBodySchema> & { token: string };
type Confirmation = ResponseOf<typeof confirmationSchema>;

export function resetPassword({ token, ...body }: ResetPasswordInput): Promise<Confirmation> {
  return api.post<Confirmation>('/users/reset-password', body, { query: { access_token: token }, notifyOnError: false });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
