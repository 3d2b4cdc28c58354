import { type Benefit } from '@flexplan/domain/catalogue-types';
import { Stack, Text, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { type UploadedFile } from '../../../shared/api/upload-file';
import { useSaveAnswers } from '../api/checkout-mutations';
import { type CheckoutItem } from '../api/get-checkout-cart';
import { answerKey } from '../lib/answer-key';
import { FileUploadField } from './file-upload-field';
import { InfoFormActions } from './info-form-actions';

interface QuestionnaireFormProps {
  item: CheckoutItem;
  benefit: Benefit;
  onSaved: () => void;
  onCancel: () => void;
}

/**
 * The product's answers (spec part 2 §3 Product answers, §5): each question required by its flag,
 * the product's document when it requires one; saved complete with POST /answers/add.
 */
export function QuestionnaireForm({ item, benefit, onSaved, onCancel }: QuestionnaireFormProps) {
  const { t } = useTranslation();
  const { product } = benefit;
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [document, setDocument] = useState<UploadedFile[]>([]);
  const [isUploading, setIsUploading] = useState(false);
  const save = useSaveAnswers();

  const isAnswered = (key: string) => (answers[key] ?? '').trim() !== '';
  const isValid =
    product.questions.every((q) => !q.isRequired || isAnswered(answerKey(q.title))) && (!product.isDocumentRequired || document.length > 0);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isValid) return;
    const given = Object.fromEntries(Object.entries(answers).map(([key, value]) => [key, value.trim()]).filter(([, value]) => value !== ''));
    save.mutate({ contractId: item.id, productId: product.id, answers: given, document: document[0] }, { onSuccess: onSaved });
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        {product.questions.length > 0 && (
          <Text size="sm" c="dimmed">
            {t('checkout.questionnaire.intro')}
          </Text>
        )}
        {product.questions.map((question) => {
          const key = answerKey(question.title);
          return (
            <Textarea
              key={key}
              name={key}
              label={question.title}
              required={question.isRequired}
              autosize
              minRows={2}
              maxLength={2000}
              value={answers[key] ?? ''}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setAnswers((current) => ({ ...current, [key]: value }));
              }}
              onBlur={() => setTouched((current) => ({ ...current, [key]: true }))}
              error={touched[key] && question.isRequired && !isAnswered(key) ? t('validation.required') : undefined}
            />
          );
        })}
        {product.isDocumentRequired && (
          <FileUploadField
            name="document"
            label={product.documentName ?? t('checkout.questionnaire.document')}
            folder="documents"
            value={document}
            onChange={setDocument}
            onUploadingChange={setIsUploading}
            required
          />
        )}
        <InfoFormActions canSave={isValid && !isUploading} isSaving={save.isPending} error={save.error} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
