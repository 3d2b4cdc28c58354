import { isLanguage } from '@flexplan/domain/i18n/languages';
import { ActionIcon, Alert, Badge, Button, Group, Modal, Paper, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error';
import { notifyApiError, notifySuccess } from '../../../shared/api/notify-api-error';
import { MenuTileIcon } from '../../../shared/ui/menu-tile-icon';
import { useChangeMenuItems, useCompanyMenuItems, type AdminMenuItem } from '../api/company-menu-items';
import { MenuItemModal } from './menu-item-modal';

/** The company's main-menu tiles: in their order, moved up or down, changed, deleted, and a new one. */
export function MenuItemsList({ languages }: { languages: readonly string[] }) {
  const { t, i18n } = useTranslation();
  const tiles = useCompanyMenuItems();
  const change = useChangeMenuItems();
  const [editing, setEditing] = useState<AdminMenuItem | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminMenuItem | null>(null);
  const items = tiles.data ?? [];

  // The reader's language, else the company's first, else any: the same fallback as the main menu's.
  const nameOf = (item: AdminMenuItem) => {
    const order = [i18n.language, ...languages].filter(isLanguage);
    for (const language of order) if (item.name[language]?.trim()) return item.name[language]!;
    return Object.values(item.name)[0] ?? t(`menu.tiles.${item.icon}`, { defaultValue: t('menu.tiles.default') });
  };
  const handleError = (error: Error) => {
    if (isApiError(error)) notifyApiError(error);
  };
  const handleMove = (index: number, by: -1 | 1) => {
    const ids = items.map((item) => item.id);
    [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
    change.mutate({ action: 'reorder', ids }, { onSuccess: () => notifySuccess(t('companySettings.menu.done.reorder')), onError: handleError });
  };
  const handleDelete = (item: AdminMenuItem) => {
    change.mutate(
      { action: 'delete', id: item.id },
      {
        onSuccess: () => {
          notifySuccess(t('companySettings.menu.done.delete'));
          setDeleting(null);
        },
        onError: handleError,
      },
    );
  };
  const action = (label: string, icon: ReactNode, onClick: () => void, options: { disabled?: boolean; danger?: boolean } = {}) => (
    <Tooltip label={label}>
      <ActionIcon
        variant="subtle"
        color={options.danger ? 'red.9' : undefined}
        aria-label={label}
        onClick={onClick}
        disabled={options.disabled || change.isPending}
      >
        {icon}
      </ActionIcon>
    </Tooltip>
  );

  return (
    <Paper withBorder p="md" radius="md" data-testid="menu-items">
      <Stack gap="sm">
        <Text size="sm">{t('companySettings.menu.help')}</Text>
        {tiles.isError && <Alert color="red">{t('companySettings.loadFailed')}</Alert>}
        <Table.ScrollContainer minWidth={320}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('companySettings.menu.columns.tile')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('companySettings.menu.columns.link')}</Table.Th>
                <Table.Th>{t('companySettings.menu.columns.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item, index) => {
                const name = nameOf(item);
                return (
                  <Table.Tr key={item.id} data-testid="menu-item-row">
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <MenuTileIcon icon={item.icon} size={20} />
                        <Text size="sm">{name}</Text>
                      </Group>
                      {item.hiddenReason && (
                        // The employees' menu leaves this tile out (the domain's menuItemHiddenReason): say so and why.
                        <Stack gap={2} mt={4} data-testid="menu-item-hidden">
                          <Badge color="yellow" variant="light" c="dark.7" tt="none" fw={600} size="sm" style={{ alignSelf: 'flex-start' }}>
                            {t('companySettings.menu.hidden.badge')}
                          </Badge>
                          <Text size="xs" c="dimmed">
                            {t(`companySettings.menu.hidden.reasons.${item.hiddenReason}`)}
                          </Text>
                        </Stack>
                      )}
                    </Table.Td>
                    <Table.Td visibleFrom="sm">
                      <Text size="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
                        {item.link}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        {action(t('companySettings.menu.moveUp', { name }), <IconArrowUp size={18} aria-hidden />, () => handleMove(index, -1), {
                          disabled: index === 0,
                        })}
                        {action(t('companySettings.menu.moveDown', { name }), <IconArrowDown size={18} aria-hidden />, () => handleMove(index, 1), {
                          disabled: index === items.length - 1,
                        })}
                        {action(t('companySettings.menu.edit', { name }), <IconPencil size={18} aria-hidden />, () => setEditing(item))}
                        {action(t('companySettings.menu.delete', { name }), <IconTrash size={18} aria-hidden />, () => setDeleting(item), { danger: true })}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {tiles.isSuccess && items.length === 0 && <Text size="sm">{t('companySettings.menu.empty')}</Text>}
        <Group>
          <Button variant="default" leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing('new')} data-testid="menu-item-add">
            {t('companySettings.menu.add')}
          </Button>
        </Group>
      </Stack>
      <MenuItemModal target={editing} languages={languages} nameOf={nameOf} onClose={() => setEditing(null)} />
      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={deleting ? t('companySettings.menu.delete', { name: nameOf(deleting) }) : ''}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {deleting && (
          <Stack gap="md">
            <Text>{t('companySettings.menu.deleteHelp', { name: nameOf(deleting) })}</Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setDeleting(null)}>
                {t('companySettings.cancel')}
              </Button>
              <Button color="red.9" loading={change.isPending} onClick={() => handleDelete(deleting)} data-testid="menu-item-delete-confirm">
                {t('companySettings.menu.deleteConfirm')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Paper>
  );
}
