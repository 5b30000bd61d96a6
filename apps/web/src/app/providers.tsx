import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { queryClient } from '../lib/api/query-client.ts';
import { DeferredNotifications } from '../lib/ui/deferred-notifications.tsx';
import { ForbiddenModal } from '../lib/ui/forbidden-modal.tsx';
import { ActiveStyleProvider } from '../lib/workspace/active-style.tsx';
import { readableColors, themeFor } from './theme.ts';

function ThemedApp({ style, children }: { style: Parameters<typeof themeFor>[0]; children: ReactNode }) {
  const theme = useMemo(() => themeFor(style), [style]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={readableColors}>
      <DeferredNotifications position="bottom-right" autoClose={3000} />
      <ForbiddenModal />
      {children}
    </MantineProvider>
  );
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ActiveStyleProvider>{(style) => <ThemedApp style={style}>{children}</ThemedApp>}</ActiveStyleProvider>
    </QueryClientProvider>
  );
}
