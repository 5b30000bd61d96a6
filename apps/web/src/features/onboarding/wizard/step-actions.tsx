import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Back and next at the foot of a step; next submits the step's form when it has one. */
export function StepActions({
  back,
  nextLabel,
  loading,
  onNext,
}: {
  back?: string;
  nextLabel?: string;
  loading?: boolean;
  onNext?: () => void;
}) {
  const { t } = useTranslation('onboarding');
  return (
    <Group justify="space-between">
      {back ? (
        <Button component={Link} to={back} variant="default">
          {t('back')}
        </Button>
      ) : (
        <span />
      )}
      <Button type={onNext ? 'button' : 'submit'} onClick={onNext} loading={loading}>
        {nextLabel ?? t('next')}
      </Button>
    </Group>
  );
}
