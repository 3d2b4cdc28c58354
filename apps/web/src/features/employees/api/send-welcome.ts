import type { ResponseOf } from '@flexplan/domain/api/wire';
import type { welcomeSentSchema } from '@flexplan/domain/welcome/welcome-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { notifySuccess } from '../../../shared/api/notify-api-error';
import { queryKeys } from '../../../shared/api/query-keys';
import { i18n } from '../../../shared/i18n/i18n';

export type WelcomeSent = ResponseOf<typeof welcomeSentSchema>;

/**
 * POST /admin/employees/{id}/welcome: e-mails one of the company's people a link,
 * valid 7 days, to set their password; a re-send makes the earlier link stop working. A refusal
 * (409 EMPLOYEE_WITHOUT_EMAIL, 404) is shown by the API client's toast.
 */
export function sendWelcome(userId: number): Promise<WelcomeSent> {
  return api.post('/admin/employees/:id/welcome', undefined, { params: { id: userId } });
}

/** The people table's "send the welcome e-mail" item: a toast names the address it went to; the audit log gets the entry. */
export function useSendWelcome() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendWelcome,
    onSuccess: (sent) => notifySuccess(i18n.t('welcome.sent', { email: sent.email })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...queryKeys.session, 'admin', 'audit'] }),
  });
}
