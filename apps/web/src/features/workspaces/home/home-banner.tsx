import { Anchor, BackgroundImage, Box } from '@mantine/core';
import type { WorkspaceSummary } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import classes from './home.module.css';

/** The workspace's cover (or its colours when it has none), linking to the homepage banner link when set. */
export function HomeBanner({ workspace }: { workspace: WorkspaceSummary }) {
  const { t } = useTranslation('workspaces');
  const banner = workspace.coverImageUrl ? (
    <BackgroundImage
      src={workspace.coverImageUrl}
      className={classes.banner}
      role="img"
      aria-label={t('home.cover', { name: workspace.name })}
    />
  ) : (
    <Box className={`${classes.banner} ${classes.fallback}`} aria-hidden />
  );
  if (!workspace.homepageBannerLink) return banner;
  return (
    <Anchor
      href={workspace.homepageBannerLink}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('home.bannerLink', { name: workspace.name })}
    >
      {banner}
    </Anchor>
  );
}
