import { Box, Button, Container, Group, Stack, Stepper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { usePageTitle } from '../../../lib/navigation/use-page-title.ts';
import { signOut } from '../../../lib/session/session.ts';
import { BrandMark } from '../../../lib/shell/brand-mark.tsx';
import { stepOf, WIZARD_STEPS } from './steps.ts';

/** The first-access wizard's frame: brand, sign-out, the four steps; no workspace menu. */
export default function WizardLayout() {
  const { t } = useTranslation('onboarding');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const step = stepOf(pathname);
  usePageTitle(t(`steps.${step}`), t('title'));
  const leave = async () => {
    await signOut().catch(() => undefined);
    navigate('/login', { replace: true });
  };
  return (
    <Box mih="100vh" bg="gray.0">
      <Box component="nav" aria-label={t('topBar')} bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size={760} py="sm">
          <Group justify="space-between" wrap="nowrap">
            <BrandMark size={22} />
            <Button variant="default" size="compact-sm" onClick={leave}>
              {t('signOut')}
            </Button>
          </Group>
        </Container>
      </Box>
      <Container size={760} py="lg" renderRoot={(props) => <main {...props} />}>
        <Stack gap="lg">
          <Stepper active={WIZARD_STEPS.indexOf(step)} size="sm" aria-label={t('progress')} allowNextStepsSelect={false}>
            {WIZARD_STEPS.map((name) => (
              <Stepper.Step key={name} label={t(`steps.${name}`)} />
            ))}
          </Stepper>
          <Outlet />
        </Stack>
      </Container>
    </Box>
  );
}
