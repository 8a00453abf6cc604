import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "@/components/ui/dialog";
import { Field, fieldControlProps } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";
import { API_KEY_NAME_MAX, type CreateApiKeyResponse } from "@shared/schemas/public-api";
import { useCreateApiKey } from "../hooks/use-api-keys";
import { failureMessage } from "../utils/failure-message";

type CreateApiKeyDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The server's answer, with the secret: the caller shows it once. */
  onCreated: (answer: CreateApiKeyResponse) => void;
};

/** Names and creates a key. */
export function CreateApiKeyDialog({ isOpen, onOpenChange, onCreated }: CreateApiKeyDialogProps) {
  const { t } = useTranslation("developers");
  const id = useId();
  const [name, setName] = useState("");
  const [error, setError] = useState<string | undefined>();
  const create = useCreateApiKey();

  function handleOpenChange(next: boolean) {
    if (create.isPending) return;
    if (!next) {
      setName("");
      setError(undefined);
    }
    onOpenChange(next);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (create.isPending) return;
    const trimmed = name.trim();
    if (!trimmed) return setError(t("create.nameRequired"));
    if (trimmed.length > API_KEY_NAME_MAX) return setError(t("create.nameTooLong", { count: API_KEY_NAME_MAX }));
    setError(undefined);
    create.mutate(
      { name: trimmed },
      {
        onSuccess: (answer) => {
          setName("");
          onOpenChange(false);
          onCreated(answer);
          // This dialog stays mounted: forget the answer here, the one-time dialog shows it.
          create.reset();
        },
        onError: (failure) => {
          const fieldError = failure instanceof ApiError ? failure.fieldErrors?.name?.[0] : undefined;
          if (fieldError) return setError(fieldError);
          toast({
            title: t("create.failedTitle"),
            description: failureMessage(failure, t("create.failed")),
            variant: "destructive",
          });
        },
      },
    );
  }

  const nameId = `${id}-name`;
  return (
    <Dialog open={isOpen} onOpenChange={handleOpenChange}>
      {isOpen ? (
        <DialogContent title={t("create.title")} description={t("create.description")}>
          <form onSubmit={handleSubmit} noValidate aria-label={t("create.title")}>
            <Field
              id={nameId}
              label={t("create.name")}
              hint={t("create.nameHint", { max: API_KEY_NAME_MAX })}
              error={error}
            >
              <Input
                {...fieldControlProps(nameId, error, t("create.nameHint", { max: API_KEY_NAME_MAX }))}
                value={name}
                maxLength={API_KEY_NAME_MAX}
                autoComplete="off"
                dir="auto"
                onChange={(event) => setName(event.target.value)}
              />
            </Field>
            <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <DialogClose asChild>
                <Button variant="secondary" disabled={create.isPending}>
                  {t("create.cancel")}
                </Button>
              </DialogClose>
              <Button type="submit" aria-disabled={create.isPending || undefined}>
                {create.isPending ? t("create.creating") : t("create.submit")}
              </Button>
            </div>
          </form>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
