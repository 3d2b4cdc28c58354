import { isLanguage } from '@flexplan/domain/i18n/languages';
import { MAX_MENU_ITEM_NAME_LENGTH, menuIcons, type MenuIcon, type MenuItemInput } from '@flexplan/domain/company/menu-items-api';
import { Alert, Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error';
import { notifyApiError, notifySuccess } from '../../../shared/api/notify-api-error';
import { MenuTileIcon } from '../../../shared/ui/menu-tile-icon';
import { useChangeMenuItems, type AdminMenuItem } from '../api/company-menu-items';
import { validateMenuItem, type MenuItemErrors } from './menu-item-fields';

interface MenuItemModalProps {
  /** `'new'` to create a tile, a tile to change it, null when closed. */
  target: AdminMenuItem | 'new' | null;
  /** The company's languages: one name field each, the first required. */
  languages: readonly string[];
  /** A name to show in the title: the tile's in the reader's language. */
  nameOf: (item: AdminMenuItem) => string;
  onClose: () => void;
}

const emptyItem: MenuItemInput = { icon: 'info', link: '/', name: {} };

/** Creates or changes a tile: its icon, its link and a name per company language, checked with the domain's schema, then the server's 400 by field. */
export function MenuItemModal({ target, languages, nameOf, onClose }: MenuItemModalProps) {
  const { t } = useTranslation();
  const change = useChangeMenuItems();
  const [item, setItem] = useState<MenuItemInput>(emptyItem);
  const [errors, setErrors] = useState<MenuItemErrors>({});
  const companyLanguages = languages.filter(isLanguage);

  useEffect(() => {
    setItem(target && target !== 'new' ? { icon: target.icon as MenuIcon, link: target.link, name: target.name } : emptyItem);
    setErrors({});
  }, [target]);

  if (!target) return <Modal opened={false} onClose={onClose} />;
  const isNew = target === 'new';
  const errorOf = (field: string, max?: number) => (errors[field] ? t(errors[field], { max }) : undefined);
  const set = (patch: Partial<MenuItemInput>, field: string) => {
    setItem((current) => ({ ...current, ...patch }));
    setErrors((current) => ({ ...current, [field]: '' }));
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateMenuItem(item, companyLanguages);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const request = isNew ? ({ action: 'create', item } as const) : ({ action: 'update', id: target.id, item } as const);
    change.mutate(request, {
      onSuccess: () => {
        notifySuccess(t(`companySettings.menu.done.${request.action}`));
        onClose();
      },
      onError: (error) => {
        if (isApiError(error) && Object.keys(error.fields).length > 0) setErrors(error.fields);
        else if (isApiError(error)) notifyApiError(error);
      },
    });
  };
  // A field the form has no input for (the names as a whole, the body): shown above the buttons.
  const shownFields = new Set(['icon', 'link', ...companyLanguages.map((language) => `name.${language}`)]);
  const otherError = Object.entries(errors).find(([field, key]) => key && !shownFields.has(field));

  return (
    <Modal
      opened
      onClose={onClose}
      title={isNew ? t('companySettings.menu.createTitle') : t('companySettings.menu.editTitle', { name: nameOf(target) })}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={handleSubmit} noValidate data-testid="menu-item-form">
        <Stack gap="md">
          <Select
            label={t('companySettings.menu.icon')}
            data={menuIcons.map((icon) => ({ value: icon, label: t(`menu.tiles.${icon}`) }))}
            value={item.icon}
            onChange={(value) => value && set({ icon: value as MenuIcon }, 'icon')}
            leftSection={<MenuTileIcon icon={item.icon} size={18} />}
            renderOption={({ option }) => (
              <Group gap="xs" wrap="nowrap">
                <MenuTileIcon icon={option.value} size={18} />
                {option.label}
              </Group>
            )}
            allowDeselect={false}
            error={errorOf('icon')}
            required
          />
          <TextInput
            label={t('companySettings.menu.link')}
            description={t('companySettings.menu.linkHelp')}
            value={item.link}
            onChange={(event) => set({ link: event.currentTarget.value }, 'link')}
            error={errorOf('link', 500)}
            required
          />
          {companyLanguages.map((language, index) => (
            <TextInput
              key={language}
              label={t('companySettings.menu.nameIn', { language: t(`companySettings.languages.${language}`) })}
              value={item.name?.[language] ?? ''}
              onChange={(event) => set({ name: { ...item.name, [language]: event.currentTarget.value } }, `name.${language}`)}
              error={errorOf(`name.${language}`, MAX_MENU_ITEM_NAME_LENGTH)}
              maxLength={MAX_MENU_ITEM_NAME_LENGTH + 20}
              required={index === 0}
              data-autofocus={index === 0 || undefined}
            />
          ))}
          {otherError && <Alert color="red">{t(otherError[1])}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('companySettings.cancel')}
            </Button>
            <Button type="submit" loading={change.isPending} data-testid="menu-item-save">
              {t('companySettings.menu.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
