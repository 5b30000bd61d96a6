import { Anchor, Group, Stack, Text } from '@mantine/core';
import { IconNews } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { newsQuery } from '../api/list-news.ts';

/**
 * The short news of discovery (GET /v1/-/cms/news), their summaries from a tablet's width up; nothing at all when
 * there are none or they fail to load.
 */
export function NewsStrip() {
  const { t, i18n } = useTranslation('positions');
  const news = useQuery(newsQuery(i18n.language));
  const items = news.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-label={t('news.label')}>
      <Stack gap={4}>
        {items.map((item) => (
          <Group key={item.id} gap="xs" wrap="nowrap" align="flex-start">
            <IconNews size={18} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
            <Text size="sm">
              {item.url ? (
                <Anchor href={item.url} target="_blank" rel="noopener noreferrer" fw={600}>
                  {item.title}
                </Anchor>
              ) : (
                <Text span fw={600}>
                  {item.title}
                </Text>
              )}
              {/* on a phone the titles alone: three summaries took a screen's height above the search */}
              <Text span inherit visibleFrom="sm">
                {' — '}
                {item.summary}
              </Text>
            </Text>
          </Group>
        ))}
      </Stack>
    </section>
  );
}
