import { Avatar, Group, Image, Text } from '@mantine/core';
import type { WorkspaceSummary } from '@trilha/contract';
import { Link } from 'react-router';
import { homeOf } from '../workspaces/workspace-paths.ts';

/** The workspace's logo (portals) or avatar and name, linking to its home. */
export function WorkspaceBadge({ workspace }: { workspace: WorkspaceSummary }) {
  const logo = workspace.customStyle?.logo;
  return (
    <Group renderRoot={(props) => <Link {...props} to={homeOf(workspace)} />} gap="xs" wrap="nowrap" style={{ textDecoration: 'none', color: 'inherit' }}>
      {logo ? (
        <Image src={logo.src} alt={workspace.name} h={Math.min(logo.height, 40)} w="auto" fit="contain" />
      ) : (
        <Avatar src={workspace.imageUrl} alt="" radius="sm" color="brand">
          {workspace.name.slice(0, 2).toUpperCase()}
        </Avatar>
      )}
      {!logo && (
        <Text fw={700} size="sm" lineClamp={1} maw={180} visibleFrom="xs">
          {workspace.name}
        </Text>
      )}
    </Group>
  );
}
