import { Button, Menu } from '@mantine/core';
import { IconCheck, IconChevronDown } from '@tabler/icons-react';
import type { WorkspaceSummary } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useModules } from './modules.ts';

/** A company's modules: Training and Development, Recruitment and Selection, Admin Center. On a phone the drawer lists them. */
export function ModuleSwitcher({ workspace }: { workspace: WorkspaceSummary }) {
  const { t } = useTranslation('shell');
  const { modules, active } = useModules(workspace);
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          size="compact-sm"
          visibleFrom="sm"
          aria-label={`${t('modules.label')}: ${t(`modules.${active}`)}`}
          rightSection={<IconChevronDown size={14} aria-hidden="true" />}
          // the module's name gives way before the workspace's (a long one ends in an ellipsis, the menu says it whole)
          maw={240}
          style={{ color: 'inherit' }}
        >
          <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }} title={t(`modules.${active}`)}>
            {t(`modules.${active}`)}
          </span>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {modules.map((module) => (
          <Menu.Item
            key={module.key}
            component={Link}
            to={module.to}
            aria-current={module.key === active ? 'page' : undefined}
            rightSection={module.key === active ? <IconCheck size={14} aria-hidden="true" /> : undefined}
          >
            {t(`modules.${module.key}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
