import { Code, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NoticeAlert } from '../../../lib/ui/notice-alert.tsx';

const TEST_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'approved' },
  { number: '4000 0000 0000 0002', outcome: 'declined' },
  { number: '4000 0000 0000 0119', outcome: 'unreachable' },
] as const;

/** Shown only with the local sandbox provider: the test cards and what each does (any future expiry, any CVC). */
export function SandboxHint() {
  const { t } = useTranslation('wallet');
  return (
    <NoticeAlert tone="info" title={t('sandbox.title')}>
      <Text size="sm">{t('sandbox.intro')}</Text>
      <List size="sm" mt={4}>
        {TEST_CARDS.map((card) => (
          <List.Item key={card.number}>
            <Code>{card.number}</Code> — {t(`sandbox.${card.outcome}`)}
          </List.Item>
        ))}
      </List>
    </NoticeAlert>
  );
}
