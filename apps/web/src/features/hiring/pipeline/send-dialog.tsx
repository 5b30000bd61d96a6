import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFieldErrors } from '../../../lib/forms/api-field-errors.ts';
import { failureMessage, hasFieldErrors } from '../../../lib/forms/form-feedback.ts';
import { NoticeAlert } from '../../../lib/ui/notice-alert.tsx';
import { toast } from '../../../lib/ui/toast.ts';

interface SendDialogProps<Values, Body> {
  opened: boolean;
  onClose: () => void;
  form: UseFormReturnType<Values>;
  send: UseMutationResult<unknown, Error, Body>;
  toBody: (values: Values) => Body;
  /** the dialog's words: its title, what it sends, its button and the toast once sent */
  words: { title: string; description: string; submit: string; sent: string };
  /** the form's fields */
  children: ReactNode;
  /** under the form: what was sent before */
  past: ReactNode;
}

/**
 * A recruiter's dialog that sends the candidate something (an interview invite, an offer): the form, a failure the
 * fields do not explain, cancel and send, and the earlier ones under it. Closing clears the form and the failure; a
 * failure on a field is shown on that field.
 */
export function SendDialog<Values, Body>({ opened, onClose, form, send, toBody, words, children, past }: SendDialogProps<Values, Body>) {
  const { t } = useTranslation('hiring');
  const close = () => {
    form.reset();
    send.reset();
    onClose();
  };
  const submit = form.onSubmit((values) =>
    send.mutate(toBody(values), {
      onSuccess: () => {
        toast.success(words.sent);
        close();
      },
      onError: (error) => form.setErrors(apiFieldErrors(error)),
    }),
  );
  return (
    <Modal opened={opened} onClose={close} title={words.title} centered size="lg" closeButtonProps={{ 'aria-label': t('recruiter.close') }}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm" c="gray.7">
            {words.description}
          </Text>
          {children}
          {send.error && !hasFieldErrors(send.error) && <NoticeAlert tone="error">{failureMessage(send.error)}</NoticeAlert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('recruiter.cancel')}
            </Button>
            <Button type="submit" loading={send.isPending}>
              {words.submit}
            </Button>
          </Group>
        </Stack>
      </form>
      <Stack mt="md">{past}</Stack>
    </Modal>
  );
}
