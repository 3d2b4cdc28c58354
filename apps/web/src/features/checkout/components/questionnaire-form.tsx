import { additionalInfoKey, isEmptyInfo } from '@flexplan/domain/catalogue';
import type { Benefit, CategoryAlias } from '@flexplan/domain/catalogue-types';
import { answerKey, perMemberQuestionnaireCategories } from '@flexplan/domain/contracts/answer-key';
import { Alert, Stack, Tabs, Text, Textarea } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../shared/api/notify-api-error';
import type { UploadedFile } from '../../../shared/api/upload-file';
import { FieldsSkeleton } from '../../../shared/ui/fields-skeleton';
import { useSaveAnswers } from '../api/checkout-mutations';
import type { CheckoutItem } from '../api/get-checkout-cart';
import type { Beneficiary } from '../api/get-checkout-context';
import { useSavedAnswers, type AnswersSubject, type SavedAnswers } from '../api/get-saved-answers';
import { FileUploadField } from './file-upload-field';
import { InfoFormActions } from './info-form-actions';

interface QuestionnaireFormProps {
  item: CheckoutItem;
  benefit: Benefit;
  /** The family, to name a health policy's insured people. */
  family: readonly Beneficiary[];
  onSaved: () => void;
  onCancel: () => void;
}

/**
 * The product's answers (spec part 2 §3 Product answers, §5). A health policy's questions concern
 * the insured, so each insured person answers their own, one tab each (issue 13, finding 8); any
 * other product answers once.
 */
export function QuestionnaireForm(props: QuestionnaireFormProps) {
  if (perMemberQuestionnaireCategories.includes(props.item.product as CategoryAlias)) return <PerInsuredQuestionnaire {...props} />;
  return <SubjectQuestionnaire {...props} subject={undefined} />;
}

function PerInsuredQuestionnaire({ item, benefit, family, onSaved, onCancel }: QuestionnaireFormProps) {
  const { t } = useTranslation();
  const insured = [...new Set(item.items.map((i) => i.familyId))].sort((a, b) => (a ?? -1) - (b ?? -1));
  const info = item.additionalInfo ?? {};
  const [done, setDone] = useState(() => new Set(insured.map(additionalInfoKey).filter((key) => !isEmptyInfo(info[key]))));
  const [active, setActive] = useState(() => additionalInfoKey(insured.find((id) => !done.has(additionalInfoKey(id))) ?? insured[0] ?? null));
  const nameOf = (id: number | null) => (id === null ? t('checkout.questionnaire.you') : (family.find((m) => m.id === id)?.fullName ?? ''));

  // Saved for one person: on to the next one still to answer, or done when everyone has.
  const handleSaved = (id: number | null) => {
    const next = new Set(done).add(additionalInfoKey(id));
    setDone(next);
    const pending = insured.find((other) => !next.has(additionalInfoKey(other)));
    if (pending === undefined) {
      onSaved();
      return;
    }
    notifySuccess(t('checkout.questionnaire.savedFor', { name: nameOf(id) }));
    setActive(additionalInfoKey(pending));
  };

  return (
    <Stack gap="md">
      <Text size="sm">{t('checkout.questionnaire.perInsured')}</Text>
      <Tabs value={active} onChange={(value) => value && setActive(value)} keepMounted={false}>
        <Tabs.List>
          {insured.map((id) => {
            const key = additionalInfoKey(id);
            return (
              <Tabs.Tab
                key={key}
                value={key}
                data-testid="insured-tab"
                data-done={done.has(key)}
                rightSection={
                  done.has(key) ? <IconCircleCheck size={16} aria-label={t('checkout.questionnaire.answered')} color="var(--mantine-color-green-8)" /> : null
                }
              >
                {nameOf(id)}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        {insured.map((id) => (
          <Tabs.Panel key={additionalInfoKey(id)} value={additionalInfoKey(id)} pt="md">
            <SubjectQuestionnaire item={item} benefit={benefit} subject={id} onSaved={() => handleSaved(id)} onCancel={onCancel} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}

interface SubjectQuestionnaireProps {
  item: CheckoutItem;
  benefit: Benefit;
  subject: AnswersSubject;
  onSaved: () => void;
  onCancel: () => void;
}

/**
 * One questionnaire: each question required by its flag, the product's document when it requires
 * one; opens with what was saved (GET /answers) and saves complete with POST /answers/add.
 */
function SubjectQuestionnaire(props: SubjectQuestionnaireProps) {
  const { t } = useTranslation();
  const saved = useSavedAnswers(props.item.id, props.subject);
  if (saved.isPending) return <FieldsSkeleton label={t('checkout.questionnaire.loading')} fields={3} />;
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

function QuestionnaireFields({ item, benefit, subject, saved, onSaved, onCancel }: SubjectQuestionnaireProps & { saved: SavedAnswers | null }) {
  const { t } = useTranslation();
  const { product } = benefit;
  // The saved answers seed the fields once; a later refetch never overwrites what is being typed.
  const [answers, setAnswers] = useState<Record<string, string>>(() => ({ ...saved?.answers }));
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [document, setDocument] = useState<UploadedFile[]>(() => (saved?.document ? [saved.document] : []));
  const [isUploading, setIsUploading] = useState(false);
  const save = useSaveAnswers();

  const isAnswered = (key: string) => (answers[key] ?? '').trim() !== '';
  const isValid = product.questions.every((q) => !q.isRequired || isAnswered(answerKey(q.title))) && (!product.isDocumentRequired || document.length > 0);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isValid) return;
    const given = Object.fromEntries(
      Object.entries(answers)
        .map(([key, value]) => [key, value.trim()])
        .filter(([, value]) => value !== ''),
    );
    save.mutate({ contractId: item.id, productId: product.id, familyId: subject, answers: given, document: document[0] }, { onSuccess: onSaved });
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
