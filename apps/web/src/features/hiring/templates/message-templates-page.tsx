import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCopy, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { MessageTemplate } from '@trilha/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../lib/forms/form-feedback.ts';
import { usePageTitle } from '../../../lib/navigation/use-page-title.ts';
import { useCan } from '../../../lib/permissions/use-can.ts';
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog.tsx';
import { EmptyState } from '../../../lib/ui/empty-state.tsx';
import { PageHeader } from '../../../lib/ui/page-header.tsx';
import { ErrorState } from '../../../lib/ui/page-states.tsx';
import { ListSkeleton } from '../../../lib/ui/skeletons.tsx';
import { toast } from '../../../lib/ui/toast.ts';
import { useActiveWorkspace } from '../../../lib/workspace/active-workspace.ts';
import { useDeleteMessageTemplate } from '../api/delete-message-template.ts';
import { messageTemplatesQuery } from '../api/list-message-templates.ts';
import { PLACEHOLDER_WORDS } from '../shared/placeholder-words.ts';
import { type TemplateDraft, TemplateForm } from './template-form.tsx';

/**
 * The company's message templates: the three defaults every company has and its own, with {{nome}},
 * {{vaga}} and {{empresa}}; the recruiters pick one when they move or decline many candidates at once.
 */
export default function MessageTemplatesPage() {
  const { t } = useTranslation('hiring');
  const workspace = useActiveWorkspace();
  const mayView = useCan('recruitment.positions.view');
  const mayWrite = useCan('recruitment.candidates.manage');
  const templates = useQuery({ ...messageTemplatesQuery(), enabled: mayView });
  const [draft, setDraft] = useState<TemplateDraft | null>(null);
  usePageTitle(t('templates.title'), workspace.name);
  if (!mayView) return <EmptyState illustration="people" title={t('board.forbidden')} titleOrder={1} />;
  return (
    <Stack gap="md" py="sm">
      <PageHeader
        title={t('templates.title')}
        subtitle={t('templates.subtitle', PLACEHOLDER_WORDS)}
        actions={
          mayWrite && (
            <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setDraft({ name: '', subject: '', body: '' })}>
              {t('templates.new')}
            </Button>
          )
        }
      />
      {templates.isPending ? (
        <ListSkeleton label={t('templates.loading')} />
      ) : templates.isError ? (
        <ErrorState message={failureMessage(templates.error)} onRetry={() => templates.refetch()} />
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {templates.data.items.map((template) => (
            <li key={template.id}>
              <TemplateCard template={template} mayWrite={mayWrite} onEdit={setDraft} />
            </li>
          ))}
        </Stack>
      )}
      {draft && <TemplateForm draft={draft} onClose={() => setDraft(null)} />}
    </Stack>
  );
}

function TemplateCard({
  template,
  mayWrite,
  onEdit,
}: {
  template: MessageTemplate;
  mayWrite: boolean;
  onEdit: (draft: TemplateDraft) => void;
}) {
  const { t } = useTranslation('hiring');
  const remove = useDeleteMessageTemplate();
  const [asking, setAsking] = useState(false);
  return (
    <Paper withBorder radius="md" p="md" data-template={template.id}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Title order={2} size="h5">
              {template.name}
            </Title>
            {template.builtIn && (
              <Badge variant="light" color="gray">
                {t('templates.builtIn')}
              </Badge>
            )}
          </Group>
          {mayWrite && (
            <Group gap="xs">
              {template.builtIn ? (
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconCopy size={14} aria-hidden="true" />}
                  onClick={() =>
                    onEdit({ name: t('templates.copyOf', { name: template.name }), subject: template.subject, body: template.body })
                  }
                >
                  {t('templates.copy')}
                </Button>
              ) : (
                <>
                  <Button
                    size="xs"
                    variant="default"
                    leftSection={<IconPencil size={14} aria-hidden="true" />}
                    onClick={() => onEdit({ id: template.id, name: template.name, subject: template.subject, body: template.body })}
                  >
                    {t('templates.edit')}
                  </Button>
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    leftSection={<IconTrash size={14} aria-hidden="true" />}
                    onClick={() => setAsking(true)}
                  >
                    {t('templates.delete')}
                  </Button>
                </>
              )}
            </Group>
          )}
        </Group>
        <Text size="sm" fw={500}>
          {template.subject}
        </Text>
        <Text size="sm" c="gray.7" lineClamp={3} style={{ whiteSpace: 'pre-wrap' }}>
          {template.body}
        </Text>
      </Stack>
      <ConfirmDialog
        opened={asking}
        title={t('templates.deleteTitle', { name: template.name })}
        confirmLabel={t('templates.delete')}
        confirmColor="red"
        onClose={() => setAsking(false)}
        onConfirm={() =>
          remove.mutate(template.id, {
            onSuccess: () => toast.success(t('templates.deleted')),
            onError: (error) => toast.error(failureMessage(error)),
            onSettled: () => setAsking(false),
          })
        }
      >
        {t('templates.deleteBody')}
      </ConfirmDialog>
    </Paper>
  );
}
