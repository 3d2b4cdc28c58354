import { useEffect, useRef, useState } from 'react';
import { uploadFile, type UploadedFile, type UploadFolder } from './upload-file';

/**
 * One file uploaded at a time to `folder` with its progress (POST /storage/{folder}). A new file
 * stops the one on its way, and so does leaving the page or dialog.
 */
export function useFileUpload(folder: UploadFolder, onUploadingChange?: (isUploading: boolean) => void) {
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useRef<AbortController | null>(null);

  useEffect(() => () => upload.current?.abort(), []);

  /** The uploaded file; null when it was stopped; throws the server's refusal (413, 415…). */
  const start = async (file: File): Promise<UploadedFile | null> => {
    upload.current?.abort();
    const controller = new AbortController();
    upload.current = controller;
    setProgress(0);
    onUploadingChange?.(true);
    try {
      return await uploadFile(folder, file, file.name, { onProgress: setProgress, signal: controller.signal, notifyOnError: false });
    } catch (failure) {
      if (controller.signal.aborted) return null;
      throw failure;
    } finally {
      if (upload.current === controller) {
        upload.current = null;
        setProgress(null);
        onUploadingChange?.(false);
      }
    }
  };

  return { progress, isUploading: progress !== null, start };
}
