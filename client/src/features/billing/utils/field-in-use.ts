// The flash offer opens on its own, a few seconds after load. A dialog takes the keyboard when it opens, so it
// must never open while someone is typing: it waits until no text field has the keyboard.

const TEXT_INPUT_TYPES = new Set(["text", "search", "email", "url", "tel", "password", "number", ""]);

/** Whether the element with the keyboard is something a person types into. */
export function isFieldInUse(doc: Document = document): boolean {
  const active = doc.activeElement;
  if (!active) return false;
  if (active instanceof HTMLTextAreaElement || active instanceof HTMLSelectElement) return true;
  if (active instanceof HTMLInputElement) return TEXT_INPUT_TYPES.has(active.type);
  return active instanceof HTMLElement && active.isContentEditable;
}

/** How long the keyboard must stay off every field before the offer opens: moving between fields is not leaving. */
const SETTLE_MS = 400;

/**
 * Calls `run` now when no field is in use, or else once the person has left the fields (focus is elsewhere for
 * a moment). Returns a function that cancels the wait.
 */
export function whenNoFieldInUse(run: () => void, doc: Document = document): () => void {
  if (!isFieldInUse(doc)) {
    run();
    return () => undefined;
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onFocusChange = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (isFieldInUse(doc)) return;
      stop();
      run();
    }, SETTLE_MS);
  };
  const stop = () => {
    clearTimeout(timer);
    doc.removeEventListener("focusout", onFocusChange);
    doc.removeEventListener("focusin", onFocusChange);
  };
  doc.addEventListener("focusout", onFocusChange);
  doc.addEventListener("focusin", onFocusChange);
  return stop;
}
