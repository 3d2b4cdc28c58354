import { notifications } from '@mantine/notifications';
import { TOAST_DURATION_MS } from '../../../shared/api/notify-api-error';
import { i18n } from '../../../shared/i18n/i18n';

/** A refused cart change (docs/product/cart-and-contracts.md §8: errors appear as toasts, 3000 ms). One toast per message. */
export function notifyCartError(message: string): void {
  notifications.show({
    id: `cart-error-${message}`,
    color: 'red',
    title: i18n.t('errors.title'),
    message,
    autoClose: TOAST_DURATION_MS,
    closeButtonProps: { 'aria-label': i18n.t('common.close') },
  });
}

/** The reset message (docs/product/benefits-and-simulation.md §2: reset clears the form and says so). */
export function notifyReset(message: string): void {
  notifications.show({
    color: 'blue',
    message,
    autoClose: TOAST_DURATION_MS,
    closeButtonProps: { 'aria-label': i18n.t('common.close') },
  });
}
