// Mantine's toast host on its own, for lib/ui/deferred-notifications.tsx to load with the first toast. Importing the
// package itself there would make its whole index a lazy entry, and every module beside it that reads the toast store
// from that index would carry the host along.
export { Notifications as default } from '@mantine/notifications';
