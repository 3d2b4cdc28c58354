import { Button, Group, TextInput } from '@mantine/core';
import { categoryAliases } from '@flexplan/domain/benefits/category';
import { useTranslation } from 'react-i18next';
import { NativeSelect } from '../../../shared/ui/native-select';
import { useAdminCollectives } from '../api/admin-contract-review';
import type { AdminContractFilters } from '../api/admin-contracts';

interface AdminContractFiltersProps {
  filters: AdminContractFilters;
  /** The filters changed (the others kept), or null to clear them all. */
  onChange: (change: Partial<AdminContractFilters> | null) => void;
}

/** The list's filters: the product's category, a month the contract runs and the collective; each kept in the address. */
export function AdminContractFiltersBar({ filters, onChange }: AdminContractFiltersProps) {
  const { t } = useTranslation();
  const collectives = useAdminCollectives();
  const any = { value: '', label: t('adminContractsReview.filters.any') };
  const hasFilters = filters.category !== undefined || filters.month !== undefined || filters.collectiveId !== undefined;
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" data-testid="admin-filters" role="search" aria-label={t('adminContractsReview.filters.label')}>
      <NativeSelect
        label={t('adminContractsReview.filters.category')}
        data={[any, ...categoryAliases.map((c) => ({ value: c, label: t(`checkout.categories.${c}`, { defaultValue: c }) }))]}
        value={filters.category ?? ''}
        onChange={(event) => onChange({ category: (event.currentTarget.value || undefined) as AdminContractFilters['category'] })}
        data-testid="admin-filter-category"
        w={200}
      />
      <TextInput
        type="month"
        label={t('adminContractsReview.filters.month')}
        value={filters.month ?? ''}
        onChange={(event) => onChange({ month: event.currentTarget.value || undefined })}
        data-testid="admin-filter-month"
        w={180}
      />
      <NativeSelect
        label={t('adminContractsReview.filters.collective')}
        data={[any, ...(collectives.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))]}
        value={filters.collectiveId === undefined ? '' : String(filters.collectiveId)}
        onChange={(event) => onChange({ collectiveId: event.currentTarget.value ? Number(event.currentTarget.value) : undefined })}
        data-testid="admin-filter-collective"
        w={200}
      />
      {hasFilters && (
        <Button variant="subtle" onClick={() => onChange(null)} data-testid="admin-filters-clear">
          {t('adminContractsReview.filters.clear')}
        </Button>
      )}
    </Group>
  );
}
