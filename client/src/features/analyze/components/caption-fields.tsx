import { useLayoutEffect } from "react";
import { useWatch } from "react-hook-form";
import { draftFieldElement, focusDraftField, takeCaptionDraft } from "../utils/caption-draft";
import type { CaptionForm } from "../utils/caption-form";
import { CaptionFieldsView } from "./caption-fields-view";

/** Caption and hashtags: optional, Arabic or English, checked by the API's schema. */
export function CaptionFields({ form }: { form: CaptionForm }) {
  const caption = useWatch({ control: form.control, name: "caption" }) ?? "";
  const { errors } = form.formState;
  useShellDraft(form);
  return (
    <CaptionFieldsView
      caption={{ control: form.register("caption"), error: errors.caption?.message, length: caption.length }}
      hashtags={{ control: form.register("hashtags"), error: errors.hashtags?.message }}
    />
  );
}

/**
 * Takes over what was typed into the painted form before this one replaced it, in the same commit as the
 * swap, and gives the keyboard (with its caret) back to the field that had it.
 */
function useShellDraft(form: CaptionForm) {
  useLayoutEffect(() => {
    const draft = takeCaptionDraft();
    if (!draft) return;
    for (const field of ["caption", "hashtags"] as const) {
      const typed = draft.values[field];
      if (typed && !form.getValues(field)) form.setValue(field, typed);
    }
    const focused = draft.focus && draftFieldElement(draft.focus.field);
    if (draft.focus && focused) focusDraftField(focused, draft.focus);
  }, [form]);
}
