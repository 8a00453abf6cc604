// The caption and hashtags typed into the analyze form the landing page paints first (the shell), carried over
// to the working form that replaces it a few seconds later. Without this, whatever a visitor typed in those
// seconds vanished with the shell's fields, and the keyboard went with them.

export type DraftField = "caption" | "hashtags";

export type CaptionDraft = {
  values: Record<DraftField, string>;
  /** The field that had the keyboard when the shell went away, with its caret. */
  focus: { field: DraftField; start: number; end: number } | null;
};

let draft: CaptionDraft | null = null;

const isDraftField = (name: string): name is DraftField => name === "caption" || name === "hashtags";

/** Records what one of the shell's fields holds now, and whether it has the keyboard. */
export function recordDraftField(element: HTMLInputElement | HTMLTextAreaElement): void {
  if (!isDraftField(element.name)) return;
  const current = draft ?? { values: { caption: "", hashtags: "" }, focus: null };
  current.values[element.name] = element.value;
  if (element.ownerDocument.activeElement === element) {
    const end = element.value.length;
    current.focus = { field: element.name, start: element.selectionStart ?? end, end: element.selectionEnd ?? end };
  } else if (current.focus?.field === element.name) {
    current.focus = null;
  }
  draft = current;
}

/** The draft as it stands, without taking it (the shell shows it while it waits for the working form). */
export function peekCaptionDraft(): CaptionDraft | null {
  return draft;
}

/** What the shell holds, once: the working form takes it when it replaces the shell. */
export function takeCaptionDraft(): CaptionDraft | null {
  const taken = draft;
  draft = null;
  isShellOnScreen = false;
  return taken;
}

/** The analyze form's caption or hashtags field as it is on the page now (the painted one or the working one). */
export function draftFieldElement(
  field: DraftField,
  doc: Document = document,
): HTMLInputElement | HTMLTextAreaElement | null {
  return doc.querySelector<HTMLTextAreaElement | HTMLInputElement>(`form[data-analyze-form] [name="${field}"]`);
}

/**
 * Gives the keyboard, with its caret, to one of the form's fields now. Not through the form library's setFocus,
 * which focuses a task later: a key typed in that gap went nowhere.
 */
export function focusDraftField(field: HTMLInputElement | HTMLTextAreaElement, caret: { start: number; end: number }) {
  field.focus({ preventScroll: true });
  field.setSelectionRange(caret.start, caret.end);
}

/** How recent a click or touch must be for a lost focus to count as the person's own doing. */
const OWN_ACTION_MS = 500;
let isGuarding = false;
/** Until the working form takes the draft over: the page is still loading around the painted fields. */
let isShellOnScreen = true;

/**
 * While the page is still loading, the caption field can lose the keyboard with nobody touching anything (the
 * page's parts settle in around it), and the next keys then go nowhere. Until the person moves the keyboard
 * themselves (a click, a touch, Tab), a key pressed with nothing focused goes back to the field it left, with its
 * caret: the browser then types the key there. While the painted form is still the one on screen, the field gets the
 * keyboard back at once, without waiting for a key: a keyboard that types without key events (an input method,
 * Arabic on many phones) would otherwise lose what it typed.
 */
export function keepKeyboardOnDraftFields(doc: Document = document): void {
  if (isGuarding) return;
  isGuarding = true;
  let lastOwnAction = 0;
  let lost: { field: DraftField; start: number; end: number } | null = null;
  const giveBack = () => {
    if (!lost || (doc.activeElement && doc.activeElement !== doc.body)) return false;
    const field = draftFieldElement(lost.field, doc);
    if (!field || field.readOnly || field.disabled) return false;
    focusDraftField(field, lost);
    lost = null;
    return true;
  };
  const ownAction = () => {
    lastOwnAction = performance.now();
    lost = null;
  };
  doc.addEventListener("pointerdown", ownAction, true);
  doc.addEventListener("touchstart", ownAction, true);
  doc.addEventListener(
    "focusout",
    (event) => {
      const target = event.target;
      const isField = target instanceof HTMLTextAreaElement || target instanceof HTMLInputElement;
      if (!isField || !isDraftField(target.name) || !target.closest("form")) return;
      const isOwn = event.relatedTarget !== null || performance.now() - lastOwnAction < OWN_ACTION_MS;
      const end = target.value.length;
      lost = isOwn
        ? null
        : { field: target.name, start: target.selectionStart ?? end, end: target.selectionEnd ?? end };
      // A task later: whatever moved the keyboard has finished (a new field mounted in the same commit takes it).
      if (lost && isShellOnScreen) setTimeout(giveBack, 0);
    },
    true,
  );
  doc.addEventListener(
    "keydown",
    (event) => {
      if (!giveBack() && event.key === "Tab") lost = null;
    },
    true,
  );
}
