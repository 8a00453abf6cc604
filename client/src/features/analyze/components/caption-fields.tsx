import { useWatch } from "react-hook-form";
import type { CaptionForm } from "../utils/caption-form";
import { CaptionFieldsView } from "./caption-fields-view";

/** Caption and hashtags: optional, Arabic or English, checked by the API's schema. */
export function CaptionFields({ form }: { form: CaptionForm }) {
  const caption = useWatch({ control: form.control, name: "caption" }) ?? "";
  const { errors } = form.formState;
  return (
    <CaptionFieldsView
      caption={{ control: form.register("caption"), error: errors.caption?.message, length: caption.length }}
      hashtags={{ control: form.register("hashtags"), error: errors.hashtags?.message }}
    />
  );
}
