import { answerKey } from '@flexplan/domain/contracts/answer-key';
import type { Benefit } from '@flexplan/domain/catalogue-types';
import { Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FileUploadField } from './file-upload-field';
import { unansweredKeys, type QuestionnaireDraft } from './questionnaire-draft';

interface QuestionnaireFieldsProps {
  product: Benefit['product'];
  draft: QuestionnaireDraft;
  /** A document was saved before: still shown, and may be removed, though the product no longer requires one. */
  hasSavedDocument: boolean;
  onChange: (draft: QuestionnaireDraft) => void;
  onUploadingChange: (isUploading: boolean) => void;
}

/** One person's questions (each required by its flag) and the product's document when it asks for one: fields only, the draft is the modal's. */
export function QuestionnaireFields({ product, draft, hasSavedDocument, onChange, onUploadingChange }: QuestionnaireFieldsProps) {
  const { t } = useTranslation();
  const unanswered = unansweredKeys(product, draft);
  return (
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
            value={draft.answers[key] ?? ''}
            onChange={(event) => onChange({ ...draft, answers: { ...draft.answers, [key]: event.currentTarget.value }, isDirty: true })}
            onBlur={() => onChange({ ...draft, touched: { ...draft.touched, [key]: true } })}
            error={draft.touched[key] && unanswered.includes(key) ? t('validation.required') : undefined}
          />
        );
      })}
      {(product.isDocumentRequired || hasSavedDocument) && (
        <FileUploadField
          name="document"
          label={product.documentName ?? t('checkout.questionnaire.document')}
          folder="documents"
          value={draft.document}
          onChange={(document) => onChange({ ...draft, document, isDirty: true })}
          onUploadingChange={onUploadingChange}
          required={product.isDocumentRequired}
        />
      )}
    </Stack>
  );
}
