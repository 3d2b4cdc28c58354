import { MAX_LEGAL_TEXT_LENGTH } from '@flexplan/domain/company/company-legal-texts-api';
import { Anchor, Badge, Button, FileButton, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error';
import { notifyApiError, notifySuccess } from '../../../shared/api/notify-api-error';
import { PolicyText } from '../../../shared/ui/policy-text';
import { useChangeLegalText, type LegalText } from '../api/company-legal-texts';

const sourceColors = { text: 'teal', pdf: 'blue', generic: 'gray' } as const;

/**
 * One legal document in one language: what the portal shows now (own text, own PDF or the generic
 * text), the text to write with its preview as the portal reads it, a PDF to upload instead, and the
 * way back to the generic text.
 */
export function LegalTextEditor({ text }: { text: LegalText }) {
  const { t, i18n } = useTranslation();
  const change = useChangeLegalText();
  const [body, setBody] = useState(text.body ?? '');
  const [error, setError] = useState('');
  const params = { document: text.document, language: text.language };
  const testId = `legal-text-${text.document}-${text.language}`;

  const handleFailure = (failure: unknown) => {
    if (isApiError(failure) && Object.keys(failure.fields).length > 0) setError(Object.values(failure.fields)[0] ?? '');
    else if (isApiError(failure)) notifyApiError(failure);
  };
  const handleSave = () => {
    setError('');
    change.mutate({ action: 'write', params, body }, { onSuccess: () => notifySuccess(t('adminLegalTexts.saved')), onError: handleFailure });
  };
  const handleUpload = (file: File | null) => {
    if (!file) return;
    setError('');
    change.mutate({ action: 'upload', params, file }, { onSuccess: () => notifySuccess(t('adminLegalTexts.uploaded')), onError: handleFailure });
  };
  const handleUseGeneric = () => {
    setBody('');
    change.mutate({ action: 'useGeneric', params }, { onSuccess: () => notifySuccess(t('adminLegalTexts.usedGeneric')), onError: handleFailure });
  };

  return (
    <Stack gap="sm" data-testid={testId}>
      <Group gap="sm" wrap="wrap">
        <Badge color={sourceColors[text.source]} variant="light" c="dark.7" tt="none" fw={600} data-testid={`${testId}-source`}>
          {t(`adminLegalTexts.source.${text.source}`)}
        </Badge>
        {text.fileName && <Text size="sm">{text.fileName}</Text>}
        {text.updatedAt && (
          <Text size="sm" c="dimmed">
            {t('adminLegalTexts.since', { date: new Date(text.updatedAt).toLocaleDateString(i18n.language, { timeZone: 'Europe/Madrid' }) })}
          </Text>
        )}
        <Anchor href={text.url} target="_blank" rel="noopener noreferrer" size="sm" underline="always">
          {t('adminLegalTexts.openPortal')}
        </Anchor>
      </Group>
      <Textarea
        label={t('adminLegalTexts.body')}
        description={t('adminLegalTexts.bodyHint')}
        autosize
        minRows={4}
        maxRows={14}
        maxLength={MAX_LEGAL_TEXT_LENGTH}
        value={body}
        onChange={(event) => {
          setBody(event.currentTarget.value);
          setError('');
        }}
        error={error ? t(error, { max: MAX_LEGAL_TEXT_LENGTH }) : undefined}
        data-testid={`${testId}-body`}
      />
      <Group gap="sm" wrap="wrap">
        <Button onClick={handleSave} loading={change.isPending && change.variables?.action === 'write'} data-testid={`${testId}-save`}>
          {t('adminLegalTexts.save')}
        </Button>
        <FileButton onChange={handleUpload} accept="application/pdf">
          {(props) => (
            <Button {...props} variant="default" loading={change.isPending && change.variables?.action === 'upload'} data-testid={`${testId}-upload`}>
              {t('adminLegalTexts.uploadPdf')}
            </Button>
          )}
        </FileButton>
        <Button variant="default" onClick={handleUseGeneric} disabled={text.source === 'generic'} data-testid={`${testId}-generic`}>
          {t('adminLegalTexts.useGeneric')}
        </Button>
      </Group>
      {body.trim() && (
        <Paper withBorder radius="md" p="md" data-testid={`${testId}-preview`}>
          <Title order={4} size="h6" mb="xs" c="dimmed">
            {t('adminLegalTexts.preview')}
          </Title>
          <PolicyText text={body} headingOrder={5} size="sm" />
        </Paper>
      )}
    </Stack>
  );
}
