import { Anchor, Avatar, Button, Group, Paper, Stack, Table, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { PipelineCandidate } from '@trilha/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatDate } from '../../../lib/format/format-date.ts';
import { useLocale } from '../../../lib/format/use-locale.ts';
import { failureMessage } from '../../../lib/forms/form-feedback.ts';
import { usePageTitle } from '../../../lib/navigation/use-page-title.ts';
import { useCan } from '../../../lib/permissions/use-can.ts';
import { backTo } from '../../../lib/routing/back-target.ts';
import { StatusBadge } from '../../../lib/ui/badges.tsx';
import { EmptyState } from '../../../lib/ui/empty-state.tsx';
import { initialsOf } from '../../../lib/ui/initials.ts';
import { PageHeader } from '../../../lib/ui/page-header.tsx';
import { ErrorState } from '../../../lib/ui/page-states.tsx';
import { Pager } from '../../../lib/ui/pager.tsx';
import { ListSkeleton } from '../../../lib/ui/skeletons.tsx';
import { useActiveWorkspace } from '../../../lib/workspace/active-workspace.ts';
import { recruitmentPaths } from '../../positions/public.ts';
import { BANK_PAGE, candidateBankQuery } from '../api/list-candidate-bank.ts';
import { STAGE_TONES } from './stage-words.ts';

/** The candidate bank: everyone who applied to the company's positions (a manager's: their positions'), by name or e-mail. */
export default function CandidateBankPage() {
  const { t } = useTranslation('hiring');
  const workspace = useActiveWorkspace();
  usePageTitle(t('bank.title'), workspace.name);
  const mayView = useCan('recruitment.candidates.manage');
  return (
    <Stack gap="md" py="sm">
      <PageHeader title={t('bank.title')} subtitle={mayView ? t('bank.subtitle') : undefined} />
      {mayView ? <Bank /> : <EmptyState illustration="people" title={t('bank.forbidden')} />}
    </Stack>
  );
}

function Bank() {
  const { t } = useTranslation('hiring');
  const [params, setParams] = useSearchParams();
  const text = params.get('text') ?? '';
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const [typed, setTyped] = useState(text);
  const bank = useQuery(candidateBankQuery(text, page));
  const here = `${recruitmentPaths(useActiveWorkspace()).bank}?${params.toString()}`;
  return (
    <>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setParams(typed.trim() ? { text: typed.trim() } : {});
        }}
      >
        <Group align="flex-end" gap="xs" wrap="nowrap" maw={560}>
          <TextInput
            label={t('bank.search')}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            maxLength={200}
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            style={{ flex: 1, minWidth: 0 }}
          />
          <Button type="submit" variant="default">
            {t('bank.searchButton')}
          </Button>
        </Group>
      </form>
      {bank.isPending ? (
        <ListSkeleton label={t('bank.loading')} />
      ) : bank.isError ? (
        <ErrorState message={failureMessage(bank.error)} onRetry={() => bank.refetch()} />
      ) : bank.data.items.length === 0 ? (
        <EmptyState
          illustration="people"
          title={text ? t('bank.empty') : t('bank.emptyAll')}
          description={text ? t('bank.emptyHint') : undefined}
        />
      ) : (
        <>
          <Text size="sm" c="gray.7" aria-live="polite">
            {t('bank.count', { count: bank.data.total })}
          </Text>
          <BankList items={bank.data.items} back={here} />
          <Pager
            page={page}
            total={bank.data.total}
            limit={BANK_PAGE}
            onChange={(next) => setParams(text ? { text, page: String(next) } : { page: String(next) })}
          />
        </>
      )}
    </>
  );
}

function Person({ candidate, back }: { candidate: PipelineCandidate; back: string }) {
  const { t } = useTranslation('hiring');
  const paths = recruitmentPaths(useActiveWorkspace());
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar src={candidate.avatarUrl} alt="" radius="xl" color="brand">
        {initialsOf(candidate.name)}
      </Avatar>
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Anchor
          component={Link}
          to={paths.application(candidate.applicationId)}
          state={backTo(back)}
          fw={600}
          size="sm"
          aria-label={t('card.open', { name: candidate.name })}
          lineClamp={1}
        >
          {candidate.name}
        </Anchor>
        <Text size="xs" c="gray.7" lineClamp={1} style={{ wordBreak: 'break-all' }}>
          {candidate.email}
        </Text>
      </Stack>
    </Group>
  );
}

/** The bank as a table, or as stacked cards at 800 px and below. */
function BankList({ items, back }: { items: PipelineCandidate[]; back: string }) {
  const { t } = useTranslation('hiring');
  const locale = useLocale();
  const paths = recruitmentPaths(useActiveWorkspace());
  const compact = useMediaQuery('(max-width: 50em)', false, { getInitialValueInEffect: false });
  const position = (candidate: PipelineCandidate) => (
    <Anchor component={Link} to={paths.candidates(candidate.positionId)} size="sm">
      {candidate.positionTitle}
    </Anchor>
  );
  const stage = (candidate: PipelineCandidate) => (
    <StatusBadge tone={STAGE_TONES[candidate.stage]} label={t(`stageOf.${candidate.stage}`)} />
  );
  if (compact) {
    return (
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('bank.list')}>
        {items.map((candidate) => (
          <Paper key={candidate.applicationId} withBorder p="sm" radius="md" component="li">
            <Stack gap="xs">
              <Person candidate={candidate} back={back} />
              {position(candidate)}
              <Group gap="xs" justify="space-between">
                {stage(candidate)}
                <Text size="xs" c="gray.7">
                  {formatDate(candidate.updatedAt, locale)}
                </Text>
              </Group>
            </Stack>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm" highlightOnHover aria-label={t('bank.list')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('bank.columns.person')}</Table.Th>
            <Table.Th>{t('bank.columns.position')}</Table.Th>
            <Table.Th>{t('bank.columns.stage')}</Table.Th>
            <Table.Th>{t('bank.columns.updated')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((candidate) => (
            <Table.Tr key={candidate.applicationId}>
              <Table.Td>
                <Person candidate={candidate} back={back} />
              </Table.Td>
              <Table.Td>{position(candidate)}</Table.Td>
              <Table.Td>{stage(candidate)}</Table.Td>
              <Table.Td>
                <Text size="sm">{formatDate(candidate.updatedAt, locale)}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
