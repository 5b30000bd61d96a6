import { Button, type ButtonProps, Group, type MantineSpacing } from '@mantine/core';
import { Link, useLocation } from 'react-router';

interface LinkTab {
  key: string;
  to: string;
  label: string;
  active: boolean;
}

interface Props {
  /** the navigation landmark's name */
  label: string;
  tabs: LinkTab[];
  size?: ButtonProps['size'];
  /** how the tabs not shown look */
  inactiveVariant?: 'subtle' | 'default';
  /** keep the tabs on one line (inside a scroll area) */
  nowrap?: boolean;
  /** the space between tabs ('xs' unless told: a phone's row may need less to keep them on one line) */
  gap?: MantineSpacing | number;
}

/** Sibling screens as a row of links, the current one filled and marked aria-current. */
export function LinkTabs({ label, tabs, size, inactiveVariant = 'subtle', nowrap, gap = 'xs' }: Props) {
  // sibling screens share where "Voltar" leads (navigation state such as lib/routing/back-target's)
  const { state } = useLocation();
  return (
    // preventGrowOverflow off: on a narrow screen the tabs wrap to a new line instead of each being cut to a slice
    <Group gap={gap} component="nav" aria-label={label} wrap={nowrap ? 'nowrap' : undefined} preventGrowOverflow={false}>
      {tabs.map((tab) => (
        <Button
          key={tab.key}
          component={Link}
          to={tab.to}
          state={state}
          size={size}
          variant={tab.active ? 'filled' : inactiveVariant}
          aria-current={tab.active ? 'page' : undefined}
        >
          {tab.label}
        </Button>
      ))}
    </Group>
  );
}
