import { Group, Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Page controls with spoken labels; hidden when one page holds everything. */
export function Pager({
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
  const { t } = useTranslation('admin-payment');
  const pages = Math.ceil(total / pageSize);
  if (pages <= 1) return null;
  return (
    <Group justify="center" component="nav" aria-label={t('pager.label')}>
      <Pagination
        total={pages}
        value={page}
        onChange={onChange}
        getControlProps={(control) => ({ 'aria-label': t(`pager.${control}`) })}
        getItemProps={(item) => ({ 'aria-label': t('pager.page', { page: item }), 'aria-current': item === page ? 'page' : undefined })}
      />
    </Group>
  );
}
