import { Button, FileInput, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../../shared/api/describe-api-error';
import { notifySuccess } from '../../../shared/api/notify-api-error';
import { useFileEmployeeDocument } from '../api/file-employee-document';

interface EmployeeDocumentUploadProps {
  employeeId: number;
  employee: string;
}

/** A PDF the administrator files for the employee: it shows in their documents as the administrator's ("Admin"). */
export function EmployeeDocumentUpload({ employeeId, employee }: EmployeeDocumentUploadProps) {
  const { t } = useTranslation();
  const upload = useFileEmployeeDocument();
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const handleFile = (chosen: File | null) => {
    setFile(chosen);
    setFailure(null);
    if (chosen && name.trim() === '') setName(chosen.name.replace(/\.[^.]*$/, ''));
  };
  const handleSubmit = () => {
    if (!file || name.trim() === '') return;
    setFailure(null);
    upload.mutate(
      { employeeId, file, name: name.trim() },
      {
        onSuccess: () => {
          notifySuccess(t('adminContractsReview.upload.done', { employee }));
          setFile(null);
          setName('');
        },
        onError: (error) => setFailure(describeApiError(error)),
      },
    );
  };
  return (
    <Stack gap="sm" data-testid="employee-document-upload">
      <Text size="sm" c="dimmed">
        {t('adminContractsReview.upload.description', { employee })}
      </Text>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <FileInput
          label={t('adminContractsReview.upload.file')}
          accept="application/pdf"
          value={file}
          onChange={handleFile}
          clearable
          w={260}
          data-testid="employee-document-file"
        />
        <TextInput
          label={t('adminContractsReview.upload.name')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          maxLength={200}
          w={240}
          data-testid="employee-document-name"
        />
        <Button
          leftSection={<IconUpload size={16} aria-hidden />}
          onClick={handleSubmit}
          disabled={!file || name.trim() === ''}
          loading={upload.isPending}
          data-testid="employee-document-submit"
        >
          {t('adminContractsReview.upload.submit')}
        </Button>
      </Group>
      {failure && (
        <Text size="sm" c="red.9" role="alert">
          {failure}
        </Text>
      )}
    </Stack>
  );
}
