import { ActionIcon, Anchor, Group } from '@mantine/core';
import { IconHelp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DeferredTooltip } from '../../shared/ui/deferred-tooltip';

/** The help mail link (docs/product/employee-portal.md §2 Shell), when the company has a help address. */
export function HelpLink({ helpEmail, withLabel = false }: { helpEmail: string | null; withLabel?: boolean }) {
  const { t } = useTranslation();
  if (!helpEmail) return null;
  if (withLabel) {
    return (
      <Anchor
        href={`mailto:${helpEmail}`}
        c="var(--fp-color-bar-text)"
        underline="always"
        size="sm"
        aria-label={t('shell.helpWithEmail', { email: helpEmail })}
      >
        <Group gap={6} wrap="nowrap" component="span">
          <IconHelp size={18} aria-hidden />
          {t('shell.help')}
        </Group>
      </Anchor>
    );
  }
  return (
    <DeferredTooltip label={t('shell.help')}>
      <ActionIcon component="a" href={`mailto:${helpEmail}`} variant="subtle" size="lg" aria-label={t('shell.helpWithEmail', { email: helpEmail })}>
        <IconHelp size={20} aria-hidden />
      </ActionIcon>
    </DeferredTooltip>
  );
}
