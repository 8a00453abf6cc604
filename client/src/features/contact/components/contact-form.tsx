import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field, fieldControlProps } from "@/components/ui/field";
import { Input, Textarea } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";
import { contactBodySchema, type ContactBody } from "@shared/schemas/contact";
import { useSendContactMessage } from "../api/send-contact-message";

type ContactField = keyof ContactBody;
type ContactValues = Record<ContactField, string>;
type ContactErrors = Partial<Record<ContactField, string>>;

const FIELDS: ContactField[] = ["name", "email", "company", "subject", "message"];
const emptyValues: ContactValues = { name: "", email: "", company: "", subject: "", message: "" };
const controlId = (field: ContactField) => `contact-${field}`;

function isContactField(value: unknown): value is ContactField {
  return typeof value === "string" && (FIELDS as string[]).includes(value);
}

function focusFirstError(errors: ContactErrors) {
  const first = FIELDS.find((field) => errors[field]);
  if (first) document.getElementById(controlId(first))?.focus();
}

export function ContactForm() {
  const [values, setValues] = useState<ContactValues>(emptyValues);
  const [errors, setErrors] = useState<ContactErrors>({});
  const sendMessage = useSendContactMessage();

  function handleChange(field: ContactField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sendMessage.isPending) return;

    const parsed = contactBodySchema.safeParse(values);
    if (!parsed.success) {
      const nextErrors: ContactErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (isContactField(field) && !nextErrors[field]) nextErrors[field] = issue.message;
      }
      setErrors(nextErrors);
      focusFirstError(nextErrors);
      return;
    }

    setErrors({});
    sendMessage.mutate(parsed.data, {
      onSuccess: () => {
        setValues(emptyValues);
        toast({ title: "Message Sent!", description: "We'll get back to you within 24 hours.", variant: "success" });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fieldErrors) {
          const serverErrors: ContactErrors = {};
          for (const [field, messages] of Object.entries(error.fieldErrors)) {
            if (isContactField(field) && messages[0]) serverErrors[field] = messages[0];
          }
          setErrors(serverErrors);
          focusFirstError(serverErrors);
        }
        toast({
          title: "Message Not Sent",
          description:
            error instanceof ApiError ? error.serverMessage : "We could not reach the server. Please try again.",
          variant: "destructive",
        });
      },
    });
  }

  const isSending = sendMessage.isPending;

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-5" aria-describedby="contact-form-note">
      <p id="contact-form-note" className="text-sm text-slate-600">
        All fields are required unless marked optional.
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={controlId("name")} label="Name" error={errors.name}>
          <Input
            {...fieldControlProps(controlId("name"), errors.name)}
            value={values.name}
            onChange={(event) => handleChange("name", event.target.value)}
            autoComplete="name"
            required
            dir="auto"
          />
        </Field>
        <Field id={controlId("email")} label="Email" error={errors.email}>
          <Input
            {...fieldControlProps(controlId("email"), errors.email)}
            type="email"
            value={values.email}
            onChange={(event) => handleChange("email", event.target.value)}
            autoComplete="email"
            inputMode="email"
            required
            dir="auto"
          />
        </Field>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={controlId("company")} label="Company" optional error={errors.company}>
          <Input
            {...fieldControlProps(controlId("company"), errors.company)}
            value={values.company}
            onChange={(event) => handleChange("company", event.target.value)}
            autoComplete="organization"
            dir="auto"
          />
        </Field>
        <Field id={controlId("subject")} label="Subject" error={errors.subject}>
          <Input
            {...fieldControlProps(controlId("subject"), errors.subject)}
            value={values.subject}
            onChange={(event) => handleChange("subject", event.target.value)}
            required
            dir="auto"
          />
        </Field>
      </div>
      <Field id={controlId("message")} label="Message" error={errors.message}>
        <Textarea
          {...fieldControlProps(controlId("message"), errors.message)}
          rows={6}
          value={values.message}
          onChange={(event) => handleChange("message", event.target.value)}
          required
          dir="auto"
          className="resize-y"
        />
      </Field>
      <Button type="submit" size="lg" disabled={isSending} className="w-full sm:w-auto">
        {isSending ? "Sending..." : "Send Message"}
      </Button>
    </form>
  );
}
