import { useTranslation } from "react-i18next";
import { Webhook } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useFormat } from "@/i18n/format";
import type { ApiKey } from "@shared/schemas/public-api";

type ApiKeyRowProps = {
  apiKey: ApiKey;
  onWebhook: (apiKey: ApiKey) => void;
  onRevoke: (apiKey: ApiKey) => void;
};

/** One key: its name, the prefix that tells it apart (never the secret), its dates, and what can be done with it. */
export function ApiKeyRow({ apiKey, onWebhook, onRevoke }: ApiKeyRowProps) {
  const { t } = useTranslation("developers");
  const format = useFormat();
  const isRevoked = apiKey.revokedAt !== null;
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-center gap-2">
          <bdi className="min-w-0 break-words font-semibold text-slate-900">{apiKey.name}</bdi>
          {isRevoked ? (
            <Badge tone="danger">{t("keys.revoked")}</Badge>
          ) : (
            <Badge tone="success">{t("keys.active")}</Badge>
          )}
          {apiKey.webhookUrl && !isRevoked ? (
            <Badge tone="info">
              <Webhook className="h-3 w-3 shrink-0" aria-hidden="true" />
              {t("keys.hasWebhook")}
            </Badge>
          ) : null}
        </p>
        <p className="text-sm text-slate-700">
          <span className="sr-only">{t("keys.prefix")} </span>
          <code dir="ltr" className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-slate-900">
            {t("keys.prefixValue", { prefix: apiKey.prefix })}
          </code>
        </p>
        <dl className="grid gap-x-4 gap-y-0.5 text-sm text-slate-600 sm:grid-cols-[auto_1fr]">
          <dt>{t("keys.created")}</dt>
          <dd className="text-slate-800">{format.dateTime(apiKey.createdAt)}</dd>
          <dt>{t("keys.lastUsed")}</dt>
          <dd className="text-slate-800">
            {apiKey.lastUsedAt ? format.dateTime(apiKey.lastUsedAt) : t("keys.neverUsed")}
          </dd>
          {apiKey.revokedAt ? (
            <>
              <dt>{t("keys.revokedAt")}</dt>
              <dd className="text-slate-800">{format.dateTime(apiKey.revokedAt)}</dd>
            </>
          ) : null}
        </dl>
      </div>
      {isRevoked ? null : (
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => onWebhook(apiKey)}
            aria-label={t("keys.webhookLabel", { name: apiKey.name })}
          >
            <Webhook className="h-4 w-4 shrink-0" aria-hidden="true" />
            {t("keys.webhook")}
          </Button>
          <Button
            variant="destructive-outline"
            size="sm"
            onClick={() => onRevoke(apiKey)}
            aria-label={t("keys.revokeLabel", { name: apiKey.name })}
          >
            {t("keys.revoke")}
          </Button>
        </div>
      )}
    </li>
  );
}
