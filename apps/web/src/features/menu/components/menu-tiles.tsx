import { isLanguage } from '@flexplan/domain';
import { Alert, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SkeletonRegion } from '../../../shared/ui/skeleton-region';
import { useMenuItems, type MenuItem } from '../api/get-menu';
import { MenuTileIcon } from '../../../shared/ui/menu-tile-icon';
import classes from './menu-tiles.module.css';

function MenuTile({ item, position }: { item: MenuItem; position: number }) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const name = item.name[language]?.trim() || t(`menu.tiles.${item.icon}`, { defaultValue: t('menu.tiles.default') });
  const number = String(position).padStart(2, '0');
  const content = (
    <>
      <span className={classes.number} aria-hidden>
        {number}
      </span>
      <span className={classes.icon}>
        <MenuTileIcon icon={item.icon} />
      </span>
      <span className={classes.name}>{name}</span>
    </>
  );
  const isInternal = item.link.startsWith('/');
  return isInternal ? (
    <Link to={item.link} className={classes.tile} data-testid="menu-tile">
      {content}
    </Link>
  ) : (
    <a href={item.link} className={classes.tile} data-testid="menu-tile" target="_blank" rel="noopener noreferrer">
      {content}
    </a>
  );
}

/** Six tiles' shape while the menu loads: number, icon and name, as rows on a phone. */
function MenuTilesSkeleton() {
  const { t } = useTranslation();
  return (
    <SkeletonRegion label={t('menu.loading')} testId="menu-skeleton">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        {[0, 1, 2, 3, 4, 5].map((tile) => (
          <div key={tile} className={`${classes.tile} ${classes.placeholder}`}>
            <Skeleton height={12} width={20} radius="sm" />
            <Skeleton height={32} width={32} radius="sm" />
            <Skeleton height={18} width={tile % 2 ? '50%' : '70%'} radius="sm" className={classes.name} />
          </div>
        ))}
      </SimpleGrid>
    </SkeletonRegion>
  );
}

/** The numbered tiles of the main menu (docs/product/employee-portal.md §2). */
export function MenuTiles() {
  const { t } = useTranslation();
  const menu = useMenuItems();

  if (menu.isPending) return <MenuTilesSkeleton />;
  if (menu.isError) {
    return (
      <Alert color="red" variant="light">
        <Text size="sm">{t('menu.loadFailed')}</Text>
      </Alert>
    );
  }
  if (menu.data.length === 0) return <Text>{t('menu.empty')}</Text>;
  return (
    <nav aria-label={t('menu.navigation')}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {menu.data.map((item, index) => (
          <li key={item.id}>
            <MenuTile item={item} position={index + 1} />
          </li>
        ))}
      </SimpleGrid>
    </nav>
  );
}
