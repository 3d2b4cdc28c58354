import { additionalInfoKey, isEmptyInfo } from '@flexplan/domain/catalogue';
import type { Benefit, CategoryAlias } from '@flexplan/domain/catalogue-types';
import { perMemberQuestionnaireCategories } from '@flexplan/domain/contracts/answer-key';
import { Alert, Stack, Tabs, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useQueries } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../../shared/api/describe-api-error';
import { notifySuccess } from '../../../shared/api/notify-api-error';
import { FieldsSkeleton } from '../../../shared/ui/fields-skeleton';
import { useSaveAnswers } from '../api/checkout-mutations';
import type { CheckoutItem } from '../api/get-checkout-cart';
import type { Beneficiary } from '../api/get-checkout-context';
import { savedAnswersQueryOptions, type AnswersSubject } from '../api/get-saved-answers';
import { InfoFormActions } from './info-form-actions';
import { draftFrom, givenAnswers, isDraftComplete, isDraftUnfinished, touchAll, type QuestionnaireDraft } from './questionnaire-draft';
import { QuestionnaireFields } from './questionnaire-fields';

interface QuestionnaireFormProps {
  item: CheckoutItem;
  benefit: Benefit;
  /** The family, to name a health policy's insured people. */
  family: readonly Beneficiary[];
  onSaved: () => void;
  onCancel: () => void;
}

const keyOf = (subject: AnswersSubject) => (subject === undefined ? 'contract' : additionalInfoKey(subject));

/**
 * The product's answers (docs/product/cart-and-contracts.md §3 Product answers, §5). A health policy's questions concern
 * the insured, so each insured person answers their own, one tab each; any other product answers
 * once. Each tab's answers are kept here while another tab is shown, and "Update" saves every tab
 * that was changed; a tab started and left unfinished says so, and holds the saving back, as an
 * unfinished form does (docs/decisions/041-questionnaire-tabs-save-together.md).
 */
export function QuestionnaireForm({ item, benefit, family, onSaved, onCancel }: QuestionnaireFormProps) {
  const { t } = useTranslation();
  const { product } = benefit;
  const isPerInsured = perMemberQuestionnaireCategories.includes(item.product as CategoryAlias);
  const subjects: AnswersSubject[] = isPerInsured ? [...new Set(item.items.map((i) => i.familyId))].sort((a, b) => (a ?? -1) - (b ?? -1)) : [undefined];
  const saved = useQueries({ queries: subjects.map((subject) => savedAnswersQueryOptions(item.id, subject)) });
  const info = item.additionalInfo ?? {};

  const [drafts, setDrafts] = useState<Record<string, QuestionnaireDraft>>({});
  const [failures, setFailures] = useState<Record<string, unknown>>({});
  const [uploading, setUploading] = useState<Record<string, boolean>>({});
  const [done, setDone] = useState(() => new Set(subjects.map(keyOf).filter((key) => !isEmptyInfo(info[key]))));
  const [active, setActive] = useState(() => keyOf(subjects.find((s) => !done.has(keyOf(s))) ?? subjects[0]));
  const [isSaving, setIsSaving] = useState(false);
  const save = useSaveAnswers();

  const nameOf = (subject: AnswersSubject) => (subject === null ? t('checkout.questionnaire.you') : (family.find((m) => m.id === subject)?.fullName ?? ''));
  const draftOf = (index: number): QuestionnaireDraft => drafts[keyOf(subjects[index])] ?? draftFrom(saved[index]?.data);
  const hasError = (key: string) => isDraftUnfinished(product, drafts[key]) || failures[key] != null;

  // A single questionnaire saves when complete (docs/product/benefits-and-simulation.md §2); several save what was changed,
  // once none is left half answered.
  const changed = isPerInsured ? subjects.filter((subject) => drafts[keyOf(subject)]?.isDirty) : subjects;
  const canSave =
    changed.length > 0 &&
    changed.every((subject) => isDraftComplete(product, draftOf(subjects.indexOf(subject)))) &&
    !Object.values(uploading).some(Boolean) &&
    saved.every((query) => !query.isPending);

  const setDraft = (key: string, draft: QuestionnaireDraft) => {
    setDrafts((current) => ({ ...current, [key]: draft }));
    setFailures((current) => ({ ...current, [key]: undefined }));
  };

  // Leaving a tab half answered: its unanswered questions say so when it is shown again.
  const handleTabChange = (next: string | null) => {
    if (!next) return;
    const left = drafts[active];
    if (left && isDraftUnfinished(product, left)) setDrafts((current) => ({ ...current, [active]: touchAll(product, left) }));
    setActive(next);
  };

  // One after another: each answer updates the same contract's information.
  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSave) return;
    setIsSaving(true);
    const savedNow: AnswersSubject[] = [];
    const failed: Record<string, unknown> = {};
    for (const subject of changed) {
      const draft = draftOf(subjects.indexOf(subject));
      try {
        await save.mutateAsync({ contractId: item.id, productId: product.id, familyId: subject, answers: givenAnswers(draft), document: draft.document[0] });
        savedNow.push(subject);
      } catch (error) {
        failed[keyOf(subject)] = error;
      }
    }
    setIsSaving(false);
    const nextDone = new Set(done);
    for (const subject of savedNow) nextDone.add(keyOf(subject));
    setDone(nextDone);
    setFailures(failed);
    // What was saved now reads from the saved answers (the mutation put them in the cache).
    setDrafts((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !savedNow.some((s) => keyOf(s) === key))));
    const pending = subjects.find((subject) => !nextDone.has(keyOf(subject)));
    if (Object.keys(failed).length === 0 && pending === undefined) {
      onSaved();
      return;
    }
    if (isPerInsured) for (const subject of savedNow) notifySuccess(t('checkout.questionnaire.savedFor', { name: nameOf(subject) }));
    const firstFailed = subjects.find((subject) => failed[keyOf(subject)] != null);
    const next = firstFailed !== undefined ? firstFailed : pending;
    if (next !== undefined) setActive(keyOf(next));
  };

  const panel = (index: number): ReactNode => {
    const subject = subjects[index];
    const key = keyOf(subject);
    const query = saved[index];
    if (!query || query.isPending) return <FieldsSkeleton label={t('checkout.questionnaire.loading')} fields={3} />;
    return (
      <Stack gap="md">
        {/* Unread answers still leave the form usable; the warning says why it opens empty. */}
        {query.isError && (
          <Alert color="yellow" variant="light" role="alert" data-testid="answers-load-error">
            {t('checkout.questionnaire.loadFailed')}
          </Alert>
        )}
        {failures[key] != null && (
          <Alert color="red" variant="light" role="alert" data-testid="info-save-error">
            {describeApiError(failures[key])}
          </Alert>
        )}
        <QuestionnaireFields
          product={product}
          draft={draftOf(index)}
          hasSavedDocument={Boolean(query.data?.document)}
          onChange={(draft) => setDraft(key, draft)}
          onUploadingChange={(isUploading) => setUploading((current) => ({ ...current, [key]: isUploading }))}
        />
      </Stack>
    );
  };

  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate>
      <Stack gap="md">
        {isPerInsured ? (
          <>
            <Text size="sm">{t('checkout.questionnaire.perInsured')}</Text>
            <Tabs value={active} onChange={handleTabChange} keepMounted={false}>
              <Tabs.List>
                {subjects.map((subject) => {
                  const key = keyOf(subject);
                  const isWrong = hasError(key);
                  return (
                    <Tabs.Tab
                      key={key}
                      value={key}
                      data-testid="insured-tab"
                      data-done={done.has(key)}
                      data-error={isWrong}
                      color={isWrong ? 'red' : undefined}
                      rightSection={
                        isWrong ? (
                          <IconAlertCircle size={16} aria-label={t('checkout.questionnaire.unfinished')} color="var(--mantine-color-red-8)" />
                        ) : done.has(key) ? (
                          <IconCircleCheck size={16} aria-label={t('checkout.questionnaire.answered')} color="var(--mantine-color-green-8)" />
                        ) : null
                      }
                    >
                      {nameOf(subject)}
                    </Tabs.Tab>
                  );
                })}
              </Tabs.List>
              {subjects.map((subject, index) => (
                <Tabs.Panel key={keyOf(subject)} value={keyOf(subject)} pt="md">
                  {panel(index)}
                </Tabs.Panel>
              ))}
            </Tabs>
          </>
        ) : (
          panel(0)
        )}
        <InfoFormActions canSave={canSave} isSaving={isSaving} error={null} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
