import { Box, Center, Image, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useActiveStyle } from '../../app/active-style.tsx';
import { LanguagePicker } from './language-picker.tsx';

/** Public screens (menu hidden): a centred card with the brand and a language picker. */
export default function PublicLayout() {
  const { t } = useTranslation('auth');
  // a portal's theme (login ?theme=) brings its logo too
  const logo = useActiveStyle()?.logo;
  return (
    <Box mih="100vh" bg="gray.0">
      <Center mih="100vh" p="md">
        {/* One main landmark for everything: a <header> here would clash with the banner of Mantine's modal header. */}
        <Stack w="100%" maw={460} gap="md" renderRoot={(props) => <main {...props} />}>
          <Stack gap={0} align="center">
            {logo ? (
              <Image src={logo.src} alt={t('portalLogo')} h={Math.min(logo.height, 56)} w="auto" fit="contain" />
            ) : (
              <Text component="p" fw={800} fz={28} c="brand.7" m={0}>
                Trilha
              </Text>
            )}
            <Text c="gray.7" size="sm">
              {t('tagline')}
            </Text>
          </Stack>
          <Paper withBorder shadow="sm" p={{ base: 'md', xs: 'xl' }} radius="md">
            <Outlet />
          </Paper>
          <Center>
            <LanguagePicker />
          </Center>
        </Stack>
      </Center>
    </Box>
  );
}
