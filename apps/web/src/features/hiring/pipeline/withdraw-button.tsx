import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  /** the button, e.g. "Cancelar convite" */
  label: string;
  /** what the recruiter confirms, e.g. "O candidato será avisado por e-mail." */
  question: string;
  pending: boolean;
  onConfirm: () => void;
}

/**
 * Cancelling an interview invite or withdrawing an offer, inside the dialog that lists them: a second click confirms
 * in place (no modal over the modal), and the candidate is told by e-mail.
 */
export function WithdrawButton({ label, question, pending, onConfirm }: Props) {
  const { t } = useTranslation('hiring');
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <Button size="compact-xs" variant="subtle" color="red" onClick={() => setAsking(true)}>
        {label}
      </Button>
    );
  }
  return (
    <Group gap="xs" wrap="wrap" role="group" aria-label={label}>
      <Text size="sm">{question}</Text>
      <Button size="compact-xs" color="red" loading={pending} onClick={onConfirm}>
        {t('recruiter.withdraw.confirm')}
      </Button>
      <Button size="compact-xs" variant="default" onClick={() => setAsking(false)}>
        {t('recruiter.withdraw.keep')}
      </Button>
    </Group>
  );
}
