import { useEffect, useRef, useState } from 'react';
import { uploadFile, type TransferProgress, type UploadedFile, type UploadFolder } from './upload-file';

/** An upload on its way: the percent sent and the bytes behind it. */
export interface UploadState {
  percent: number;
  sent: TransferProgress;
}

/**
 * One file uploaded at a time to `folder` with its progress (POST /storage/{folder}). A new file
 * stops the one on its way, and so do `cancel` and leaving the page or dialog.
 */
export function useFileUpload(folder: UploadFolder, onUploadingChange?: (isUploading: boolean) => void) {
  const [upload, setUpload] = useState<UploadState | null>(null);
  const current = useRef<AbortController | null>(null);

  useEffect(() => () => current.current?.abort(), []);

  /** The uploaded file; null when it was stopped; throws the server's refusal (413, 415…). */
  const start = async (file: File): Promise<UploadedFile | null> => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    setUpload({ percent: 0, sent: { loaded: 0, total: file.size } });
    onUploadingChange?.(true);
    try {
      return await uploadFile(folder, file, file.name, {
        onProgress: (percent, sent) => {
          if (current.current === controller) setUpload({ percent, sent });
        },
        signal: controller.signal,
        notifyOnError: false,
      });
    } catch (failure) {
      if (controller.signal.aborted) return null;
      throw failure;
    } finally {
      if (current.current === controller) {
        current.current = null;
        setUpload(null);
        onUploadingChange?.(false);
      }
    }
  };

  /** Stops the upload on its way; `start` then answers null. */
  const cancel = () => current.current?.abort();

  return { progress: upload?.percent ?? null, upload, isUploading: upload !== null, start, cancel };
}
