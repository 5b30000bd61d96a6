import { Group, Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Page controls with spoken labels (the arrows are icons only); hidden when everything fits in one page. */
export function Paginator({
  total,
  pageSize,
  page,
  onChange,
}: {
  total: number;
  pageSize: number;
  page: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  const pages = Math.ceil(total / pageSize);
  if (pages <= 1) return null;
  return (
    <Group justify="center" component="nav" aria-label={t('pagination.label')}>
      <Pagination
        total={pages}
        value={page}
        onChange={onChange}
        getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
        getItemProps={(item) => ({
          'aria-label': t('pagination.page', { page: item }),
          'aria-current': item === page ? 'page' : undefined,
        })}
      />
    </Group>
  );
}
