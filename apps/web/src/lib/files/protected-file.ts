import { useEffect, useState } from 'react';
import { apiFileAt } from '../api/files.ts';

/**
 * Files only their readers may fetch (an application's resume and video answer): the API wants the session's
 * bearer token, which a plain <a href> or <video src> cannot send, so the bytes come through the API client as a Blob.
 */
const fetchProtectedFile = async (url: string, signal?: AbortSignal): Promise<Blob> => (await apiFileAt(url, { signal })).blob;

/** An object URL of a protected file for <video src> or a link, revoked when the component leaves or the URL changes. */
export function useProtectedFileUrl(url: string | null | undefined): { src: string | null; failed: boolean } {
  const [state, setState] = useState<{ src: string | null; failed: boolean }>({ src: null, failed: false });
  useEffect(() => {
    if (!url) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    setState({ src: null, failed: false });
    fetchProtectedFile(url, controller.signal)
      .then((blob) => {
        objectUrl = URL.createObjectURL(blob);
        setState({ src: objectUrl, failed: false });
      })
      .catch((error: Error) => {
        if (error.name !== 'AbortError') setState({ src: null, failed: true });
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  return state;
}

/** Opens a protected file (a resume) in a new tab. */
export async function openProtectedFile(url: string): Promise<void> {
  const opened = window.open('', '_blank');
  const blob = await fetchProtectedFile(url);
  const objectUrl = URL.createObjectURL(blob);
  if (opened) opened.location.href = objectUrl;
  else window.location.assign(objectUrl);
  setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
}
