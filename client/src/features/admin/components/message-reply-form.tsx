import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { AdminMessageRow } from "@shared/schemas/admin-lists";
import { adminMessageReplyBodySchema, type AdminMessageReplyBody } from "@shared/schemas/admin-records";
import { Button } from "@/components/ui/button";
import { Field, fieldControlProps } from "@/components/ui/field";
import { Textarea } from "@/components/ui/input";
import { applyServerFieldErrors } from "@/lib/forms";
import { replyToMessage } from "../api/messages";
import { useAdminMutation } from "../hooks/use-admin-mutation";

type MessageReplyFormProps = {
  message: AdminMessageRow;
  onReplied: (message: AdminMessageRow) => void;
};

/** Reply by e-mail through the mailer; the server marks the message read and sets repliedAt. */
export function MessageReplyForm({ message, onReplied }: MessageReplyFormProps) {
  const { t } = useTranslation("admin");
  const id = useId();
  const form = useForm<AdminMessageReplyBody>({
    resolver: zodResolver(adminMessageReplyBodySchema),
    defaultValues: { body: "" },
  });
  const error = form.formState.errors.body?.message;
  const reply = useAdminMutation({
    mutationFn: replyToMessage,
    successToast: {
      title: t("message.replySentTitle"),
      description: t("message.replySentDescription", { email: message.email }),
    },
    errorTitle: t("message.replyFailed"),
    onSuccess: (result) => {
      form.reset({ body: "" });
      onReplied(result.message);
    },
    onError: (failure) => {
      applyServerFieldErrors(form, failure); // and the toast still says what the server said
    },
  });
  const replyId = `${id}-reply`;
  const body = form.register("body");

  return (
    <form
      noValidate
      className="space-y-3"
      onSubmit={form.handleSubmit((body) => reply.mutate({ id: message.id, body }))}
    >
      <Field id={replyId} label={t("message.replyTo", { email: message.email })} error={error}>
        <Textarea
          {...fieldControlProps(replyId, error)}
          {...body}
          rows={5}
          dir="auto"
          maxLength={5_000}
          className="resize-y"
        />
      </Field>
      <div className="flex justify-end">
        <Button type="submit" disabled={reply.isPending}>
          {reply.isPending ? t("message.sending") : t("message.send")}
        </Button>
      </div>
    </form>
  );
}
