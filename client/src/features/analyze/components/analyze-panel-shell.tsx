import { useId, useRef } from "react";
import type { PublicUser } from "@shared/schemas/user";
import { accessLineFor } from "../utils/access-line";
import { AnalyzeFormLayout } from "./analyze-form-layout";
import { AnalyzeSubmit } from "./analyze-submit";
import { CaptionFieldsView } from "./caption-fields-view";
import { UploadArea } from "./upload-area";

const doNothing = () => undefined;

/**
 * The analyze form as the landing page paints it first, built from the working form's own parts so that it is
 * the same size: no file input, read-only fields and a disabled Analyze button until the working form (with the
 * form library and the schema, deferred-analyze-panel.tsx) replaces it, a moment after the first paint.
 */
export function AnalyzePanelShell({ user, onInteract }: { user: PublicUser | null; onInteract?: () => void }) {
  const ids = { input: useId(), formats: useId(), fileError: useId() };
  const analyzeButtonId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
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
          previewUrl={null}
          isGuest={!user}
          isBusy={false}
          onGuest={doNothing}
          onSelect={doNothing}
          onRemove={doNothing}
          isDormant
        />
      }
      fields={
        <CaptionFieldsView
          caption={{ control: { name: "caption", readOnly: true }, length: 0 }}
          hashtags={{ control: { name: "hashtags", readOnly: true } }}
        />
      }
      submit={
        <AnalyzeSubmit
          fileBytes={0}
          check={null}
          fileErrorId={ids.fileError}
          analyzeButtonId={analyzeButtonId}
          isDisabled
          isCheckingPayment={false}
          accessLine={accessLineFor(user)}
        />
      }
    />
  );
}
