import { formatMoney } from '@flexplan/domain';
import { canUseUserBag, type BagSummary } from '@flexplan/domain/catalogue';
import { Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BenefitPlan } from '../lib/benefit-plan';
import classes from './benefit-card.module.css';

function BagFigure({ label, summary, testId }: { label: string; summary: BagSummary; testId: string }) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" fw={600}>
          {label}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {t('benefits.bag.available')}{' '}
          <Text span fw={700} data-testid={testId}>
            {formatMoney(summary.available, i18n.language)}
          </Text>
        </Text>
      </Group>
      <Progress value={Math.min(100, summary.percentSpent)} size="sm" aria-label={t('benefits.bag.percentSpent', { percent: summary.percentSpent })} />
      <Text size="xs" c="dimmed" data-testid={`${testId}-percent`}>
        {t('benefits.bag.spentOf', {
          percent: summary.percentSpent,
          total: formatMoney(summary.total, i18n.language),
        })}
      </Text>
    </Stack>
  );
}

/**
 * The bag a benefit draws on (docs/product/benefits-and-simulation.md §2 "bag information"): the flexible bag for Exent
 * products, the top bag for Top, with what is left and the percent spent (GET /bags); and the
 * user bag when this benefit may use it. A person without a top bag sees no Top bag: the salary
 * that limits the Top line then is not a bag (docs/decisions/061-no-top-bag-is-no-bag.md).
 */
export function BenefitBagInfo({ plan }: { plan: BenefitPlan }) {
  const { t } = useTranslation();
  const isExent = plan.benefit.product.line === 'Exent';
  const line = isExent ? plan.overview.flexible : plan.overview.top;
  const hasLineBag = isExent || plan.overview.top.isShown;
  const hasUserBag = plan.overview.user.total > 0 && canUseUserBag(plan.bags, plan.benefit);
  if (!hasLineBag && !hasUserBag) return null;
  return (
    <section className={classes.bags} aria-label={t('benefits.bag.label')}>
      <Stack gap="sm">
        {hasLineBag && <BagFigure label={isExent ? t('benefits.bag.flexible') : t('benefits.bag.top')} summary={line} testId="bag-available" />}
        {hasUserBag && <BagFigure label={t('benefits.bag.user')} summary={plan.overview.user} testId="user-bag-available" />}
      </Stack>
    </section>
  );
}
