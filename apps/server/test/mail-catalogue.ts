import type { Language, PositionItem } from '@trilha/contract';
import { prospectInviteMail, userInviteMail } from '../src/modules/application-invites/application-invites-mail.ts';
import { reminderMail } from '../src/modules/assignments/assignments-mail.ts';
import { communicationSettingsLink, summaryMail } from '../src/modules/communication/summary-mail.ts';
import {
  cancellationMail,
  interviewConfirmedMail,
  interviewMail,
  offerMail,
  recruiterInterviewMail,
  templateMail,
} from '../src/modules/hiring/hiring-mail.ts';
import {
  confirmEmailLink,
  emailConfirmationMail,
  recoveryLink,
  recoveryMail,
  removalRequestMail,
  signInCodeMail,
} from '../src/modules/identity/identity-mails.ts';
import { hiredMail } from '../src/modules/integrations/hiring-notification.ts';
import { webhookDisabledMail } from '../src/modules/integrations/webhook-mail.ts';
import { unsubscribeUrl } from '../src/modules/job-alerts/job-alert-link.ts';
import { jobAlertMail } from '../src/modules/job-alerts/job-alert-mail.ts';
import type { DueAlert } from '../src/modules/job-alerts/job-alerts.data.ts';
import { searchUrlOf } from '../src/modules/job-alerts/job-alerts.tasks.ts';
import { companyMessageMail } from '../src/modules/messages/messages-mail.ts';
import { readyMail } from '../src/modules/positions/ready-mail.ts';
import { inviteMail } from '../src/modules/workspaces/invite-mail.ts';
import type { Mail } from '../src/platform/mail/mailer.ts';

/**
 * Every kind of e-mail the server sends, built from the same sample data in any language, with its links made by the
 * functions the services use: mail-languages.test.ts reads each in every language, mail-links.test.ts follows its links.
 */
export const MAIL_PUBLIC_URL = 'https://trilha.test';
const config = { publicUrl: MAIL_PUBLIC_URL };
const later = new Date('2030-01-01T12:00:00Z');
const reader = { email: 'ana@example.com', name: 'Ana' };
const place = { positionTitle: 'Analista de Dados', companyName: 'Acme' };
const position = {
  id: 'p1',
  title: 'Analista de Dados',
  company: { name: 'Acme' },
  location: { city: 'São Paulo', state: 'SP' },
  remote: false,
} as unknown as PositionItem;
const dueAlert = {
  id: 'al1',
  query: 'analista de dados',
  salary: 5000,
  allowUnspecified: false,
  categories: [1],
  cities: [3550308],
  states: ['SP'],
  contractTypes: ['FULL_TIME'],
  remote: true,
  pcdOnly: false,
} as DueAlert;
const alert = {
  query: dueAlert.query,
  searchUrl: searchUrlOf(MAIL_PUBLIC_URL, dueAlert),
  unsubscribeUrl: unsubscribeUrl(MAIL_PUBLIC_URL, dueAlert.id, 'chave'),
};
const invitation = { companyName: 'Acme', positionTitle: 'Analista de Dados', message: 'Venha conversar' };

/** Each kind: its e-mail in a language, and the subject pt-BR readers get today. */
const assigned = {
  assignmentId: 'as1',
  userId: 'u1',
  email: reader.email,
  name: reader.name,
  companyName: 'Acme',
  companySubdomain: 'acme',
  kind: 'content' as const,
  itemId: 'c1',
  title: 'NR-31',
  dueDate: '2030-01-10',
};

export const MAIL_KINDS: Record<string, { build: (language: Language) => Mail; subject: string }> = {
  assignmentWeek: {
    build: (language) => reminderMail(config, 'week', { ...assigned, language }),
    subject: 'Faltam 7 dias para concluir: NR-31',
  },
  assignmentDue: {
    build: (language) => reminderMail(config, 'due', { ...assigned, language }),
    subject: 'O prazo termina hoje: NR-31',
  },
  assignmentOverdue: {
    build: (language) => reminderMail(config, 'overdue', { ...assigned, language }),
    subject: 'Treinamento atrasado: NR-31',
  },
  recovery: {
    build: (language) => recoveryMail(reader, language, recoveryLink(MAIL_PUBLIC_URL, language, 'codigo'), later, 2),
    subject: 'Recuperação de senha - Trilha',
  },
  'e-mail confirmation': {
    build: (language) => emailConfirmationMail(reader, language, confirmEmailLink(MAIL_PUBLIC_URL, 'codigo'), later, 7),
    subject: 'Confirme seu e-mail - Trilha',
  },
  'sign-in code': {
    build: (language) => signInCodeMail(reader, language, '123456', later, 15),
    subject: 'Código de acesso - Trilha',
  },
  'removal request': {
    build: (language) => removalRequestMail({ id: 'u1', email: 'ana@example.com', name: 'Ana', lastName: 'Lima' }, undefined, language),
    subject: 'Pedido de remoção de conta - Trilha',
  },
  'workspace invite': {
    build: (language) => inviteMail(config, { id: 'i1', email: 'bia@example.com', role: 'content_creator' }, language, 'Acme', 'Ana'),
    subject: 'Você recebeu um convite na Trilha',
  },
  'workspace invite without inviter': {
    build: (language) => inviteMail(config, { id: 'i1', email: 'bia@example.com', role: 'member' }, language, 'Acme', null),
    subject: 'Você recebeu um convite na Trilha',
  },
  'application invite to a user': {
    build: (language) => userInviteMail(config, 'bia@example.com', language, invitation),
    subject: 'Você recebeu um convite para se candidatar a uma vaga na Trilha',
  },
  'application invite to a prospect': {
    build: (language) => prospectInviteMail(config, 'bia@example.com', language, 'token', later, invitation),
    subject: 'Você recebeu um convite para se candidatar a uma vaga na Trilha',
  },
  'hiring notification': {
    build: (language) =>
      hiredMail(
        config,
        'rh@example.com',
        language,
        { companySubdomain: 'acme', positionTitle: 'Analista de Dados', applicationId: 'a1' },
        null,
      ),
    subject: 'Contratação confirmada: Analista de Dados',
  },
  'webhook turned off': {
    build: (language) => webhookDisabledMail(config, 'rh@example.com', language, 'https://rh.example.com/trilha'),
    subject: 'Um webhook da sua empresa foi desativado',
  },
  summary: {
    build: (language) =>
      summaryMail('ana@example.com', 'Ana', language, [{ title: 'Vagas', lines: ['Acme'] }], communicationSettingsLink(MAIL_PUBLIC_URL)),
    subject: 'Seu resumo da Trilha',
  },
  'job alert, one position': {
    build: (language) => jobAlertMail(config, reader, language, alert, [position]),
    subject: 'Nova vaga para o seu alerta "analista de dados"',
  },
  'job alert, many positions and no query': {
    build: (language) =>
      jobAlertMail(
        config,
        reader,
        language,
        { ...alert, query: '' },
        Array.from({ length: 12 }, () => position),
      ),
    subject: '12 novas vagas para o seu alerta',
  },
  'ready to apply': {
    build: (language) => readyMail(config, reader, language, { id: 'p1', title: 'Analista de Dados', companyName: 'Acme' }),
    subject: 'Você já atende aos requisitos de uma vaga salva',
  },
  'company message': {
    build: (language) => companyMessageMail(config, reader, language, place),
    subject: 'Você recebeu uma mensagem sobre sua candidatura',
  },
  'company messages': {
    build: (language) => companyMessageMail(config, reader, language, place, 3),
    subject: 'Você tem 3 mensagens não lidas sobre sua candidatura',
  },
  interview: {
    build: (language) =>
      interviewMail(config, { ...reader, language }, { ...place, scheduledAt: later, place: 'Sala 1', link: null }, 'iv1'),
    subject: 'Você recebeu um convite para entrevista',
  },
  'interview times to choose': {
    build: (language) =>
      interviewMail(
        config,
        { ...reader, language },
        {
          ...place,
          scheduledAt: null,
          slots: [later, new Date(later.getTime() + 86_400_000)],
          place: null,
          link: 'https://meet.example.com/x',
        },
        'iv1',
      ),
    subject: 'Escolha o horário da sua entrevista',
  },
  'interview confirmed': {
    build: (language) =>
      interviewConfirmedMail(
        config,
        { ...reader, language },
        { ...place, scheduledAt: later, place: null, link: 'https://meet.example.com/x' },
        'iv1',
        null,
      ),
    subject: 'Entrevista confirmada: Analista de Dados',
  },
  'recruiter: interview set': {
    build: (language) =>
      recruiterInterviewMail(
        config,
        { ...reader, language },
        { ...place, scheduledAt: later, place: 'Sala 1', link: null, applicationId: 'a1', companySubdomain: 'acme', workspaceId: 'w1' },
        'recruiterConfirmed',
        'Bia',
        null,
      ),
    subject: 'Entrevista marcada com Bia',
  },
  'recruiter: interview cancelled': {
    build: (language) =>
      recruiterInterviewMail(
        config,
        { ...reader, language },
        { ...place, scheduledAt: later, place: 'Sala 1', link: null, applicationId: 'a1', companySubdomain: null, workspaceId: 'w1' },
        'recruiterCancelled',
        'Bia',
        null,
      ),
    subject: 'Entrevista cancelada: Bia',
  },
  'recruiter: interview declined': {
    build: (language) =>
      recruiterInterviewMail(
        config,
        { ...reader, language },
        { ...place, scheduledAt: later, place: 'Sala 1', link: null, applicationId: 'a1', companySubdomain: 'acme', workspaceId: 'w1' },
        'recruiterDeclined',
        'Bia',
        null,
      ),
    subject: 'Bia recusou a entrevista',
  },
  offer: {
    build: (language) => offerMail(config, { ...reader, language }, place, 'token', 7, later),
    subject: 'Você recebeu uma proposta de emprego',
  },
  'interview cancelled': {
    build: (language) => cancellationMail(config, { ...reader, language }, place, 'interview', 'a1'),
    subject: 'Seu convite para entrevista foi cancelado',
  },
  'offer cancelled': {
    build: (language) => cancellationMail(config, { ...reader, language }, place, 'offer', 'a1'),
    subject: 'A proposta de emprego foi cancelada',
  },
  // the company writes this one's subject and text; only the link is the product's
  'message template': {
    build: (language) => templateMail(config, 'ana@example.com', language, { subject: 'Sua candidatura', body: 'Obrigado.' }, 'a1'),
    subject: 'Sua candidatura',
  },
};
