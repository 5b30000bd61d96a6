import { Badge, Button, Group, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ApplicationInviteStatus } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/ui/toast.ts';
import { useCancelApplicationInvite } from '../api/cancel-application-invite.ts';
import { positionInvitesQuery } from '../api/list-position-invites.ts';

const STATUS_COLORS: Record<ApplicationInviteStatus, string> = {
  pending: 'blue',
  accepted: 'teal',
  rejected: 'red',
  cancelled: 'gray',
  expired: 'yellow',
};

/** A position's invites to apply with their status; a pending one can be cancelled. */
export function PositionInviteList({ positionId }: { positionId: string }) {
  const { t } = useTranslation('application-invites');
  const invites = useQuery(positionInvitesQuery(positionId));
  const cancel = useCancelApplicationInvite(positionId);
  const items = invites.data?.items ?? [];
  return (
    <Stack gap="xs" component="section" aria-labelledby="position-invites-title">
      <Title order={3} size="h5" id="position-invites-title">
        {t('dialog.sentList')}
      </Title>
      {invites.isPending ? (
        <Skeleton h={40} />
      ) : items.length === 0 ? (
        <Text size="sm" c="gray.7">
          {t('dialog.none')}
        </Text>
      ) : (
        <List spacing={6} size="sm" listStyleType="none" p={0} mah={240} style={{ overflowY: 'auto' }}>
          {items.map((item) => (
            <List.Item key={item.id}>
              <Group gap="xs" wrap="nowrap" justify="space-between">
                <Text size="sm" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                  {item.name ? `${item.name} (${item.email})` : item.email}
                </Text>
                <Group gap={4} wrap="nowrap">
                  <Badge variant="light" color={STATUS_COLORS[item.status]}>
                    {t(`dialog.status.${item.status}`)}
                  </Badge>
                  {item.status === 'pending' && (
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      color="gray"
                      aria-label={t('dialog.cancelLabel', { email: item.email })}
                      loading={cancel.isPending && cancel.variables === item.id}
                      onClick={() =>
                        cancel.mutate(item.id, {
                          onSuccess: () => toast.success(t('dialog.cancelled')),
                          onError: (error) => toast.error(error.message),
                        })
                      }
                    >
                      {t('dialog.cancel')}
                    </Button>
                  )}
                </Group>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
