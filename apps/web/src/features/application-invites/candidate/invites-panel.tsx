import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { CandidateInviteItem } from '@trilha/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDate } from '../../../lib/format/format-date.ts';
import { useLocale } from '../../../lib/format/use-locale.ts';
import { CardGrid } from '../../../lib/ui/card-grid.tsx';
import { PositionCard } from '../../../lib/ui/cards/position-card.tsx';
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog.tsx';
import { SectionCard } from '../../../lib/ui/section-card.tsx';
import { toast } from '../../../lib/ui/toast.ts';
import { useAnswerInvite } from '../api/answer-application-invite.ts';
import { myInvitesQuery } from '../api/list-my-application-invites.ts';

/** The position page where an accepted invite leads: the candidate applies from there. */
const positionPath = (positionId: string) => `/my/discovery/position/${positionId}`;

function InviteCard({ invite, onReject }: { invite: CandidateInviteItem; onReject: () => void }) {
  const { t } = useTranslation('application-invites');
  const locale = useLocale();
  const navigate = useNavigate();
  const answer = useAnswerInvite();
  const { position } = invite;
  const place = [position.location.city, position.location.state].filter(Boolean).join(' - ');
  return (
    <Stack gap="xs">
      <PositionCard
        title={position.title}
        to={positionPath(position.id)}
        companyName={position.company.name}
        companyLogoUrl={position.company.avatarUrl}
        typeLabel={position.category.name}
        location={place || undefined}
        remote={position.remote ? t('panel.remote') : undefined}
        headingOrder={3}
        actions={
          <Group gap="xs" grow w="100%">
            <Button variant="default" size="xs" onClick={onReject} disabled={answer.isPending}>
              {t('panel.reject')}
            </Button>
            <Button
              size="xs"
              loading={answer.isPending}
              onClick={() =>
                answer.mutate(
                  { inviteId: invite.id, accepted: true },
                  { onSuccess: ({ positionId }) => navigate(positionPath(positionId)), onError: (error) => toast.error(error.message) },
                )
              }
            >
              {t('panel.accept')}
            </Button>
          </Group>
        }
      />
      {invite.message && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {invite.message}
        </Text>
      )}
      <Text size="xs" c="gray.7">
        {t('panel.receivedOn', { date: formatDate(invite.createdAt, locale) })}
      </Text>
    </Stack>
  );
}

/**
 * The candidate's pending invites to apply (mounted on /my/applications): accept opens the position to apply,
 * reject asks first (it cannot be undone) and takes an optional reason. Nothing shows without invites.
 */
export function ApplicationInvitesPanel() {
  const { t } = useTranslation('application-invites');
  const invites = useQuery(myInvitesQuery);
  const answer = useAnswerInvite();
  const [rejecting, setRejecting] = useState<CandidateInviteItem | null>(null);
  const [feedback, setFeedback] = useState('');
  const items = invites.data?.items ?? [];
  if (items.length === 0) return null;

  const close = () => {
    setRejecting(null);
    setFeedback('');
  };
  const reject = (invite: CandidateInviteItem) =>
    answer.mutate(
      { inviteId: invite.id, accepted: false, feedback: feedback.trim() || null },
      { onSuccess: () => toast.success(t('panel.rejected')), onError: (error) => toast.error(error.message) },
    );

  return (
    <SectionCard title={t('panel.title')} description={t('panel.description')}>
      <CardGrid label={t('panel.title')}>
        {items.map((invite) => (
          <InviteCard key={invite.id} invite={invite} onReject={() => setRejecting(invite)} />
        ))}
      </CardGrid>
      <ConfirmDialog
        opened={rejecting !== null}
        title={t('panel.rejectTitle')}
        confirmLabel={t('panel.rejectConfirm')}
        confirmColor="red.9"
        onClose={close}
        onConfirm={() => {
          if (rejecting) reject(rejecting);
        }}
      >
        <Text size="sm">
          {rejecting && t('panel.rejectQuestion', { title: rejecting.position.title, company: rejecting.position.company.name })}
        </Text>
        <Textarea
          label={t('panel.feedback')}
          rows={3}
          maxLength={1000}
          value={feedback}
          onChange={(event) => setFeedback(event.currentTarget.value)}
        />
      </ConfirmDialog>
    </SectionCard>
  );
}
