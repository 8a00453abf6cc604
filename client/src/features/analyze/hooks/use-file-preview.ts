import { useEffect, useMemo } from "react";

// Revocations wait a tick: StrictMode's rehearsal unmount-and-remount in development must not revoke the
// URL that the remounted component still shows.
const pendingRevocations = new Map<string, ReturnType<typeof setTimeout>>();

/** An object URL for the chosen file, revoked when the file changes or the component unmounts. */
export function useFilePreview(file: File | null): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);

  useEffect(() => {
    if (!url) return;
    clearTimeout(pendingRevocations.get(url));
    pendingRevocations.delete(url);
    return () => {
      pendingRevocations.set(
        url,
        setTimeout(() => {
          pendingRevocations.delete(url);
          URL.revokeObjectURL(url);
        }, 0),
      );
    };
  }, [url]);

  return url;
}
