import { Anchor, Avatar, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { pickLocalized } from '../../../shared/i18n/localized-text';
import type { BenefitPlan } from '../lib/benefit-plan';
import { formKindOf } from '../lib/form-kind';
import { BenefitBagInfo } from './benefit-bag-info';
import classes from './benefit-card.module.css';
import { CategoryForm } from './category-form';
import { ContractStatus } from './contract-status';
import { LimitReachedAlert } from './limit-reached-alert';
import { NoMonthsAlert } from './no-months-alert';

/** What replaces the form: nothing left on the bags, or no month left to start in. */
function FormOrAlert({ plan }: { plan: BenefitPlan }) {
  const isHeld = plan.cartItem !== null || (plan.contract !== null && plan.contract.status !== 'cancelled');
  if (!isHeld && formKindOf(plan.benefit) !== 'wizard') {
    if (plan.capacity.allowedMonths.length === 0) return <NoMonthsAlert />;
    if (plan.capacity.capacity <= 0) return <LimitReachedAlert />;
  }
  return <CategoryForm plan={plan} />;
}

/**
 * One benefit of the category (docs/product/benefits-and-simulation.md §2): name and description in the person's language,
 * the provider and its website, the bag it draws on, its status, and the category's form with the
 * cart action bar. Informative benefits show their description and provider link only.
 */
export function BenefitCard({ plan }: { plan: BenefitPlan }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const { benefit } = plan;
  const language = i18n.language;
  const name = pickLocalized(benefit.name, language);
  const description = pickLocalized(benefit.description, language);
  const longDescription = pickLocalized(benefit.longDescription, language);
  const provider = benefit.provider;
  const isInformative = formKindOf(benefit) === 'informative';

  return (
    <Paper component="article" withBorder radius="md" className={classes.card} aria-labelledby={titleId} data-testid="benefit-card">
      <div className={`${classes.layout} ${isInformative ? classes.layoutSingle : ''}`}>
        <Stack gap="sm">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            {provider?.logo ? (
              <img src={provider.logo} alt={t('common.logoAlt', { name: provider.name })} className={classes.providerLogo} />
            ) : (
              <Avatar name={provider?.name ?? name} color="brand" radius="sm" size={48} aria-hidden />
            )}
            <div style={{ minWidth: 0 }}>
              <Title order={2} size="h3" id={titleId}>
                {name}
              </Title>
              {provider && (
                <Text size="sm" c="dimmed">
                  {provider.name}
                </Text>
              )}
            </div>
          </Group>
          {description && <Text>{description}</Text>}
          {longDescription && <Text size="sm">{longDescription}</Text>}
          {provider?.website && (
            <Anchor href={provider.website} target="_blank" rel="noopener noreferrer" size="sm" underline="always">
              <Group gap={4} component="span" wrap="nowrap">
                {t('benefits.card.website', { provider: provider.name })}
                <IconExternalLink size={14} aria-hidden />
              </Group>
              <VisuallyHidden>{` (${t('common.opensInNewTab')})`}</VisuallyHidden>
            </Anchor>
          )}
          {!isInformative && <BenefitBagInfo plan={plan} />}
        </Stack>
        {!isInformative && (
          <Stack gap="md">
            <ContractStatus plan={plan} />
            <FormOrAlert plan={plan} />
          </Stack>
        )}
      </div>
    </Paper>
  );
}
