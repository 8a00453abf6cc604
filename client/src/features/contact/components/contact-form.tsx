import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import type { contactBodySchema } from "@shared/schemas/contact";
import { Button } from "@/components/ui/button";
import { Field, fieldControlProps } from "@/components/ui/field";
import { Input, Textarea } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";
import { applyServerFieldErrors } from "@/lib/forms";
import { lazyZodResolver } from "@/lib/lazy-resolver";
import { useHydrated } from "@/lib/use-hydrated";
import { useSendContactMessage } from "../api/send-contact-message";

type ContactValues = z.input<typeof contactBodySchema>;
type ContactField = keyof ContactValues;

// The schema comes with the first submit, not with the page (docs/decisions/010-lean-first-page.md).
const contactResolver = lazyZodResolver<ContactValues, z.output<typeof contactBodySchema>>(() =>
  import("@shared/schemas/contact").then((module) => module.contactBodySchema),
);

const emptyValues: Required<ContactValues> = { name: "", email: "", company: "", subject: "", message: "" };
const controlId = (field: ContactField) => `contact-${field}`;

/** Who is writing, when a member is signed in: their name and e-mail start filled in. */
export type ContactSender = { name: string; email: string };

/** The values the form starts from (and returns to after a message is sent). */
function startValues(sender: ContactSender | null): Required<ContactValues> {
  return sender ? { ...emptyValues, name: sender.name, email: sender.email } : emptyValues;
}

export function ContactForm({ sender = null }: { sender?: ContactSender | null }) {
  const form = useForm<ContactValues, unknown, z.output<typeof contactBodySchema>>({
    resolver: contactResolver,
    defaultValues: startValues(sender),
  });
  usePrefill(form, sender);
  const { errors } = form.formState;
  const sendMessage = useSendContactMessage();
  const isSending = sendMessage.isPending;
  const hydrated = useHydrated();
  const { t } = useTranslation("contact");

  function handleValid(body: z.output<typeof contactBodySchema>) {
    if (isSending) return;
    sendMessage.mutate(body, {
      onSuccess: (response) => {
        form.reset(startValues(sender));
        // The server's words: a Pro member is told their message is answered first.
        toast({ title: t("form.sent"), description: response.message, variant: "success" });
      },
      onError: (error) => {
        // Field errors go on their fields; the toast still says the message did not go.
        applyServerFieldErrors(form, error);
        toast({
          title: t("form.notSent"),
          description: error instanceof ApiError ? error.serverMessage : t("form.unreachable"),
          variant: "destructive",
        });
      },
    });
  }

  const control = (field: ContactField) => ({
    ...fieldControlProps(controlId(field), errors[field]?.message),
    ...form.register(field),
    dir: "auto" as const,
  });
  const controls = {
    name: control("name"),
    email: control("email"),
    company: control("company"),
    subject: control("subject"),
    message: control("message"),
  };

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(handleValid)}
      className="space-y-5"
      aria-describedby="contact-form-note"
    >
      <p id="contact-form-note" className="text-sm text-slate-600">
        {t("form.note")}
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={controlId("name")} label={t("form.name")} error={errors.name?.message}>
          <Input {...controls.name} autoComplete="name" required />
        </Field>
        <Field id={controlId("email")} label={t("form.email")} error={errors.email?.message}>
          <Input {...controls.email} type="email" autoComplete="email" inputMode="email" required />
        </Field>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={controlId("company")} label={t("form.company")} optional error={errors.company?.message}>
          <Input {...controls.company} autoComplete="organization" />
        </Field>
        <Field id={controlId("subject")} label={t("form.subject")} error={errors.subject?.message}>
          <Input {...controls.subject} required />
        </Field>
      </div>
      <Field id={controlId("message")} label={t("form.message")} error={errors.message?.message}>
        <Textarea {...controls.message} rows={6} required className="resize-y" />
      </Field>
      <Button type="submit" size="lg" disabled={isSending || !hydrated} className="w-full sm:w-auto">
        {isSending ? t("form.sending") : t("form.send")}
      </Button>
    </form>
  );
}

/**
 * The signed-in member is often known only after the form is on screen (the session is asked for after the page
 * loads): fill name and e-mail then, but only where the person has not typed anything yet.
 */
function usePrefill(
  form: ReturnType<typeof useForm<ContactValues, unknown, z.output<typeof contactBodySchema>>>,
  sender: ContactSender | null,
) {
  const name = sender?.name ?? "";
  const email = sender?.email ?? "";
  useEffect(() => {
    for (const [field, value] of [
      ["name", name],
      ["email", email],
    ] as const) {
      if (value && !form.getFieldState(field).isDirty && !form.getValues(field)) form.setValue(field, value);
    }
  }, [form, name, email]);
}
