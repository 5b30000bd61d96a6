import { Button, Group, SegmentedControl } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useActiveWorkspace } from '../workspace/active-workspace.ts';
import { DISCOVERY_KINDS, type DiscoveryKind, discoveryPathOf } from './discovery-kinds.ts';

/**
 * Switches discovery between positions, courses and contents; each kind keeps its own filters in its URL. A radio
 * group changes only its choice until the person confirms: arrow keys move the choice without leaving the
 * page, Enter or the "Mostrar ..." button opens it; a click or tap on a kind opens it at once.
 */
export function DiscoverySwitch({ value }: { value: DiscoveryKind }) {
  const { t } = useTranslation();
  const workspace = useActiveWorkspace();
  const navigate = useNavigate();
  const [choice, setChoice] = useState<DiscoveryKind>(value);
  const pointer = useRef(false);
  useEffect(() => setChoice(value), [value]);
  const open = (kind: DiscoveryKind) => {
    if (kind !== value) navigate(discoveryPathOf(workspace, kind));
  };
  return (
    <Group gap="xs" wrap="wrap">
      <SegmentedControl
        aria-label={t('discoveryKinds.label')}
        value={choice}
        onPointerDown={() => {
          pointer.current = true;
        }}
        onKeyDown={(event) => {
          pointer.current = false;
          if (event.key === 'Enter') open(choice);
        }}
        onChange={(next) => {
          const kind = next as DiscoveryKind;
          setChoice(kind);
          if (pointer.current) open(kind);
          pointer.current = false;
        }}
        data={DISCOVERY_KINDS.map((kind) => ({ value: kind, label: t(`discoveryKinds.${kind}`) }))}
      />
      {choice !== value && (
        <Button size="xs" variant="light" onClick={() => open(choice)}>
          {t('discoveryKinds.show', { kind: t(`discoveryKinds.${choice}`) })}
        </Button>
      )}
    </Group>
  );
}
