import { additionalInfoKey, kindergartenInfoSchema } from '@flexplan/domain/catalogue';
import { Checkbox, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadedFile } from '../../../shared/api/upload-file';
import { useSaveAdditionalInfo } from '../api/checkout-mutations';
import type { CheckoutItem } from '../api/get-checkout-cart';
import type { Beneficiary } from '../api/get-checkout-context';
import { emptyCentre, KindergartenCentreFields, type CentreValues } from './kindergarten-centre-fields';
import { FileUploadField } from './file-upload-field';
import { InfoFormActions } from './info-form-actions';

interface KindergartenInfoFormProps {
  item: CheckoutItem;
  family: readonly Beneficiary[];
  onSaved: () => void;
  onCancel: () => void;
}

interface ChildInfo {
  centre: CentreValues;
  invoices: UploadedFile[];
}

function readChild(stored: unknown): ChildInfo {
  const info = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  const centre = Object.fromEntries(Object.keys(emptyCentre).map((key) => [key, typeof info[key] === 'string' ? info[key] : ''])) as CentreValues;
  const invoices = Array.isArray(info['invoices']) ? (info['invoices'] as UploadedFile[]) : [];
  return { centre, invoices };
}

/**
 * Kindergarten info per child (docs/product/benefits-and-simulation.md §3, §5): the centre (code, name and address required;
 * zip, city, province, contact person and phone optional) and an invoice, stored under the
 * child's family id. "Same kindergarten" copies the first child's centre to the others.
 */
export function KindergartenInfoForm({ item, family, onSaved, onCancel }: KindergartenInfoFormProps) {
  const { t } = useTranslation();
  const stored = item.additionalInfo ?? {};
  const children = [...new Set(item.items.map((i) => i.familyId))].sort((a, b) => (a ?? -1) - (b ?? -1));
  const [info, setInfo] = useState<Record<string, ChildInfo>>(() =>
    Object.fromEntries(children.map((id) => [additionalInfoKey(id), readChild(stored[additionalInfoKey(id)])])),
  );
  const [sameKindergarten, setSameKindergarten] = useState(stored['sameKindergarten'] === true);
  const [uploading, setUploading] = useState(0);
  const save = useSaveAdditionalInfo();

  const firstKey = additionalInfoKey(children[0] ?? null);
  const centreOf = (key: string) => (sameKindergarten ? info[firstKey]!.centre : info[key]!.centre);
  const results = children.map((id) => {
    const key = additionalInfoKey(id);
    return { key, parsed: kindergartenInfoSchema.safeParse(centreOf(key)), hasInvoice: info[key]!.invoices.length > 0 };
  });
  const isValid = results.every((r) => r.parsed.success && r.hasInvoice);
  const nameOf = (id: number | null) => family.find((m) => m.id === id)?.fullName ?? '';

  const update = (key: string, change: Partial<ChildInfo>) => setInfo((current) => ({ ...current, [key]: { ...current[key]!, ...change } }));

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isValid) return;
    const next: Record<string, unknown> = { ...stored, sameKindergarten };
    for (const { key, parsed } of results) if (parsed.success) next[key] = { ...parsed.data, invoices: info[key]!.invoices };
    save.mutate({ item, additionalInfo: next }, { onSuccess: onSaved });
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="lg">
        {children.length > 1 && (
          <Checkbox
            name="sameKindergarten"
            label={t('checkout.kindergarten.same', { name: nameOf(children[0] ?? null) })}
            checked={sameKindergarten}
            onChange={(event) => setSameKindergarten(event.currentTarget.checked)}
          />
        )}
        {children.map((id, index) => {
          const key = additionalInfoKey(id);
          const copied = sameKindergarten && index > 0;
          return (
            <Stack
              key={key}
              component="fieldset"
              gap="sm"
              m={0}
              p="md"
              style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }}
              data-testid="child-info"
            >
              <Text component="legend" fw={700} px={4}>
                {t('checkout.kindergarten.child', { name: nameOf(id) })}
              </Text>
              {copied ? (
                <Text size="sm" c="dimmed">
                  {t('checkout.kindergarten.copied', { name: nameOf(children[0] ?? null) })}
                </Text>
              ) : (
                <KindergartenCentreFields value={info[key]!.centre} onChange={(centre) => update(key, { centre })} />
              )}
              <FileUploadField
                name="invoices"
                label={t('checkout.kindergarten.invoice')}
                folder="invoices"
                value={info[key]!.invoices}
                onChange={(invoices) => update(key, { invoices })}
                onUploadingChange={(isUploading) => setUploading((n) => n + (isUploading ? 1 : -1))}
                required
              />
            </Stack>
          );
        })}
        <InfoFormActions canSave={isValid && uploading === 0} isSaving={save.isPending} error={save.error} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
