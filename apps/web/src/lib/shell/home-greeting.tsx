import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { greetingPeriod } from './greeting.ts';

/** The home's heading: good morning, afternoon or evening by the local time. */
export function HomeGreeting({ name, now = new Date() }: { name: string; now?: Date }) {
  const { t } = useTranslation('shell');
  return <Title order={1}>{t(`greeting.${greetingPeriod(now)}`, { name })}</Title>;
}
