import { type Benefit } from '@flexplan/domain/catalogue-types';
import { Alert, Stack, Text, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { type UploadedFile } from '../../../shared/api/upload-file';
import { AreaLoader } from '../../../shared/ui/area-loader';
import { useSaveAnswers } from '../api/checkout-mutations';
import { type CheckoutItem } from '../api/get-checkout-cart';
import { useSavedAnswers, type SavedAnswers } from '../api/get-saved-answers';
import { answerKey } from '@flexplan/domain/contracts/answer-key';
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
 * the product's document when it requires one; opens with what was saved (GET /answers) and saves
 * complete with POST /answers/add.
 */
export function QuestionnaireForm(props: QuestionnaireFormProps) {
  const { t } = useTranslation();
  const saved = useSavedAnswers(props.item.id);
  if (saved.isPending) return <AreaLoader label={t('checkout.questionnaire.loading')} />;
  return (
    <Stack gap="md">
      {/* Unread answers still leave the form usable; the warning says why it opens empty. */}
      {saved.isError && (
        <Alert color="yellow" variant="light" role="alert" data-testid="answers-load-error">
          {t('checkout.questionnaire.loadFailed')}
        </Alert>
      )}
      <QuestionnaireFields {...props} saved={saved.data ?? null} />
    </Stack>
  );
}

function QuestionnaireFields({ item, benefit, saved, onSaved, onCancel }: QuestionnaireFormProps & { saved: SavedAnswers | null }) {
  const { t } = useTranslation();
  const { product } = benefit;
  // The saved answers seed the fields once; a later refetch never overwrites what is being typed.
  const [answers, setAnswers] = useState<Record<string, string>>(() => ({ ...saved?.answers }));
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [document, setDocument] = useState<UploadedFile[]>(() => (saved?.document ? [saved.document] : []));
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
        {/* A document saved before the product stopped requiring one is still shown, and may be removed. */}
        {(product.isDocumentRequired || saved?.document) && (
          <FileUploadField
            name="document"
            label={product.documentName ?? t('checkout.questionnaire.document')}
            folder="documents"
            value={document}
            onChange={setDocument}
            onUploadingChange={setIsUploading}
            required={product.isDocumentRequired}
          />
        )}
        <InfoFormActions canSave={isValid && !isUploading} isSaving={save.isPending} error={save.error} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
