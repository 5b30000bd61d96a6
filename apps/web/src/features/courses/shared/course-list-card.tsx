import type { CourseItem } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { backTo } from '../../../lib/routing/back-target.ts';
import { CourseCard } from '../../../lib/ui/cards/course-card.tsx';
import { useCourseWords } from './course-words.ts';
import { SaveCourseButton } from './save-course-button.tsx';

/** A course in a listing, worded for the screen's language, with its save toggle. */
export function CourseListCard({ item, to }: { item: CourseItem; to: string }) {
  const { t } = useTranslation('courses');
  // the opened page's "Voltar" returns to this listing, its search and filters included (a discovery search)
  const { pathname, search } = useLocation();
  const words = useCourseWords();
  return (
    <CourseCard
      title={item.name}
      to={to}
      linkState={backTo(pathname + search)}
      coverUrl={item.imageUrl}
      description={item.description}
      provider={item.provider.name}
      typeLabel={t('card.type')}
      modality={words.modality(item)}
      workload={`${words.hours(item)} · ${words.workload(item)}`}
      price={words.price(item)}
      coverAction={<SaveCourseButton id={item.id} name={item.name} saved={item.saved} />}
    />
  );
}
