import { Group, Skeleton } from '@mantine/core';
import classes from './shell-skeleton.module.css';
import { PageSkeleton } from './skeletons.tsx';

/**
 * The app's frame while the session and the workspace load: a header bar with the places of the logo, menu and
 * avatar, and a page of placeholders, instead of a blank page.
 */
export function ShellSkeleton() {
  return (
    <div data-shell-skeleton>
      <div className={classes.header} aria-hidden="true">
        <Group gap="sm" wrap="nowrap">
          <Skeleton height={38} width={38} radius="sm" />
          <Skeleton height={14} width={120} />
        </Group>
        <Skeleton height={38} circle />
      </div>
      <main className={classes.main}>
        <PageSkeleton />
      </main>
    </div>
  );
}
