import { useEffect } from "react";
import { useForm } from "react-hook-form";
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

  function handleValid(body: z.output<typeof contactBodySchema>) {
    if (isSending) return;
    sendMessage.mutate(body, {
      onSuccess: (response) => {
        form.reset(startValues(sender));
        // The server's words: a Pro member is told their message is answered first.
        toast({ title: "Message Sent!", description: response.message, variant: "success" });
      },
      onError: (error) => {
        // Field errors go on their fields; the toast still says the message did not go.
        applyServerFieldErrors(form, error);
        toast({
          title: "Message Not Sent",
          description:
            error instanceof ApiError ? error.serverMessage : "We could not reach the server. Please try again.",
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

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(handleValid)}
      className="space-y-5"
      aria-describedby="contact-form-note"
    >
      <p id="contact-form-note" className="text-sm text-slate-600">
        All fields are required unless marked optional.
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={controlId("name")} label="Name" error={errors.name?.message}>
          <Input {...control("name")} autoComplete="name" required />
        </Field>
        <Field id={controlId("email")} label="Email" error={errors.email?.message}>
          <Input {...control("email")} type="email" autoComplete="email" inputMode="email" required />
        </Field>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={controlId("company")} label="Company" optional error={errors.company?.message}>
          <Input {...control("company")} autoComplete="organization" />
        </Field>
        <Field id={controlId("subject")} label="Subject" error={errors.subject?.message}>
          <Input {...control("subject")} required />
        </Field>
      </div>
      <Field id={controlId("message")} label="Message" error={errors.message?.message}>
        <Textarea {...control("message")} rows={6} required className="resize-y" />
      </Field>
      <Button type="submit" size="lg" disabled={isSending || !hydrated} className="w-full sm:w-auto">
        {isSending ? "Sending..." : "Send Message"}
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
