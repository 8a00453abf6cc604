import { useId, useState, type FormEvent } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { Field, fieldControlProps } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";
import type { ApiKey } from "@shared/schemas/public-api";
import { useSetWebhook } from "../hooks/use-webhook";
import { failureMessage } from "../utils/failure-message";
import { WebhookDeliveries } from "./webhook-deliveries";

type WebhookDialogProps = {
  /** The key whose webhook is shown; null keeps the dialog closed. */
  apiKey: ApiKey | null;
  onOpenChange: (isOpen: boolean) => void;
  /** A new URL's signing secret, which the server sends once: the caller shows it. */
  onSecret: (secret: string) => void;
};

function WebhookForm({
  apiKey,
  onDone,
  onSecret,
}: {
  apiKey: ApiKey;
  onDone: () => void;
  onSecret: (secret: string) => void;
}) {
  const { t } = useTranslation("developers");
  const id = useId();
  const [url, setUrl] = useState(apiKey.webhookUrl ?? "");
  const [error, setError] = useState<string | undefined>();
  const save = useSetWebhook(apiKey.id);

  function submit(next: string | null) {
    if (save.isPending) return;
    save.mutate(next, {
      onSuccess: (answer) => {
        if (answer.webhookSecret) {
          onDone();
          onSecret(answer.webhookSecret);
        } else {
          toast({ title: next ? t("webhook.saved") : t("webhook.removed"), variant: "success" });
          if (!next) setUrl("");
        }
      },
      onError: (failure) => {
        const fieldError = failure instanceof ApiError ? failure.fieldErrors?.url?.[0] : undefined;
        if (fieldError) return setError(fieldError);
        toast({
          title: t("webhook.failedTitle"),
          description: failureMessage(failure, t("webhook.failed")),
          variant: "destructive",
        });
      },
    });
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = url.trim();
    let isHttpAddress = false;
    try {
      isHttpAddress = ["https:", "http:"].includes(new URL(trimmed).protocol);
    } catch {
      isHttpAddress = false;
    }
    // The server decides what it accepts (https, no private address outside test mode) and says why it refuses.
    if (!isHttpAddress) return setError(t("webhook.invalidUrl"));
    setError(undefined);
    submit(trimmed);
  }

  const urlId = `${id}-url`;
  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t("webhook.formLabel")}>
      <Field id={urlId} label={t("webhook.url")} hint={t("webhook.urlHint")} error={error}>
        <Input
          {...fieldControlProps(urlId, error, t("webhook.urlHint"))}
          type="url"
          inputMode="url"
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
          placeholder={t("webhook.urlPlaceholder")}
          value={url}
          onChange={(event) => setUrl(event.target.value)}
        />
      </Field>
      <div className="mt-4 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {apiKey.webhookUrl ? (
          <Button
            variant="destructive-outline"
            onClick={() => submit(null)}
            aria-disabled={save.isPending || undefined}
          >
            {t("webhook.remove")}
          </Button>
        ) : null}
        <Button type="submit" aria-disabled={save.isPending || undefined}>
          {save.isPending ? t("webhook.saving") : apiKey.webhookUrl ? t("webhook.replace") : t("webhook.save")}
        </Button>
      </div>
    </form>
  );
}

/** A key's webhook: where its job outcomes are posted, setting or removing that address, and the deliveries' log. */
export function WebhookDialog({ apiKey, onOpenChange, onSecret }: WebhookDialogProps) {
  const { t } = useTranslation("developers");
  return (
    <Dialog open={apiKey !== null} onOpenChange={onOpenChange}>
      {apiKey ? (
        <DialogContent
          title={t("webhook.title")}
          description={
            <Trans
              t={t}
              i18nKey="webhook.description"
              values={{ name: apiKey.name }}
              components={{ name: <bdi className="font-semibold text-slate-900" />, code: <code dir="ltr" /> }}
            />
          }
          className="sm:max-w-2xl"
        >
          {apiKey.webhookUrl ? (
            <p className="mb-4 text-sm text-slate-700">
              {t("webhook.current")}{" "}
              <span dir="ltr" className="break-all font-mono text-slate-900">
                {apiKey.webhookUrl}
              </span>
            </p>
          ) : (
            <p className="mb-4 text-sm text-slate-700">{t("webhook.none")}</p>
          )}
          <WebhookForm key={apiKey.id} apiKey={apiKey} onDone={() => onOpenChange(false)} onSecret={onSecret} />
          <WebhookDeliveries keyId={apiKey.id} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
