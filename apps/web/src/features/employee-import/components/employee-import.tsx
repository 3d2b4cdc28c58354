import { supportedLanguages, type Language } from '@flexplan/domain/i18n/languages';
import { Alert, Anchor, Button, Checkbox, FileInput, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error';
import { useDownload } from '../../../shared/api/use-download';
import { previewImport, templatePath, useConfirmImport, type ImportPreview } from '../api/import-employees';
import { ImportErrorTable } from './import-error-table';

const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The admin area's employee import: the template in any language, the file uploaded
 * with its progress, its errors by row and column, and a confirm that stays disabled while there
 * are any, since the server imports every row or none.
 */
export default function EmployeeImport() {
  const { t, i18n } = useTranslation();
  const download = useDownload();
  const confirm = useConfirmImport();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [sendWelcome, setSendWelcome] = useState(false);
  const current = (supportedLanguages as readonly string[]).includes(i18n.language) ? (i18n.language as Language) : 'es';

  const handleFile = async (chosen: File | null) => {
    setFile(chosen);
    setPreview(null);
    setUploadError(null);
    confirm.reset();
    if (!chosen) return;
    setProgress(0);
    try {
      setPreview(await previewImport(chosen, setProgress));
    } catch (error) {
      setUploadError(isApiError(error) && error.code ? t(`errors.${error.code}`) : t('errors.INTERNAL'));
    } finally {
      setProgress(null);
    }
  };
  const hasErrors = (preview?.errorCount ?? 0) > 0;
  const confirmError = isApiError(confirm.error) && confirm.error.code ? t(`errors.${confirm.error.code}`) : confirm.error ? t('errors.INTERNAL') : null;

  return (
    <Stack gap="md" data-testid="employee-import">
      <Title order={2}>{t('employeeImport.title')}</Title>
      <Text>{t('employeeImport.intro')}</Text>
      <Stack gap={4}>
        <Text fw={600}>{t('employeeImport.templates')}</Text>
        <Group gap="sm" wrap="wrap">
          {(['xlsx', 'csv'] as const).map((format) =>
            supportedLanguages.map((lang) => (
              <Anchor
                key={`${format}-${lang}`}
                component="button"
                type="button"
                fw={lang === current ? 700 : 400}
                onClick={() => void download.start(templatePath(format, lang), `employees-${lang}.${format}`)}
                data-testid={`import-template-${format}-${lang}`}
              >
                <Group gap={4} wrap="nowrap">
                  <IconDownload size={16} aria-hidden />
                  {t('employeeImport.templateLink', { format: format.toUpperCase(), language: t(`employeeImport.languages.${lang}`) })}
                </Group>
              </Anchor>
            )),
          )}
        </Group>
      </Stack>
      <FileInput
        label={t('employeeImport.file')}
        description={t('employeeImport.fileHint')}
        accept={ACCEPT}
        value={file}
        onChange={(chosen) => void handleFile(chosen)}
        leftSection={<IconUpload size={16} aria-hidden />}
        clearable
        clearButtonProps={{ 'aria-label': t('employeeImport.clear') }}
        disabled={progress !== null || confirm.isPending}
        data-testid="import-file"
      />
      {progress !== null && <Progress value={progress} aria-label={t('employeeImport.uploading')} animated data-testid="import-progress" />}
      {uploadError && (
        <Alert color="red" role="alert" data-testid="import-upload-error">
          {uploadError}
        </Alert>
      )}
      {preview && !confirm.isSuccess && (
        <Stack gap="sm" data-testid="import-preview">
          {preview.ignoredHeaders.length > 0 && (
            <Alert color="yellow" data-testid="import-ignored">
              {t('employeeImport.ignoredHeaders', { headers: preview.ignoredHeaders.join(', ') })}
            </Alert>
          )}
          {preview.exampleRows.length > 0 && (
            <Alert color="blue" data-testid="import-example-rows">
              {t('employeeImport.exampleRows', { count: preview.exampleRows.length, rows: preview.exampleRows.join(', ') })}
            </Alert>
          )}
          <Text data-testid="import-counts">{t('employeeImport.counts', { creates: preview.creates, updates: preview.updates })}</Text>
          {hasErrors ? (
            <>
              <Alert color="red" role="alert">
                {t('employeeImport.hasErrors', { count: preview.errorCount })}
              </Alert>
              <ImportErrorTable preview={preview} />
            </>
          ) : (
            <Alert color="green">{t('employeeImport.noErrors')}</Alert>
          )}
          <Checkbox
            label={t('employeeImport.sendWelcome')}
            checked={sendWelcome}
            onChange={(event) => setSendWelcome(event.currentTarget.checked)}
            data-testid="import-send-welcome"
          />
          <Group>
            <Button
              onClick={() => confirm.mutate({ previewId: preview.previewId, sendWelcome })}
              disabled={hasErrors}
              loading={confirm.isPending}
              data-testid="import-confirm"
            >
              {t('employeeImport.confirm', { count: preview.creates + preview.updates })}
            </Button>
          </Group>
          {confirmError && (
            <Alert color="red" role="alert">
              {confirmError}
            </Alert>
          )}
        </Stack>
      )}
      {confirm.data && (
        <Alert color="green" role="status" data-testid="import-result">
          {t('employeeImport.result', { created: confirm.data.created, updated: confirm.data.updated })}
        </Alert>
      )}
    </Stack>
  );
}
