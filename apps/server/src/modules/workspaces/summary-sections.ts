import type { Language } from '@trilha/contract';
import type { SummarySection } from '../communication/index.ts';
import { newMembersFor, pendingInvitesFor } from './summary.data.ts';

const INVITES = {
  'pt-BR': { title: 'Convites esperando sua resposta', line: (w: string) => `Você foi convidado(a) para ${w}` },
  en: { title: 'Invites waiting for your answer', line: (w: string) => `You were invited to ${w}` },
  es: { title: 'Invitaciones esperando tu respuesta', line: (w: string) => `Te invitaron a ${w}` },
} as const satisfies Record<Language, unknown>;

const MEMBERS = {
  'pt-BR': {
    title: 'Novos membros nos seus workspaces',
    line: (w: string, n: number) => `${w}: ${n} ${n === 1 ? 'novo membro' : 'novos membros'}`,
  },
  en: { title: 'New members in your workspaces', line: (w: string, n: number) => `${w}: ${n} new ${n === 1 ? 'member' : 'members'}` },
  es: {
    title: 'Nuevos miembros en tus workspaces',
    line: (w: string, n: number) => `${w}: ${n} ${n === 1 ? 'nuevo miembro' : 'nuevos miembros'}`,
  },
} as const satisfies Record<Language, unknown>;

/** The workspaces' parts of the e-mail summary: invites to answer, and who joined the workspaces the reader manages. */
export const workspacesSummarySections: SummarySection[] = [
  {
    name: 'pending invites',
    async collect(q, reader, _since, now) {
      const invites = await pendingInvitesFor(q, reader.email, now);
      if (invites.length === 0) return null;
      const words = INVITES[reader.language];
      return { title: words.title, lines: invites.map((invite) => words.line(invite.workspace)) };
    },
  },
  {
    name: 'new members',
    async collect(q, reader, since) {
      const joined = await newMembersFor(q, reader.userId, since);
      if (joined.length === 0) return null;
      const words = MEMBERS[reader.language];
      return { title: words.title, lines: joined.map((item) => words.line(item.workspace, item.count)) };
    },
  },
];
