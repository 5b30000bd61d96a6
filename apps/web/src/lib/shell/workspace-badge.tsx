import { Avatar, Group, Image, Text } from '@mantine/core';
import type { WorkspaceSummary } from '@trilha/contract';
import { Link } from 'react-router';
import { initialsOf } from '../ui/initials.ts';
import { homeOf } from '../workspace/workspace-paths.ts';

/** The workspace's logo (portals) or avatar and name, linking to its home. The name shrinks before anything else. */
export function WorkspaceBadge({ workspace, to = homeOf(workspace) }: { workspace: WorkspaceSummary; to?: string }) {
  const logo = workspace.customStyle?.logo;
  return (
    <Group
      renderRoot={(props) => <Link {...props} to={to} aria-label={workspace.name} />}
      gap="xs"
      wrap="nowrap"
      style={{ textDecoration: 'none', color: 'inherit', minWidth: 0 }}
    >
      {logo ? (
        <Image src={logo.src} alt="" h={Math.min(logo.height, 40)} w="auto" maw={160} fit="contain" />
      ) : (
        <Avatar src={workspace.imageUrl} alt="" radius="sm" color="brand" style={{ flex: 'none' }}>
          {initialsOf(workspace.name)}
        </Avatar>
      )}
      {!logo && (
        <Text fw={700} size="sm" truncate maw={220}>
          {workspace.name}
        </Text>
      )}
    </Group>
  );
}
