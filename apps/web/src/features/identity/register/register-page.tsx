import { Anchor, Button, Checkbox, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { type CountryCode, registerCandidateBody, resolveLanguage } from '@trilha/contract';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { isApiError } from '../../../lib/api/api-error.ts';
import { apiFieldErrors } from '../../../lib/forms/api-field-errors.ts';
import { fieldMessage } from '../../../lib/forms/field-rules.ts';
import { failureMessage } from '../../../lib/forms/form-feedback.ts';
import { missesRequiredFields, requiredFieldsMessage } from '../../../lib/forms/required-fields.ts';
import { useErrorsFollowLanguage } from '../../../lib/forms/use-errors-follow-language.ts';
import { zodValidate } from '../../../lib/forms/zod-validate.ts';
import { usePageTitle } from '../../../lib/navigation/use-page-title.ts';
import { safeRedirect } from '../../../lib/routing/safe-redirect.ts';
import { NoticeAlert } from '../../../lib/ui/notice-alert.tsx';
import { inviteQuery } from '../../workspaces/public.ts';
import { type RegisterBody, useRegisterCandidate } from '../api/register-candidate.ts';
import { NewPasswordFields } from '../shared/new-password-fields.tsx';
import { PhoneField } from './phone-field.tsx';
import { TermsModal } from './terms-modal.tsx';

type AccountType = 'individual' | 'company';

const initialValues = {
  companyName: '',
  name: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
  countryCode: 'br' as CountryCode,
  phone: '',
  acceptTerms: false,
};
type Values = typeof initialValues;

/** Server answers about the e-mail itself belong on the e-mail field. */
const EMAIL_CODES = new Set([
  'register.email_registered',
  'register.user_being_deleted',
  'register.invalid_domain',
  'invite.email_mismatch',
]);

/** Only a well-formed invite id travels with the sign-up; anything else is ignored. */
const validInvite = (value: string | null) => (value && registerCandidateBody.shape.inviteId.safeParse(value).success ? value : undefined);

function toBody(values: Values, type: AccountType, inviteId: string | undefined): RegisterBody {
  const { companyName, ...rest } = values;
  return { ...rest, type, inviteId, companyName: type === 'company' ? companyName : undefined } as RegisterBody;
}

export default function RegisterPage() {
  const { type: typeParam } = useParams();
  if (typeParam && typeParam !== 'individual' && typeParam !== 'company') return <Navigate to="/register" replace />;
  return <RegisterForm type={typeParam === 'company' ? 'company' : 'individual'} />;
}

function RegisterForm({ type }: { type: AccountType }) {
  const { t, i18n } = useTranslation('identity');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const inviteId = validInvite(search.get('invite'));
  // what the last refused submit says above the fields: empty required fields, or filled ones to review
  const [formProblem, setFormProblem] = useState<'required' | 'review' | null>(null);
  const invite = useQuery({ ...inviteQuery(inviteId ?? ''), enabled: Boolean(inviteId) });
  const invitedEmail = invite.data?.email;
  usePageTitle(t(type === 'company' ? 'register.titleCompany' : 'register.title'));
  const [termsOpened, terms] = useDisclosure(false);
  const register = useRegisterCandidate();

  // Stable between renders: Mantine's setFieldValue changes identity with the validate function, and an effect
  // depending on it would set the e-mail on every render, a render loop that starves the navigation after sign-up.
  const validate = useCallback(
    (values: Values) => {
      const errors = zodValidate(registerCandidateBody)(toBody(values, type, inviteId));
      if (type === 'company' && !values.companyName.trim()) errors.companyName = fieldMessage('required', resolveLanguage(i18n.language));
      return errors;
    },
    [type, inviteId, i18n.language],
  );
  // a confirmation that differs is told when the person leaves the field, not only on submit
  const form = useForm({ initialValues, validate, validateInputOnBlur: ['confirmPassword'] });
  useErrorsFollowLanguage(form);
  const { setFieldValue, getValues } = form;
  useEffect(() => {
    // the invite names the address: the account must be created for it (the server refuses another one)
    if (invitedEmail && getValues().email !== invitedEmail) setFieldValue('email', invitedEmail);
  }, [invitedEmail, getValues, setFieldValue]);

  const submit = form.onSubmit(
    (values) => {
      setFormProblem(null);
      register.mutate(toBody(values, type, inviteId), {
        onSuccess: () => navigate(inviteId ? `/invite/${inviteId}` : safeRedirect(search.get('redirect')), { replace: true }),
        onError: (error) => {
          const fields = { ...apiFieldErrors(error) };
          if (isApiError(error) && EMAIL_CODES.has(error.code) && !fields.email) fields.email = error.message;
          form.setErrors(fields);
        },
      });
    },
    (errors) => {
      register.reset();
      setFormProblem(missesRequiredFields(errors) ? 'required' : 'review');
    },
  );

  // Errors already shown on a field need no second alert.
  const onField =
    isApiError(register.error) && (Object.keys(register.error.fields).length > 0 || register.error.code === 'register.invalid_domain');
  const serverAlert = register.error && !onField ? failureMessage(register.error) : null;
  const formAlert = formProblem === 'required' ? requiredFieldsMessage() : formProblem === 'review' ? t('register.reviewFields') : null;
  const alert = formAlert ?? serverAlert;

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t(type === 'company' ? 'register.titleCompany' : 'register.title')}
          </Title>
          <Text c="gray.7" size="sm">
            {t(type === 'company' ? 'register.subtitleCompany' : 'register.subtitle')}
          </Text>
        </Stack>
        {inviteId && <NoticeAlert tone="info">{t('register.inviteNotice')}</NoticeAlert>}
        {alert && (
          <NoticeAlert tone="error">
            {alert}
            {isApiError(register.error) && register.error.code === 'register.email_registered' && !formAlert && (
              <>
                {' '}
                <Anchor component={Link} to="/login" size="sm" underline="always">
                  {t('register.signIn')}
                </Anchor>
              </>
            )}
          </NoticeAlert>
        )}
        {type === 'company' && (
          <TextInput label={t('fields.companyName')} autoComplete="organization" required {...form.getInputProps('companyName')} />
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
          <TextInput label={t('fields.name')} autoComplete="given-name" required {...form.getInputProps('name')} />
          <TextInput label={t('fields.lastName')} autoComplete="family-name" required {...form.getInputProps('lastName')} />
        </SimpleGrid>
        <TextInput
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          required
          readOnly={Boolean(invitedEmail)}
          description={invitedEmail ? t('register.invitedEmail') : undefined}
          {...form.getInputProps('email')}
        />
        <NewPasswordFields password={form.getInputProps('password')} confirmPassword={form.getInputProps('confirmPassword')} />
        <PhoneField country={form.getInputProps('countryCode')} phone={form.getInputProps('phone')} />
        <Stack gap={4}>
          <Checkbox label={t('register.acceptTerms')} {...form.getInputProps('acceptTerms', { type: 'checkbox' })} />
          <Anchor component="button" type="button" size="sm" onClick={terms.open} ta="left">
            {t('register.readTerms')}
          </Anchor>
        </Stack>
        <Button type="submit" loading={register.isPending} fullWidth>
          {t('register.submit')}
        </Button>
        <Group justify="space-between" gap="xs">
          <Anchor component={Link} to={type === 'company' ? '/register' : '/register/company'} size="sm">
            {t(type === 'company' ? 'register.asIndividual' : 'register.asCompany')}
          </Anchor>
          <Text size="sm">
            {t('register.hasAccount')}{' '}
            <Anchor component={Link} to="/login" underline="always">
              {t('register.signIn')}
            </Anchor>
          </Text>
        </Group>
      </Stack>
      <TermsModal opened={termsOpened} onClose={terms.close} />
    </form>
  );
}
