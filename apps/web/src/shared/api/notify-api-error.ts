import { notifications } from '@mantine/notifications';
import { i18n } from '../i18n/i18n';
import type { ApiError } from './api-error';
import { describeApiError } from './describe-api-error';

/** docs/product/employee-portal.md §8: toast default duration 3000 ms. */
export const TOAST_DURATION_MS = 3000;

/** One toast per kind of failure: ten queries failing together do not stack ten toasts. */
export function notifyApiError(error: ApiError): void {
  notifications.show({
    id: `api-error-${error.status}-${error.code}`,
    color: 'red',
    title: i18n.t('errors.title'),
    message: describeApiError(error),
    autoClose: TOAST_DURATION_MS,
    closeButtonProps: { 'aria-label': i18n.t('common.close') },
  });
}

export function notifySuccess(message: string): void {
  notifications.show({
    color: 'green',
    message,
    autoClose: TOAST_DURATION_MS,
    closeButtonProps: { 'aria-label': i18n.t('common.close') },
  });
}

/** A refusal the person can act on (a 4xx): amber, not red. */
export function notifyWarning(message: string, title?: string): void {
  notifications.show({
    color: 'yellow',
    title,
    message,
    autoClose: TOAST_DURATION_MS,
    closeButtonProps: { 'aria-label': i18n.t('common.close') },
  });
}

/** A failure told in the feature's own words (docs/product/employee-portal.md §8 gives some calls their own message). */
export function notifyFailure(message: string, title = i18n.t('errors.title')): void {
  notifications.show({
    color: 'red',
    title,
    message,
    autoClose: TOAST_DURATION_MS,
    closeButtonProps: { 'aria-label': i18n.t('common.close') },
  });
}
