import { EmptyStateLayout, type EmptyStateLayoutProps } from './empty-state-layout.tsx';
import { Illustration, type IllustrationName } from './illustrations.tsx';

export interface EmptyStateProps extends EmptyStateLayoutProps {
  /** the drawing above the title; pick the one that names what is missing */
  illustration?: IllustrationName;
}

/** What a screen or section shows when it has nothing yet: a drawing, what is missing, and what to do next. */
export function EmptyState({ illustration = 'contents', compact = false, ...props }: EmptyStateProps) {
  return <EmptyStateLayout {...props} compact={compact} drawing={<Illustration name={illustration} width={compact ? 120 : 160} />} />;
}
