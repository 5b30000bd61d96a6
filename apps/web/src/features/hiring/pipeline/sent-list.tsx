import { Badge, Group, List, Stack, Text, Title } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { failureMessage } from '../../../lib/forms/form-feedback.ts';
import { toast } from '../../../lib/ui/toast.ts';
import { WithdrawButton } from './withdraw-button.tsx';

export interface SentItem {
  id: string;
  /** what was sent (a date, a salary), on the first line */
  summary: ReactNode;
  /** where it stands: the candidate's answer */
  state: { label: string; color: string };
  /** whether the recruiter may still withdraw it */
  withdrawable: boolean;
  /** the candidate's words about it, under the first line */
  notes?: string | null;
}

interface SentListProps {
  title: string;
  items: SentItem[];
  withdraw: UseMutationResult<unknown, Error, string>;
  /** the withdraw button's words: its label, the question it asks and the toast once done */
  words: { label: string; question: string; done: string };
}

/** What a recruiter already sent the candidate (interview invites, offers), each with its answer and a way to withdraw. */
export function SentList({ title, items, withdraw, words }: SentListProps) {
  if (items.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {title}
      </Title>
      <List spacing="xs" listStyleType="none" p={0}>
        {items.map((item) => (
          <List.Item key={item.id}>
            <Group gap="xs" wrap="wrap">
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {item.summary}
              </Text>
              <Badge variant="light" color={item.state.color}>
                {item.state.label}
              </Badge>
              {item.withdrawable && (
                <WithdrawButton
                  label={words.label}
                  question={words.question}
                  pending={withdraw.isPending && withdraw.variables === item.id}
                  onConfirm={() =>
                    withdraw.mutate(item.id, {
                      onSuccess: () => toast.success(words.done),
                      onError: (error) => toast.error(failureMessage(error)),
                    })
                  }
                />
              )}
            </Group>
            {item.notes && (
              <Text size="sm" c="gray.7" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {item.notes}
              </Text>
            )}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
