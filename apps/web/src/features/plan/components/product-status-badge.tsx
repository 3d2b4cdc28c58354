import type { HomeProductStatus } from '@flexplan/domain/home/aggregate-status';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The home status labels (docs/product/employee-portal.md §2 Home), each with a colour of its own. */
const statusLabels: Record<HomeProductStatus, { key: string; color: string }> = {
  'missing-document': { key: 'plan.status.missingDocument', color: 'red' },
  'pending-cart': { key: 'plan.status.pendingCart', color: 'orange' },
  'pending-signature': { key: 'plan.status.pendingSignature', color: 'yellow' },
  'pending-review': { key: 'plan.status.pendingReview', color: 'blue' },
  cancelled: { key: 'plan.status.cancelled', color: 'gray' },
  contracted: { key: 'plan.status.contracted', color: 'teal' },
  'non-simulated': { key: 'plan.status.nonSimulated', color: 'gray' },
};

/** A tinted badge with dark text: readable (WCAG AA) whatever the colour. */
export function ProductStatusBadge({ status }: { status: HomeProductStatus }) {
  const { t } = useTranslation();
  const label = statusLabels[status];
  return (
    <Badge
      variant={status === 'non-simulated' ? 'outline' : 'light'}
      color={label.color}
      c="dark.7"
      tt="none"
      fw={600}
      data-testid="product-status"
      data-status={status}
    >
      {t(label.key)}
    </Badge>
  );
}
