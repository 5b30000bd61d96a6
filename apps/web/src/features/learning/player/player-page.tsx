import { Alert, Anchor, Box, Group, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconCircleCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { RuntimeCommit, RuntimeProgress } from '@trilha/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isNotFound } from '../../../lib/api/api-error.ts';
import { failureMessage } from '../../../lib/forms/form-feedback.ts';
import { usePageTitle } from '../../../lib/navigation/use-page-title.ts';
import { PageHeader } from '../../../lib/ui/page-header.tsx';
import { ErrorState } from '../../../lib/ui/page-states.tsx';
import { PageSkeleton } from '../../../lib/ui/skeletons.tsx';
import { useActiveWorkspace } from '../../../lib/workspace/active-workspace.ts';
import { runtimeQuery } from '../api/get-runtime.ts';
import { useSaveRuntime } from '../api/save-runtime.ts';
import { bridgeCallOf, startRuntime } from './scorm-session.ts';

/**
 * A content's SCORM package, played. The package runs in a frame sandboxed without allow-same-origin: an opaque
 * origin that can read neither the app's storage (the session token) nor this window, and whose requests carry no
 * session. A bridge the server puts into its pages answers the package's API and hands every call here by
 * postMessage; scorm-again, on this window, validates them, and each commit goes to the API with the person's session.
 */
export default function PlayerPage() {
  const { contentId = '' } = useParams();
  const { t } = useTranslation('learning');
  const workspace = useActiveWorkspace();
  const runtime = useQuery(runtimeQuery(contentId));
  const save = useSaveRuntime(contentId);
  const frame = useRef<HTMLIFrameElement>(null);
  const [ready, setReady] = useState(false);
  const [progress, setProgress] = useState<RuntimeProgress | null>(null);
  usePageTitle(runtime.data?.title, workspace.name);

  const { mutate } = save;
  const state = runtime.data;
  useEffect(() => {
    if (!state) return;
    let stopped = false;
    let session: Awaited<ReturnType<typeof startRuntime>> | null = null;
    const commit = (data: RuntimeCommit) => mutate(data, { onSuccess: setProgress });
    const onMessage = (event: MessageEvent) => {
      // only the player's own frame speaks for the package
      if (!session || event.source !== frame.current?.contentWindow) return;
      const call = bridgeCallOf(event.data);
      if (call) session.handle(call);
    };
    void startRuntime(state, commit).then((started) => {
      if (stopped) return started.stop();
      session = started;
      window.addEventListener('message', onMessage);
      setReady(true);
    });
    return () => {
      stopped = true;
      session?.stop();
      window.removeEventListener('message', onMessage);
    };
  }, [state, mutate]);

  if (runtime.isPending) return <PageSkeleton />;
  if (runtime.isError)
    return (
      <ErrorState
        message={isNotFound(runtime.error) ? t('player.notFound') : failureMessage(runtime.error)}
        onRetry={isNotFound(runtime.error) ? undefined : () => runtime.refetch()}
      />
    );

  return (
    <Stack gap="md" py="sm">
      <PageHeader
        title={runtime.data.title}
        subtitle={t('player.subtitle')}
        back={
          <Anchor component={Link} to=".." relative="path" size="sm">
            <Group gap={4} component="span">
              <IconArrowLeft size={16} aria-hidden="true" />
              {t('player.back')}
            </Group>
          </Anchor>
        }
      />
      {progress?.verified && (
        <Alert color="teal" icon={<IconCircleCheck aria-hidden="true" />} role="status">
          {progress.score === null ? t('player.verified') : t('player.verifiedScore', { score: progress.score })}
        </Alert>
      )}
      {save.isError && (
        <Alert color="red" role="alert">
          {t('player.saveError')} {failureMessage(save.error)}
        </Alert>
      )}
      {ready ? (
        <Box
          component="iframe"
          ref={frame}
          src={runtime.data.playUrl}
          title={t('player.frameTitle', { title: runtime.data.title })}
          sandbox="allow-scripts allow-forms"
          style={{ width: '100%', height: 'min(75vh, 720px)', border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }}
        />
      ) : (
        <PageSkeleton />
      )}
      <Text size="sm" c="dimmed">
        {t('player.hint')}
      </Text>
    </Stack>
  );
}
