import '@mantine/notifications/styles.layer.css';
import { Notifications } from '@mantine/notifications';
import { TOAST_DURATION_MS } from '../../shared/api/notify-api-error';

/** Where the toasts show (spec part 1 §8): top right, four at most, each for the default duration. */
export default function ToastStack() {
  return <Notifications position="top-right" autoClose={TOAST_DURATION_MS} limit={4} />;
}
