import { Anchor, BackgroundImage, Box, Text, Title } from '@mantine/core';
import type { WorkspaceSummary } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import classes from './home.module.css';

/**
 * The workspace's cover, linking to the homepage banner link when set; without a cover, a quiet panel in the
 * workspace's colours with a line saying what the home offers (never an empty gradient).
 */
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
    <Box className={`${classes.banner} ${classes.fallback}`}>
      <Title order={2} size="h3" c="brand.9">
        {workspace.type === 'individual' ? t('home.bannerTitle') : t('home.bannerTitleWorkspace', { name: workspace.name })}
      </Title>
      <Text c="gray.8">{t(workspace.type === 'business' ? 'home.bannerLineCompany' : 'home.bannerLine')}</Text>
    </Box>
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
