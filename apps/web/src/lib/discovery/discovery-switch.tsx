import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useActiveWorkspace } from '../workspace/active-workspace.ts';
import { DISCOVERY_KINDS, type DiscoveryKind, discoveryPathOf } from './discovery-kinds.ts';

/** Switches discovery between positions, courses and contents; each kind keeps its own filters in its URL. */
export function DiscoverySwitch({ value }: { value: DiscoveryKind }) {
  const { t } = useTranslation();
  const workspace = useActiveWorkspace();
  const navigate = useNavigate();
  return (
    <SegmentedControl
      aria-label={t('discoveryKinds.label')}
      value={value}
      onChange={(next) => navigate(discoveryPathOf(workspace, next as DiscoveryKind))}
      data={DISCOVERY_KINDS.map((kind) => ({ value: kind, label: t(`discoveryKinds.${kind}`) }))}
    />
  );
}
