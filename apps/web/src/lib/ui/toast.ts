import { notifications } from '@mantine/notifications';

// Spec section 9: toasts show bottom-right for 3 s (position and duration are set on the Notifications provider).
export const toast = {
  success: (message: string) => notifications.show({ message, color: 'teal' }),
  error: (message: string) => notifications.show({ message, color: 'red' }),
  info: (message: string) => notifications.show({ message, color: 'blue' }),
};
