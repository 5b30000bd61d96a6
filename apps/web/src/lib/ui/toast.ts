import { notifications } from '@mantine/notifications';
import { i18next } from '../i18n/i18n.ts';
import { showWhenSettled } from './toast-timing.ts';

// The message is the id: parallel route loaders failing alike show one toast, not two.
const show = (message: string, color: string) => {
  const id = `${color}:${message}`;
  showWhenSettled(id, () => notifications.show({ id, message, color, closeButtonProps: { 'aria-label': i18next.t('actions.close') } }));
};

// Toasts show bottom-right for 3 s (position and duration are set on the Notifications provider).
export const toast = {
  success: (message: string) => show(message, 'teal'),
  error: (message: string) => show(message, 'red'),
  info: (message: string) => show(message, 'blue'),
};
