import { Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Pages of a card listing (six per page by default), hidden when one page holds everything. */
export function Pager({ page, total, limit, onChange }: { page: number; total: number; limit: number; onChange: (page: number) => void }) {
  const { t } = useTranslation();
  const pages = Math.ceil(total / limit);
  if (pages <= 1) return null;
  return (
    <Pagination
      value={page}
      total={pages}
      onChange={onChange}
      size="sm"
      mt="md"
      getItemProps={(number) => ({ 'aria-label': t('pagination.pageOf', { page: number, pages }) })}
      getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
    />
  );
}
