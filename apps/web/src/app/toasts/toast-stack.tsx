import '@mantine/notifications/styles.layer.css';
import { Notifications } from '@mantine/notifications';
import { TOAST_DURATION_MS } from '../../shared/api/notify-api-error';
import { useIsMobileLayout } from '../../shared/ui/use-is-mobile-layout';

/**
 * Where the toasts show (docs/product/employee-portal.md §8): top right, four at most, each for the default duration.
 * On a phone at the bottom: at the top a toast as wide as the screen covered the header and a
 * dialog's title and close button (docs/decisions/042-toasts-at-the-bottom-on-phones.md).
 */
export default function ToastStack() {
  const isMobile = useIsMobileLayout();
  return <Notifications position={isMobile ? 'bottom-center' : 'top-right'} autoClose={TOAST_DURATION_MS} limit={4} />;
}
