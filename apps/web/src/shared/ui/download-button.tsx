import { Button, Loader, Progress, Stack, type ButtonProps } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDownload } from '../api/use-download';

interface DownloadButtonProps extends Omit<ButtonProps, 'loading' | 'leftSection' | 'children'> {
  /** The API path of the file, e.g. `/my-contracts/7/pdf`. */
  path: string;
  /** The saved file's name; the server's (Content-Disposition) when not given. */
  filename?: string;
  label: string;
  testId?: string;
}

/**
 * A button that fetches a file the server generates (a contract's PDF) and saves it. While the
 * server prepares it the button says so and takes no second click, yet keeps the focus a keyboard
 * gave it; once the answer states its size, a bar shows how much has arrived.
 */
export function DownloadButton({ path, filename, label, testId, fullWidth, ...buttonProps }: DownloadButtonProps) {
  const { t } = useTranslation();
  const download = useDownload();
  return (
    <Stack gap={6} w={fullWidth ? '100%' : undefined}>
      <Button
        {...buttonProps}
        fullWidth={fullWidth}
        // A long label (Catalan at 375 px) wraps inside its card rather than running past its edge.
        maw="100%"
        styles={{ root: { height: 'auto', minHeight: 'var(--button-height)', paddingBlock: 6 }, label: { whiteSpace: 'normal' } }}
        leftSection={download.isBusy ? <Loader size={16} color="currentColor" aria-hidden /> : <IconDownload size={18} aria-hidden />}
        data-disabled={download.isBusy || undefined}
        aria-disabled={download.isBusy || undefined}
        onClick={() => void download.start(path, filename)}
        data-testid={testId}
        data-state={download.state?.phase ?? 'idle'}
      >
        {download.isBusy ? t('states.download.preparing') : label}
      </Button>
      {download.percent !== null && <Progress value={download.percent} size="sm" aria-label={t('states.download.label')} data-testid="download-progress" />}
    </Stack>
  );
}
