import { useTranslation } from 'react-i18next';
import { NoticeAlert } from '../../../lib/ui/notice-alert.tsx';

/** Said where the write controls are hidden: support staff read the admin center only. */
export function ReadOnlyNotice() {
  const { t } = useTranslation('company-records');
  return <NoticeAlert tone="info">{t('readOnly')}</NoticeAlert>;
}
