import { useEffect, useRef, useState } from 'react';
import { saveDownload } from './save-download';
import type { TransferProgress } from './upload-file';

/** A download under way: still being prepared by the server, or arriving (with its size when known). */
export type DownloadState = { phase: 'preparing' } | { phase: 'receiving'; received: TransferProgress };

/**
 * One file fetched and saved at a time, with what is happening meanwhile (a PDF the
 * person waits for says so). Leaving the page stops it; a failure has been told already.
 */
export function useDownload() {
  const [state, setState] = useState<DownloadState | null>(null);
  const current = useRef<AbortController | null>(null);

  useEffect(() => () => current.current?.abort(), []);

  const start = async (path: string, filename?: string): Promise<void> => {
    if (current.current) return;
    const controller = new AbortController();
    current.current = controller;
    setState({ phase: 'preparing' });
    try {
      await saveDownload(path, filename, { signal: controller.signal, onProgress: (received) => setState({ phase: 'receiving', received }) });
    } catch {
      // The API client has shown the failure; a download stopped by leaving needs no word.
    } finally {
      current.current = null;
      if (!controller.signal.aborted) setState(null);
    }
  };

  /** 0–100 once the size is known, else null. */
  const percent = state?.phase === 'receiving' && state.received.total ? Math.min(100, Math.round((state.received.loaded / state.received.total) * 100)) : null;

  return { state, isBusy: state !== null, percent, start };
}
