import type { CourseItem } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/format/use-locale.ts';

/** The words a course card and page use: modality, workload, price and place. */
export function useCourseWords() {
  const { t } = useTranslation('courses');
  const locale = useLocale();
  return {
    modality: (item: Pick<CourseItem, 'modality'>) => t(`modality.${item.modality}`),
    /** "20 horas", the hours the certificate states */
    hours: (item: Pick<CourseItem, 'workloadHours'>) => t('hours', { count: item.workloadHours }),
    workload: (item: Pick<CourseItem, 'workload'>) => t(`workload.${item.workload}`),
    price: (item: Pick<CourseItem, 'free' | 'price' | 'currency'>) =>
      item.free
        ? t('price.free')
        : new Intl.NumberFormat(locale, { style: 'currency', currency: item.currency, minimumFractionDigits: 2 }).format(item.price),
    location: (item: Pick<CourseItem, 'city' | 'state'>) =>
      item.city ? (item.state ? `${item.city} - ${item.state}` : item.city) : undefined,
  };
}
