import { useTranslation } from "react-i18next";
import { RotateCw } from "lucide-react";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { useFormat } from "@/i18n/format";
import type { WebhookAttempt, WebhookDelivery, WebhookDeliveryStatus } from "@shared/schemas/webhooks";
import { useReplayDelivery, useWebhookDeliveries } from "../hooks/use-webhook";
import { failureMessage } from "../utils/failure-message";

const STATUS_TONE: Record<WebhookDeliveryStatus, BadgeTone> = {
  pending: "warning",
  delivered: "success",
  failed: "danger",
};

function AttemptLine({ attempt, number }: { attempt: WebhookAttempt; number: number }) {
  const { t } = useTranslation("developers");
  const format = useFormat();
  const succeeded = attempt.statusCode !== null && attempt.statusCode >= 200 && attempt.statusCode < 300;
  return (
    <li className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5 text-sm">
      <span className="font-medium text-slate-900">{t("deliveries.attempt", { number })}</span>
      <span className="text-slate-600">{format.dateTime(attempt.attemptedAt)}</span>
      {attempt.statusCode !== null ? (
        <span className={succeeded ? "text-emerald-800" : "text-red-700"} dir="ltr">
          {t("deliveries.httpStatus", { code: attempt.statusCode })}
        </span>
      ) : null}
      {attempt.error ? (
        // The receiver's or the network's own words ("ECONNREFUSED", "timeout"), shown as they came.
        <span className="min-w-0 break-words text-red-700" dir="auto">
          {attempt.error}
        </span>
      ) : null}
      <span className="text-slate-600">{t("deliveries.duration", { ms: attempt.durationMs })}</span>
    </li>
  );
}

function DeliveryItem({ keyId, delivery }: { keyId: string; delivery: WebhookDelivery }) {
  const { t } = useTranslation("developers");
  const format = useFormat();
  const replay = useReplayDelivery(keyId);

  function handleReplay() {
    if (replay.isPending) return;
    replay.mutate(delivery.id, {
      onSuccess: () => toast({ title: t("deliveries.replayed"), variant: "success" }),
      onError: (error) =>
        toast({
          title: t("deliveries.replayFailedTitle"),
          description: failureMessage(error, t("deliveries.replayFailed")),
          variant: "destructive",
        }),
    });
  }

  return (
    <li className="py-3">
      <div className="flex flex-wrap items-center gap-2">
        <code dir="ltr" className="rounded bg-slate-100 px-1.5 py-0.5 text-sm text-slate-900">
          {delivery.eventType}
        </code>
        <Badge tone={STATUS_TONE[delivery.status]}>{t(`deliveries.status.${delivery.status}`)}</Badge>
        <span className="text-sm text-slate-600">{format.dateTime(delivery.createdAt)}</span>
        <Button
          variant="secondary"
          size="sm"
          className="ms-auto"
          onClick={handleReplay}
          aria-disabled={replay.isPending || undefined}
          aria-label={t("deliveries.replayLabel", {
            event: delivery.eventType,
            date: format.dateTime(delivery.createdAt),
          })}
        >
          <RotateCw className="h-4 w-4 shrink-0" aria-hidden="true" />
          {replay.isPending ? t("deliveries.replaying") : t("deliveries.replay")}
        </Button>
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {t("deliveries.job")}{" "}
        <code dir="ltr" className="break-all text-slate-800">
          {delivery.jobId}
        </code>
      </p>
      {delivery.nextAttemptAt ? (
        <p className="mt-1 text-sm text-amber-900">
          {t("deliveries.nextAttempt", { date: format.dateTime(delivery.nextAttemptAt) })}
        </p>
      ) : null}
      {delivery.attempts.length > 0 ? (
        <ol aria-label={t("deliveries.attempts")} className="mt-2 space-y-1 border-s-2 border-slate-200 ps-3">
          {delivery.attempts.map((attempt, index) => (
            <AttemptLine key={`${attempt.attemptedAt}-${index}`} attempt={attempt} number={index + 1} />
          ))}
        </ol>
      ) : (
        <p className="mt-1 text-sm text-slate-600">{t("deliveries.noAttempts")}</p>
      )}
    </li>
  );
}

/** The log of a key's webhook deliveries: each event, its attempts with their answers, the next try, Replay. */
export function WebhookDeliveries({ keyId }: { keyId: string }) {
  const { t } = useTranslation("developers");
  const deliveries = useWebhookDeliveries(keyId);

  let body;
  if (deliveries.isError) {
    body = (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
        <p className="font-semibold">{t("deliveries.loadFailed")}</p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => void deliveries.refetch()}>
          {t("actions.tryAgain")}
        </Button>
      </div>
    );
  } else if (!deliveries.data) {
    body = (
      <p role="status" className="text-sm text-slate-600">
        {t("deliveries.loading")}
      </p>
    );
  } else if (deliveries.data.length === 0) {
    body = <p className="text-sm text-slate-600">{t("deliveries.none")}</p>;
  } else {
    body = (
      <ul aria-label={t("deliveries.title")} className="divide-y divide-slate-100">
        {deliveries.data.map((delivery) => (
          <DeliveryItem key={delivery.id} keyId={keyId} delivery={delivery} />
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby={`deliveries-${keyId}`} className="mt-6 border-t border-slate-200 pt-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`deliveries-${keyId}`} className="font-semibold text-slate-900">
          {t("deliveries.title")}
        </h3>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => void deliveries.refetch()}
          aria-disabled={deliveries.isFetching || undefined}
        >
          <RotateCw className="h-4 w-4 shrink-0" aria-hidden="true" />
          {t("deliveries.refresh")}
        </Button>
      </div>
      <p className="mt-1 text-sm text-slate-600">{t("deliveries.retries")}</p>
      <div className="mt-3">{body}</div>
    </section>
  );
}
