import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { i18next } from '../i18n/i18n.ts';
import { DateField, MonthField, parseTypedDate, parseTypedMonth } from './date-field.tsx';
import { renderUi } from './test-utils.tsx';

function Harness({ onChange, initial = '' }: { onChange: (value: string) => void; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <DateField
      label="Data de nascimento"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('the date field', () => {
  it('reads what a Brazilian types (dd/mm/aaaa, with or without separators) and nothing else', () => {
    expect(parseTypedDate('20/04/1995')).toBe('1995-04-20');
    expect(parseTypedDate('5/3/2001')).toBe('2001-03-05');
    expect(parseTypedDate('20041995')).toBe('1995-04-20');
    expect(parseTypedDate('31/02/2020')).toBeNull();
    expect(parseTypedDate('04/20/1995')).toBeNull();
    expect(parseTypedDate('')).toBeNull();
  });

  it('shows dd/mm/aaaa, takes a typed date as YYYY-MM-DD and shows it back as dd/mm/aaaa', async () => {
    const onChange = vi.fn();
    await renderUi(<Harness onChange={onChange} />);
    const input = (await screen.findByLabelText('Data de nascimento')) as HTMLInputElement;
    expect(input.placeholder).toBe('dd/mm/aaaa');
    fireEvent.change(input, { target: { value: '20/04/1995' } });
    expect(onChange).toHaveBeenLastCalledWith('1995-04-20');
    fireEvent.blur(input);
    expect(input.value).toBe('20/04/1995');
    fireEvent.change(input, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('opens a pt-BR calendar that starts on Monday', async () => {
    await renderUi(<Harness onChange={() => {}} initial="2026-11-26" />);
    fireEvent.click(await screen.findByLabelText('Data de nascimento'));
    const table = await screen.findByRole('table', { hidden: true });
    const weekdays = [...table.querySelectorAll('thead th')].map((cell) => cell.textContent);
    expect(weekdays).toEqual(['seg', 'ter', 'qua', 'qui', 'sex', 'sáb', 'dom']);
    expect(screen.getByLabelText('Mês anterior')).toBeTruthy();
    expect(screen.getByText(/novembro/i)).toBeTruthy();
  });

  it('follows the session language', async () => {
    await renderUi(<Harness onChange={() => {}} initial="2026-11-26" />);
    await i18next.changeLanguage('es');
    try {
      fireEvent.click(await screen.findByLabelText('Data de nascimento'));
      expect(await screen.findByText(/noviembre/i)).toBeTruthy();
      expect(screen.getByLabelText('Mes anterior')).toBeTruthy();
    } finally {
      await i18next.changeLanguage('pt-BR');
    }
  });
});

function MonthHarness({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('2020-05-01');
  return (
    <MonthField
      label="Início"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('the month field (career De/Até)', () => {
  it('reads mm/aaaa as the month’s first day and nothing else', () => {
    expect(parseTypedMonth('05/2020')).toBe('2020-05-01');
    expect(parseTypedMonth('5/2020')).toBe('2020-05-01');
    expect(parseTypedMonth('2020-05')).toBe('2020-05-01');
    expect(parseTypedMonth('13/2020')).toBeNull();
    expect(parseTypedMonth('maio')).toBeNull();
  });

  it('shows mm/aaaa, takes a typed month and offers a month grid in pt-BR', async () => {
    const onChange = vi.fn();
    await renderUi(<MonthHarness onChange={onChange} />);
    const input = (await screen.findByLabelText('Início')) as HTMLInputElement;
    expect(input.value).toBe('05/2020');
    expect(input.placeholder).toBe('mm/aaaa');
    fireEvent.change(input, { target: { value: '12/2017' } });
    expect(onChange).toHaveBeenLastCalledWith('2017-12-01');
    fireEvent.click(input);
    expect(await screen.findByText(/^dez/i)).toBeTruthy();
  });
});
