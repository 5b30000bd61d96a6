import { Avatar, Badge, Button, Group, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ConversationItem } from '@trilha/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/format-date.ts';
import { useLocale } from '../../../lib/format/use-locale.ts';
import { failureMessage } from '../../../lib/forms/form-feedback.ts';
import { EmptyState } from '../../../lib/ui/empty-state.tsx';
import { initialsOf } from '../../../lib/ui/initials.ts';
import { ErrorState } from '../../../lib/ui/page-states.tsx';
import { ListSkeleton } from '../../../lib/ui/skeletons.tsx';
import type { MessagesSide } from '../api/keys.ts';
import { conversationsQuery } from '../api/list-conversations.ts';
import { ConversationPanel } from '../shared/conversation-panel.tsx';

interface Props {
  opened: boolean;
  onClose: () => void;
  side: MessagesSide;
  /** a portal's id: only the conversations of applications made through it */
  aggregator: string | null;
}

/** The messages modal: the conversations, last message first; one opens with its composer. */
export function MessagesModal({ opened, onClose, side, aggregator }: Props) {
  const { t } = useTranslation(['messages', 'common']);
  const small = useMediaQuery('(max-width: 36em)');
  const [selected, setSelected] = useState<ConversationItem | null>(null);
  // The row clicked or the back button unmounts with the view it belongs to: the focus goes to the other view's
  // first stop (the back button, or the row of the conversation just left) instead of falling to <body>.
  const back = useRef<HTMLButtonElement>(null);
  const left = useRef<string | null>(null);
  useEffect(() => {
    if (selected) {
      left.current = selected.applicationId;
      back.current?.focus();
    } else if (left.current) {
      document.querySelector<HTMLElement>(`[data-conversation="${left.current}"]`)?.focus();
    }
  }, [selected]);
  const close = () => {
    setSelected(null);
    onClose();
  };
  const title = selected ? titleOf(selected, side) : t('title');
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={title}
      size="lg"
      fullScreen={small}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      data-messages-modal
    >
      {selected ? (
        <Stack gap="sm">
          <Group justify="space-between" wrap="nowrap">
            <Button
              ref={back}
              variant="subtle"
              size="compact-sm"
              leftSection={<IconArrowLeft size={16} aria-hidden />}
              onClick={() => setSelected(null)}
            >
              {t('conversation.back')}
            </Button>
            <Text size="sm" c="gray.7" truncate>
              {selected.position.title}
            </Text>
          </Group>
          <ConversationPanel applicationId={selected.applicationId} side={side} maxHeight={small ? 480 : 380} />
        </Stack>
      ) : (
        <Conversations side={side} aggregator={aggregator} onOpen={setSelected} />
      )}
    </Modal>
  );
}

const titleOf = (item: ConversationItem, side: MessagesSide) => (side === 'company' ? item.candidate.name : item.company.name);

function Conversations({
  side,
  aggregator,
  onOpen,
}: {
  side: MessagesSide;
  aggregator: string | null;
  onOpen: (item: ConversationItem) => void;
}) {
  const { t } = useTranslation('messages');
  const list = useInfiniteQuery(conversationsQuery(side, aggregator));
  if (list.isPending) return <ListSkeleton rows={4} label={t('list.loading')} />;
  if (list.isError) return <ErrorState message={failureMessage(list.error)} onRetry={() => list.refetch()} />;
  const items = list.data.pages.flatMap((page) => page.items);
  if (items.length === 0)
    return (
      <EmptyState
        compact
        illustration="inbox"
        title={t('list.emptyTitle')}
        description={side === 'company' ? t('list.emptyCompany') : t('list.emptyCandidate')}
      />
    );
  return (
    <Stack gap="xs">
      <Stack gap={4} component="ul" aria-label={t('list.label')} m={0} p={0} style={{ listStyle: 'none' }}>
        {items.map((item) => (
          <li key={item.applicationId}>
            <ConversationRow item={item} side={side} onOpen={() => onOpen(item)} />
          </li>
        ))}
      </Stack>
      {list.hasNextPage && (
        <Button variant="subtle" onClick={() => list.fetchNextPage()} loading={list.isFetchingNextPage}>
          {t('list.more')}
        </Button>
      )}
    </Stack>
  );
}

function ConversationRow({ item, side, onOpen }: { item: ConversationItem; side: MessagesSide; onOpen: () => void }) {
  const { t } = useTranslation('messages');
  const locale = useLocale();
  const name = titleOf(item, side);
  const avatar = side === 'company' ? item.candidate.avatarUrl : item.company.avatarUrl;
  const mine = item.lastMessage.fromCompany === (side === 'company');
  const preview = mine ? t('list.you', { text: item.lastMessage.body }) : item.lastMessage.body;
  return (
    <UnstyledButton
      onClick={onOpen}
      w="100%"
      p="xs"
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
      aria-label={
        item.unread > 0 ? `${name}, ${item.position.title}, ${t('list.unread', { count: item.unread })}` : `${name}, ${item.position.title}`
      }
      data-unread={item.unread > 0 || undefined}
      data-conversation={item.applicationId}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Avatar src={avatar} alt="" radius="xl" color="initials">
          {initialsOf(name)}
        </Avatar>
        <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text fw={item.unread > 0 ? 700 : 600} size="sm" truncate>
              {name}
            </Text>
            <Text size="xs" c="gray.7" style={{ flexShrink: 0 }}>
              <time dateTime={item.lastMessage.createdAt}>{formatDateTime(item.lastMessage.createdAt, locale)}</time>
            </Text>
          </Group>
          <Text size="xs" c="gray.7" truncate>
            {item.position.title}
          </Text>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm" truncate fw={item.unread > 0 ? 600 : 400}>
              {preview}
            </Text>
            {item.unread > 0 && (
              <Badge size="sm" circle aria-hidden>
                {item.unread}
              </Badge>
            )}
          </Group>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}
