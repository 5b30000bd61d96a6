import { Avatar, type AvatarProps, Image } from '@mantine/core';
import type { CustomStyle } from '@trilha/contract';
import { initialsOf } from '../../../lib/ui/initials.ts';

interface Props extends Pick<AvatarProps, 'size' | 'radius'> {
  workspace: { name: string; imageUrl: string | null; customStyle?: CustomStyle | null };
  /** portals show their wordmark instead of a square avatar */
  preferLogo?: boolean;
}

/** A workspace's logo (portals), image, or initials. Decorative: the name is always written beside it. */
export function WorkspaceAvatar({ workspace, preferLogo = true, size = 48, radius = 'md' }: Props) {
  const logo = preferLogo ? workspace.customStyle?.logo : null;
  if (logo) return <Image src={logo.src} alt="" h={typeof size === 'number' ? size : 48} w="auto" fit="contain" maw={200} />;
  return (
    <Avatar src={workspace.imageUrl} alt="" size={size} radius={radius} color="brand">
      {initialsOf(workspace.name)}
    </Avatar>
  );
}
