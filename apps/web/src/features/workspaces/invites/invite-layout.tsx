import { Box, Center, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The invite screens' frame (menu hidden): a centred card, like the public screens. */
export function InviteLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('auth');
  return (
    <Box mih="100vh" bg="gray.0">
      <Center mih="100vh" p="md">
        <Stack w="100%" maw={500} gap="md">
          <Stack gap={0} align="center" component="header">
            <Text component="p" fw={800} fz={28} c="brand.7" m={0}>
              Trilha
            </Text>
            <Text c="gray.7" size="sm">
              {t('tagline')}
            </Text>
          </Stack>
          <Paper withBorder shadow="sm" p="xl" radius="md" component="main">
            {children}
          </Paper>
        </Stack>
      </Center>
    </Box>
  );
}
