import '@mantine/dates/styles.css';
import { DateInput, type DateInputProps, DatesProvider } from '@mantine/dates';
import { resolveLanguage } from '@trilha/contract';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import 'dayjs/locale/pt-br';
import 'dayjs/locale/es';
import { useTranslation } from 'react-i18next';

dayjs.extend(customParseFormat);

/** dayjs's name of each session language (month and weekday names in the calendar). */
const DAYJS_LOCALE = { 'pt-BR': 'pt-br', en: 'en', es: 'es' } as const;
const DISPLAY_FORMAT = 'DD/MM/YYYY';
/** What a person may type: with or without separators, one- or two-digit day and month. */
const TYPED_FORMATS = ['DD/MM/YYYY', 'D/M/YYYY', 'DD-MM-YYYY', 'D-M-YYYY', 'DD.MM.YYYY', 'DDMMYYYY', 'YYYY-MM-DD'];

/** Reads a typed date (dd/mm/aaaa and its variants) as YYYY-MM-DD; anything else is no date. */
export function parseTypedDate(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const parsed = dayjs(trimmed, TYPED_FORMATS, true);
  return parsed.isValid() ? parsed.format('YYYY-MM-DD') : null;
}

type DateFieldProps = Omit<DateInputProps, 'value' | 'onChange' | 'minDate' | 'maxDate' | 'valueFormat' | 'dateParser'> & {
  /** YYYY-MM-DD, or empty / null for none */
  value?: string | null;
  /** YYYY-MM-DD, or '' when the field is emptied */
  onChange: (value: string) => void;
  /** earliest and latest dates the calendar offers, YYYY-MM-DD */
  min?: string;
  max?: string;
};

/**
 * The date field of every form: dd/mm/aaaa, typed or picked in a calendar that starts on Monday, with month and
 * weekday names in the session's language. Values in and out are YYYY-MM-DD strings, as the contract's dates.
 */
export function DateField({ value, onChange, min, max, ...rest }: DateFieldProps) {
  const { t, i18n } = useTranslation('common');
  const language = resolveLanguage(i18n.language);
  return (
    <DatesProvider settings={{ locale: DAYJS_LOCALE[language], firstDayOfWeek: 1, weekendDays: [0, 6] }}>
      <DateInput
        placeholder={t('dateField.placeholder')}
        valueFormat={DISPLAY_FORMAT}
        dateParser={parseTypedDate}
        value={value || null}
        onChange={(next) => onChange(next ?? '')}
        // the calendar greys out days outside the range; a typed one still reaches the form, whose rules say what is wrong
        excludeDate={(day) => (min !== undefined && day < min) || (max !== undefined && day > max)}
        allowDeselect
        weekdayFormat="ddd"
        ariaLabels={{
          previousMonth: t('dateField.previousMonth'),
          nextMonth: t('dateField.nextMonth'),
          previousYear: t('dateField.previousYear'),
          nextYear: t('dateField.nextYear'),
          previousDecade: t('dateField.previousDecade'),
          nextDecade: t('dateField.nextDecade'),
          monthLevelControl: t('dateField.chooseMonth'),
          yearLevelControl: t('dateField.chooseYear'),
        }}
        popoverProps={{ withinPortal: true }}
        {...rest}
      />
    </DatesProvider>
  );
}
