import { Loader, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../lib/forms/form-feedback.ts';
import { postalCodeQuery } from '../api/lookup-postal-code.ts';
import type { DetailsValues } from './form-values.ts';

/**
 * The CEP field: once it holds 8 digits, the address comes from the postal-code lookup (GET /v1/postal-codes/:cep)
 * and the number is next. When the lookup fails the field says why; the address can always be typed by hand.
 */
export function PostalCodeInput({ form }: { form: UseFormReturnType<DetailsValues> }) {
  const { t } = useTranslation('company');
  const queryClient = useQueryClient();
  const [looking, setLooking] = useState(false);
  const props = form.getInputProps('address.postalCode');

  const lookup = async (typed: string) => {
    const cep = typed.replace(/\D/g, '');
    if (cep.length !== 8 || !/^\d{5}-?\d{3}$/.test(typed.trim())) return;
    setLooking(true);
    try {
      const address = await queryClient.fetchQuery(postalCodeQuery(cep));
      const current = form.getValues().address;
      form.setFieldValue('address', {
        ...current,
        state: address.state || current.state,
        city: address.city || current.city,
        neighborhood: address.neighborhood || current.neighborhood,
        street: address.street || current.street,
        complement: current.complement || address.complement,
      });
      form.getInputNode('address.number')?.focus();
    } catch (error) {
      form.setFieldError('address.postalCode', failureMessage(error));
    } finally {
      setLooking(false);
    }
  };

  return (
    <TextInput
      label={t('company.fields.postalCode')}
      description={t('company.postalCodeHint')}
      required
      inputMode="numeric"
      autoComplete="postal-code"
      maxLength={9}
      {...props}
      onChange={(event) => {
        props.onChange(event);
        void lookup(event.currentTarget.value);
      }}
      rightSection={looking ? <Loader size="xs" aria-label={t('company.postalCodeLooking')} /> : null}
    />
  );
}
