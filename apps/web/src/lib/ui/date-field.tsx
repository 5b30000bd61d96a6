import '@mantine/dates/styles.css';
import { Popover, TextInput } from '@mantine/core';
import { DateInput, type DateInputProps, DatesProvider, MonthPicker } from '@mantine/dates';
import { IconCalendarMonth } from '@tabler/icons-react';
import { resolveLanguage } from '@trilha/contract';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import 'dayjs/locale/pt-br';
import 'dayjs/locale/es';
import { useEffect, useState } from 'react';
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
  const { t, i18n } = useTranslation('dates');
  const language = resolveLanguage(i18n.language);
  return (
    <DatesProvider settings={{ locale: DAYJS_LOCALE[language], firstDayOfWeek: 1, weekendDays: [0, 6] }}>
      <DateInput
        placeholder={t('placeholder')}
        valueFormat={DISPLAY_FORMAT}
        dateParser={parseTypedDate}
        value={value || null}
        onChange={(next) => onChange(next ?? '')}
        // the calendar greys out days outside the range; a typed one still reaches the form, whose rules say what is wrong
        excludeDate={(day) => (min !== undefined && day < min) || (max !== undefined && day > max)}
        allowDeselect
        weekdayFormat="ddd"
        ariaLabels={{
          previousMonth: t('previousMonth'),
          nextMonth: t('nextMonth'),
          previousYear: t('previousYear'),
          nextYear: t('nextYear'),
          previousDecade: t('previousDecade'),
          nextDecade: t('nextDecade'),
          monthLevelControl: t('chooseMonth'),
          yearLevelControl: t('chooseYear'),
        }}
        popoverProps={{ withinPortal: true }}
        {...rest}
      />
    </DatesProvider>
  );
}

/** Reads a typed month (mm/aaaa, m/aaaa, mmaaaa, or aaaa-mm) as its first day, YYYY-MM-01; anything else is no month. */
export function parseTypedMonth(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const parsed = dayjs(trimmed, ['MM/YYYY', 'M/YYYY', 'MM-YYYY', 'MMYYYY', 'YYYY-MM'], true);
  return parsed.isValid() ? parsed.format('YYYY-MM-01') : null;
}

const monthText = (value: string | null | undefined) => (value ? dayjs(value).format('MM/YYYY') : '');

interface MonthFieldProps {
  label: string;
  /** YYYY-MM-DD (the month's first day), or empty / null for none */
  value?: string | null;
  /** YYYY-MM-01, or '' when the field is emptied */
  onChange: (value: string) => void;
  error?: React.ReactNode;
  required?: boolean;
  onBlur?: () => void;
  onFocus?: () => void;
}

/**
 * The month field of a career (experience and education De/Até): mm/aaaa typed, or picked from a month grid in the
 * session's language; out it gives the month's first day, as the profile stores it.
 */
export function MonthField({ label, value, onChange, error, required, onBlur, onFocus }: MonthFieldProps) {
  const { t, i18n } = useTranslation('dates');
  const language = resolveLanguage(i18n.language);
  const [text, setText] = useState(monthText(value));
  const [opened, setOpened] = useState(false);
  useEffect(() => setText(monthText(value)), [value]);
  return (
    <DatesProvider settings={{ locale: DAYJS_LOCALE[language] }}>
      <Popover
        opened={opened}
        onChange={setOpened}
        position="bottom-start"
        trapFocus={false}
        returnFocus={false}
        withinPortal
        shadow="md"
        withRoles={false}
      >
        <Popover.Target>
          <TextInput
            label={label}
            required={required}
            error={error}
            placeholder={t('monthPlaceholder')}
            inputMode="numeric"
            autoComplete="off"
            value={text}
            rightSection={<IconCalendarMonth size={18} aria-hidden="true" />}
            rightSectionPointerEvents="none"
            onClick={() => setOpened(true)}
            onFocus={onFocus}
            onKeyDown={(event) => {
              if (event.key === 'Escape') setOpened(false);
              if (event.key === 'ArrowDown') setOpened(true);
            }}
            onChange={(event) => {
              const typed = event.currentTarget.value;
              setText(typed);
              if (!typed.trim()) onChange('');
              const month = parseTypedMonth(typed);
              if (month) onChange(month);
            }}
            onBlur={() => {
              setText(monthText(value));
              setOpened(false);
              onBlur?.();
            }}
          />
        </Popover.Target>
        <Popover.Dropdown onMouseDown={(event) => event.preventDefault()}>
          <MonthPicker
            value={value || null}
            onChange={(month) => {
              onChange(month ? dayjs(month).format('YYYY-MM-01') : '');
              setOpened(false);
            }}
            ariaLabels={{
              previousYear: t('previousYear'),
              nextYear: t('nextYear'),
              previousDecade: t('previousDecade'),
              nextDecade: t('nextDecade'),
              yearLevelControl: t('chooseYear'),
            }}
          />
        </Popover.Dropdown>
      </Popover>
    </DatesProvider>
  );
}

// The date fields' words: their own namespace, loaded with the first screen that has one (not in the sign-in's page).
declare module '../i18n/resources.ts' {
  interface Resources {
    dates: typeof import('../i18n/locales/pt-BR/dates.json');
  }
}
