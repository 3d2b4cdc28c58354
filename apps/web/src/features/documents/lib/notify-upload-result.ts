import { notifications } from '@mantine/notifications';
import { isApiError } from '../../../shared/api/api-error';
import { describeApiError } from '../../../shared/api/describe-api-error';
import { TOAST_DURATION_MS } from '../../../shared/api/notify-api-error';
import { i18n } from '../../../shared/i18n/i18n';

/** docs/product/employee-portal.md §8: a document upload is told by its status class. */
const classes = {
  2: { color: 'green', titleKey: 'documents.upload.toast.success' },
  3: { color: 'blue', titleKey: 'documents.upload.toast.redirect' },
  4: { color: 'yellow', titleKey: 'documents.upload.toast.warning' },
  5: { color: 'red', titleKey: 'documents.upload.toast.error' },
} as const;

/** The toast of an upload: 2xx success, 3xx redirect, 4xx warning, 5xx error. */
export function notifyUploadResult(result: { status: number; message: string }): void {
  const statusClass = Math.floor(result.status / 100);
  const style = classes[statusClass as keyof typeof classes] ?? classes[5];
  notifications.show({
    color: style.color,
    title: i18n.t(style.titleKey),
    message: result.message,
    autoClose: TOAST_DURATION_MS,
    closeButtonProps: { 'aria-label': i18n.t('common.close') },
  });
}

/** The same toast for a failed upload, with the server's reason in the user's language. */
export function notifyUploadFailure(error: unknown): void {
  notifyUploadResult({ status: isApiError(error) ? error.status : 500, message: describeApiError(error) });
}
