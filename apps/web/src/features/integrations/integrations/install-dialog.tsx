import { Button, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { integrationInstallBody, type TokenIntegrationKind } from '@trilha/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFieldErrors } from '../../../lib/forms/api-field-errors.ts';
import { failureMessage, hasFieldErrors } from '../../../lib/forms/form-feedback.ts';
import { zodValidate } from '../../../lib/forms/zod-validate.ts';
import { toast } from '../../../lib/ui/toast.ts';
import { useActiveWorkspace } from '../../../lib/workspace/active-workspace.ts';
import { useInstallIntegration } from '../api/install-integration.ts';

interface Props {
  kind: TokenIntegrationKind;
  product: string;
  tokenPrefix: string;
}

/** The install button of a kind and its dialog: name and token, the server's refusals shown on their fields. */
export function InstallButton({ kind, product, tokenPrefix }: Props) {
  const { t } = useTranslation('integrations');
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="light"
        onClick={() => setOpened(true)}
        style={{ alignSelf: 'flex-start' }}
        aria-label={t('install.title', { product })}
      >
        {t('actions.install')}
      </Button>
      {opened && <InstallDialog kind={kind} product={product} tokenPrefix={tokenPrefix} onClose={() => setOpened(false)} />}
    </>
  );
}

function InstallDialog({ kind, product, tokenPrefix, onClose }: Props & { onClose: () => void }) {
  const { t } = useTranslation(['integrations', 'common']);
  const workspace = useActiveWorkspace();
  const install = useInstallIntegration(workspace.id, kind);
  const form = useForm({ initialValues: { name: '', token: '' }, validate: zodValidate(integrationInstallBody) });
  const submit = form.onSubmit((values) =>
    install.mutate(values, {
      onSuccess: () => {
        toast.success(t('install.success'));
        onClose();
      },
      onError: (error) => {
        form.setErrors(apiFieldErrors(error));
        if (!hasFieldErrors(error)) toast.error(failureMessage(error));
      },
    }),
  );
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('install.title', { product })}
      centered
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label={t('install.name')}
            description={t('install.nameHint')}
            required
            data-autofocus
            {...form.getInputProps('name')}
          />
          <PasswordInput
            label={t('install.token')}
            description={t('install.tokenHint', { prefix: tokenPrefix })}
            required
            autoComplete="off"
            {...form.getInputProps('token')}
          />
          <Text size="xs" c="gray.7">
            {t('install.sandbox', {
              ok: `${tokenPrefix}sandbox-0000000000000001`,
              revoked: `${tokenPrefix}revoked-`,
              offline: `${tokenPrefix}offline-`,
            })}
          </Text>
          <Button type="submit" loading={install.isPending} style={{ alignSelf: 'flex-start' }}>
            {t('install.submit')}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
