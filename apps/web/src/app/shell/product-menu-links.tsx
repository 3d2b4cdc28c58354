import { type CategoryAlias } from '@flexplan/domain/catalogue-types';
import { Stack, Text } from '@mantine/core';
import {
  IconBabyCarriage, IconBarbell, IconBus, IconCar, IconHeartbeat, IconInfoCircle, IconPigMoney, IconSchool, IconShieldHeart,
  IconStethoscope, IconTicket, IconToolsKitchen2, type Icon,
} from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useUserProducts, type UserProduct } from '../../features/benefits/api/get-user-plan';
import { pickLocalized } from '../../shared/i18n/localized-text';
import classes from './shell.module.css';

const categoryIcons: Record<CategoryAlias, Icon> = {
  'health-insurance': IconStethoscope,
  food: IconToolsKitchen2,
  kindergarten: IconBabyCarriage,
  formation: IconSchool,
  transport: IconBus,
  'life-insurance': IconHeartbeat,
  'life-insurance-axa': IconShieldHeart,
  renting: IconCar,
  'saving-plan': IconPigMoney,
  gym: IconBarbell,
  lottery: IconTicket,
  informative: IconInfoCircle,
};

function ProductGroup({ label, products }: { label: string; products: UserProduct[] }) {
  const { i18n } = useTranslation();
  const labelId = useId();
  if (products.length === 0) return null;
  return (
    <div>
      <Text id={labelId} size="xs" fw={700} tt="uppercase" px="sm" pb={4} c="var(--fp-color-bar-text)" style={{ letterSpacing: '0.04em' }}>
        {label}
      </Text>
      <Stack gap={2} component="ul" aria-labelledby={labelId} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {products.map((product) => {
          const LinkIcon = categoryIcons[product.category.alias] ?? IconInfoCircle;
          return (
            <li key={product.id}>
              <NavLink to={`/products/${product.category.alias}`} className={classes.navLink} data-testid="product-menu-link">
                <LinkIcon size={20} stroke={1.7} aria-hidden />
                <span>{pickLocalized(product.category.name, i18n.language)}</span>
              </NavLink>
            </li>
          );
        })}
      </Stack>
    </div>
  );
}

/**
 * One /products/{category alias} link per active product category the user has, split into
 * tax-advantage products (Exent) and other products (Top) — spec part 1 §2 Shell.
 */
export function ProductMenuLinks() {
  const { t } = useTranslation();
  const { data: products = [] } = useUserProducts();
  return (
    <>
      <ProductGroup label={t('benefits.menu.exent')} products={products.filter((p) => p.PL === 'Exent')} />
      <ProductGroup label={t('benefits.menu.top')} products={products.filter((p) => p.PL === 'Top')} />
    </>
  );
}
