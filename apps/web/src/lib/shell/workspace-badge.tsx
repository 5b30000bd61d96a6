import { Avatar, Group, Image, Text } from '@mantine/core';
import type { WorkspaceSummary } from '@trilha/contract';
import { Link } from 'react-router';
import { initialsOf } from '../ui/initials.ts';
import { homeOf } from '../workspace/workspace-paths.ts';
import { useLogoNeedsPlate } from './logo-contrast.ts';

/**
 * The workspace's logo (portals) or avatar and name, linking to its home. The name shrinks before anything else. A logo
 * that does not reach 3:1 against the header's colour (WCAG 1.4.11) sits on a light plate.
 */
export function WorkspaceBadge({ workspace, to = homeOf(workspace) }: { workspace: WorkspaceSummary; to?: string }) {
  const logo = workspace.customStyle?.logo;
  const plate = useLogoNeedsPlate(logo?.src, workspace.customStyle?.menuColor);
  return (
    <Group
      renderRoot={(props) => <Link {...props} to={to} aria-label={workspace.name} />}
      gap="xs"
      wrap="nowrap"
      style={{ textDecoration: 'none', color: 'inherit', minWidth: 0 }}
    >
      {logo ? (
        <Image
          src={logo.src}
          alt=""
          h={Math.min(logo.height, plate ? 34 : 40)}
          w="auto"
          maw={160}
          fit="contain"
          data-logo-plate={plate || undefined}
          data-logo-checked={plate !== null || undefined}
          style={
            plate ? { background: '#FFFFFF', padding: 3, borderRadius: 'var(--mantine-radius-md)', boxSizing: 'content-box' } : undefined
          }
        />
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
