import { formationInfoSchema, isFormationPaymentFreq, needsInvoiceAlert, type FormationPaymentFreq } from '@flexplan/domain/catalogue';
import { Alert, Group, Radio, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadedFile } from '../../../shared/api/upload-file';
import { useSaveAdditionalInfo } from '../api/checkout-mutations';
import type { CheckoutItem } from '../api/get-checkout-cart';
import { FileUploadField } from './file-upload-field';
import { InfoFormActions } from './info-form-actions';

type TextField = 'centerName' | 'course' | 'phoneContact';
const textFields: TextField[] = ['centerName', 'course', 'phoneContact'];

interface InfoFormProps {
  item: CheckoutItem;
  onSaved: () => void;
  onCancel: () => void;
}

function storedFiles(value: unknown): UploadedFile[] {
  return Array.isArray(value) ? value.filter((f): f is UploadedFile => typeof f?.name === 'string' && typeof f?.originalFilename === 'string') : [];
}

/**
 * Formation info (docs/product/benefits-and-simulation.md §3, §5 Formation): centre, course, contact phone, invoices and the
 * payment frequency, all required. The frequency is the item's (`details.paymentFreq`): changing
 * it here changes the item too; yearly is one payment, so it needs a single month.
 */
export function FormationInfoForm({ item, onSaved, onCancel }: InfoFormProps) {
  const { t } = useTranslation();
  const stored = item.additionalInfo ?? {};
  const [text, setText] = useState<Record<TextField, string>>(() => ({
    centerName: String(stored['centerName'] ?? ''),
    course: String(stored['course'] ?? ''),
    phoneContact: String(stored['phoneContact'] ?? ''),
  }));
  const [invoices, setInvoices] = useState<UploadedFile[]>(() => storedFiles(stored['invoices']));
  const initialFreq = isFormationPaymentFreq(item.details['paymentFreq']) ? item.details['paymentFreq'] : stored['paymentFreq'];
  const [paymentFreq, setPaymentFreq] = useState<FormationPaymentFreq | ''>(isFormationPaymentFreq(initialFreq) ? initialFreq : '');
  const [touched, setTouched] = useState<Partial<Record<TextField, boolean>>>({});
  const [isUploading, setIsUploading] = useState(false);
  const save = useSaveAdditionalInfo();

  const parsed = formationInfoSchema.safeParse({ ...text, invoices, paymentFreq });
  const fieldError = (field: TextField) => {
    if (!touched[field] || parsed.success) return undefined;
    const issue = parsed.error.issues.find((i) => i.path[0] === field);
    return issue ? t(issue.message) : undefined;
  };
  const isMultiMonth = item.items.length > 1;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!parsed.success) return;
    const info = { ...stored, ...parsed.data };
    const changed = { ...item, details: { ...item.details, paymentFreq: parsed.data.paymentFreq } };
    save.mutate({ item: changed, additionalInfo: info }, { onSuccess: onSaved });
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        {textFields.map((field) => (
          <TextInput
            key={field}
            name={field}
            label={t(`checkout.formation.${field}`)}
            required
            value={text[field]}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setText((current) => ({ ...current, [field]: value }));
            }}
            onBlur={() => setTouched((current) => ({ ...current, [field]: true }))}
            error={fieldError(field)}
            type={field === 'phoneContact' ? 'tel' : 'text'}
            autoComplete={field === 'phoneContact' ? 'tel' : 'off'}
          />
        ))}
        <Radio.Group
          name="paymentFreq"
          label={t('checkout.formation.paymentFreq')}
          required
          value={paymentFreq}
          onChange={(value) => isFormationPaymentFreq(value) && setPaymentFreq(value)}
          description={isMultiMonth ? t('checkout.formation.yearlyNeedsOneMonth') : undefined}
        >
          <Group gap="lg" mt={6}>
            <Radio value="yearly" label={t('checkout.formation.yearly')} disabled={isMultiMonth} />
            <Radio value="monthly" label={t('checkout.formation.monthly')} />
          </Group>
        </Radio.Group>
        {needsInvoiceAlert(paymentFreq) && (
          <Alert color="blue" variant="light" data-testid="monthly-invoice-alert">
            {t('checkout.formation.monthlyInvoiceAlert')}
          </Alert>
        )}
        <FileUploadField
          name="invoices"
          label={t('checkout.formation.invoices')}
          folder="invoices"
          value={invoices}
          onChange={setInvoices}
          onUploadingChange={setIsUploading}
          multiple
          required
        />
        <InfoFormActions canSave={parsed.success && !isUploading} isSaving={save.isPending} error={save.error} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
