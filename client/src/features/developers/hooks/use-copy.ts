import { useEffect, useState } from "react";

/** How long "Copied" shows before the button reads "Copy" again. */
const COPIED_MS = 2000;

/**
 * Copies text to the clipboard and says so for a moment. Resolves false when the browser refuses (no clipboard
 * permission, an http page): the caller then tells the reader to select the text by hand.
 */
export function useCopy() {
  const [isCopied, setIsCopied] = useState(false);
  useEffect(() => {
    if (!isCopied) return;
    const timer = window.setTimeout(() => setIsCopied(false), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [isCopied]);

  async function copy(text: string): Promise<boolean> {
    try {
      await navigator.clipboard.writeText(text);
      setIsCopied(true);
      return true;
    } catch {
      return false;
    }
  }
  return { copy, isCopied };
}
