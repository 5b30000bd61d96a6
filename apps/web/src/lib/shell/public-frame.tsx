import { Box, Center, Image, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useActiveStyle } from '../workspace/active-style.tsx';
import { BrandMark } from './brand-mark.tsx';

interface Props {
  children: ReactNode;
  /** the card's width limit in px */
  maw?: number;
  /** shown under the card (the language picker of the public screens) */
  footer?: ReactNode;
  /** whether an active portal theme's logo replaces the brand (the sign-in screens); invites keep the brand */
  portalLogo?: boolean;
}

/** Screens without the menu (sign-in, invites): a centred card under the brand, or under a portal's logo when its theme is on. */
export function PublicFrame({ children, maw = 460, footer, portalLogo = true }: Props) {
  const { t } = useTranslation('shell');
  const activeLogo = useActiveStyle()?.logo;
  const logo = portalLogo ? activeLogo : null;
  return (
    <Box mih="100vh" bg="gray.0">
      <Center mih="100vh" p="md">
        {/* One main landmark for everything: a <header> here would clash with the banner of Mantine's modal header. */}
        <Stack w="100%" maw={maw} gap="md" renderRoot={(props) => <main {...props} />}>
          <Stack gap={0} align="center">
            {logo ? <Image src={logo.src} alt={t('portalLogo')} h={Math.min(logo.height, 56)} w="auto" fit="contain" /> : <BrandMark />}
            <Text c="gray.7" size="sm">
              {t('tagline')}
            </Text>
          </Stack>
          <Paper withBorder shadow="sm" p={{ base: 'md', xs: 'xl' }} radius="md">
            {children}
          </Paper>
          {footer}
        </Stack>
      </Center>
    </Box>
  );
}
