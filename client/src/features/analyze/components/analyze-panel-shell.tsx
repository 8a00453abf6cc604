import { useId, useLayoutEffect, useRef, useState, type SyntheticEvent } from "react";
import { useTranslation } from "react-i18next";
import type { PublicUser } from "@shared/schemas/user";
import { useFormat } from "@/i18n/format";
import { accessLineFor } from "../utils/access-line";
import { focusDraftField, keepKeyboardOnDraftFields, peekCaptionDraft, recordDraftField } from "../utils/caption-draft";
import { AnalyzeFormLayout } from "./analyze-form-layout";
import { AnalyzeSubmit } from "./analyze-submit";
import { CaptionFieldsView } from "./caption-fields-view";
import { UploadArea } from "./upload-area";

const doNothing = () => undefined;

/**
 * The shell's caption and hashtags: plain fields a visitor can type into from the first paint, before any script
 * has run. Everything typed (and which field has the keyboard) is recorded for the working form to take over.
 */
function useDraftFields() {
  const captionRef = useRef<HTMLTextAreaElement>(null);
  const hashtagsRef = useRef<HTMLInputElement>(null);
  const [captionLength, setCaptionLength] = useState(0);
  const record = (event: SyntheticEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    recordDraftField(event.currentTarget);
    if (event.currentTarget.name === "caption") setCaptionLength(event.currentTarget.value.length);
  };
  // Text typed into the painted page before the scripts ran is in the fields already when the page hydrates: it
  // is recorded. A shell mounted anew (its fields new and empty) while a draft waits gets the recorded text back.
  useLayoutEffect(() => {
    keepKeyboardOnDraftFields();
    const carried = peekCaptionDraft();
    const caption = captionRef.current;
    const hashtags = hashtagsRef.current;
    if (carried && caption && hashtags && !caption.value && !hashtags.value) {
      caption.value = carried.values.caption;
      hashtags.value = carried.values.hashtags;
      const focus = carried.focus;
      if (focus) focusDraftField(focus.field === "caption" ? caption : hashtags, focus);
    } else {
      for (const element of [caption, hashtags]) if (element) recordDraftField(element);
    }
    setCaptionLength(caption?.value.length ?? 0);
  }, []);
  const handlers = { onInput: record, onSelect: record, onFocus: record, onBlur: record };
  return {
    caption: { control: { name: "caption", ref: captionRef, ...handlers }, length: captionLength },
    hashtags: { control: { name: "hashtags", ref: hashtagsRef, ...handlers } },
  };
}

/**
 * The analyze form as the landing page paints it first, built from the working form's own parts so that it is
 * the same size: no file input and a disabled Analyze button until the working form (with the form library and
 * the schema, deferred-analyze-panel.tsx) replaces it, a moment after the first paint. Its caption and hashtags
 * already take typing, and hand it over.
 */
export function AnalyzePanelShell({ user, onInteract }: { user: PublicUser | null; onInteract?: () => void }) {
  const { t } = useTranslation("analyze");
  const format = useFormat();
  const ids = { input: useId(), formats: useId(), fileError: useId() };
  const analyzeButtonId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const fields = useDraftFields();
  return (
    <AnalyzeFormLayout
      onSubmit={(event) => event.preventDefault()}
      onInteract={onInteract}
      upload={
        <UploadArea
          inputRef={inputRef}
          ids={ids}
          file={null}
          check={null}
          chosenFile={null}
          isGuest={!user}
          onGuest={doNothing}
          onSelect={doNothing}
          isDormant
        />
      }
      fields={<CaptionFieldsView caption={fields.caption} hashtags={fields.hashtags} />}
      submit={
        <AnalyzeSubmit
          fileBytes={0}
          check={null}
          fileErrorId={ids.fileError}
          analyzeButtonId={analyzeButtonId}
          isDisabled
          isCheckingPayment={false}
          accessLine={accessLineFor(user, t, format)}
        />
      }
    />
  );
}
