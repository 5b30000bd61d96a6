import { ActionIcon, Indicator } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MessagesModal } from './messages-modal.tsx';
import { useMessagesScope, useUnreadMessages } from './use-unread-messages.ts';

/** The header's envelope: the unread messages count; opens the messages modal. */
export function MessagesButton() {
  const { t } = useTranslation('messages');
  const [opened, { open, close }] = useDisclosure(false);
  const { side, aggregator } = useMessagesScope();
  const unread = useUnreadMessages();
  const label = unread > 0 ? t('open', { count: unread }) : t('title');
  return (
    <>
      <Indicator label={unread > 99 ? '99+' : unread} size={18} disabled={unread === 0} offset={4} color="red.9" aria-hidden={false}>
        <ActionIcon variant="subtle" color="currentColor" size="lg" onClick={open} aria-label={label} data-unread={unread}>
          <IconMail size={22} aria-hidden />
        </ActionIcon>
      </Indicator>
      <MessagesModal opened={opened} onClose={close} side={side} aggregator={aggregator} />
    </>
  );
}
