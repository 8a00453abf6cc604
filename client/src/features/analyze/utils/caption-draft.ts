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
  return taken;
}

/** How recent a click or touch must be for a lost focus to count as the person's own doing. */
const OWN_ACTION_MS = 500;
let isGuarding = false;

/**
 * While the page is still loading, the caption field can lose the keyboard with nobody touching anything (the
 * page's parts settle in around it), and the next keys then go nowhere. Until the person moves the keyboard
 * themselves (a click, a touch, Tab), a key pressed with nothing focused goes back to the field it left, with its
 * caret: the browser then types the key there.
 */
export function keepKeyboardOnDraftFields(doc: Document = document): void {
  if (isGuarding) return;
  isGuarding = true;
  let lastOwnAction = 0;
  let lost: { field: DraftField; start: number; end: number } | null = null;
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
    },
    true,
  );
  doc.addEventListener(
    "keydown",
    (event) => {
      if (!lost || (doc.activeElement && doc.activeElement !== doc.body)) {
        if (event.key === "Tab") lost = null;
        return;
      }
      const field = doc.querySelector<HTMLTextAreaElement | HTMLInputElement>(
        `form[aria-label="Analyze your content"] [name="${lost.field}"]`,
      );
      if (!field || field.readOnly || field.disabled) return;
      field.focus({ preventScroll: true });
      field.setSelectionRange(lost.start, lost.end);
      lost = null;
    },
    true,
  );
}
