import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { KeyRound, Lock } from "lucide-react";
import type { PublicUser } from "@shared/schemas/user";
import { Button } from "@/components/ui/button";
import { paths, profileSectionIds } from "@/config/paths";
import { useFormat } from "@/i18n/format";
import {
  API_INCLUDED_ANALYSES,
  API_OVERAGE_CENTS,
  type ApiKey,
  type CreateApiKeyResponse,
} from "@shared/schemas/public-api";
import { useApiKeys } from "../hooks/use-api-keys";
import { ApiKeyRow } from "./api-key-row";
import { CreateApiKeyDialog } from "./create-api-key-dialog";
import { RevokeApiKeyDialog } from "./revoke-api-key-dialog";
import { SecretDialog } from "./secret-dialog";
import { WebhookDialog } from "./webhook-dialog";

const HEADING_ID = "api-keys-heading";

/** The card the profile's sections share, here so that this feature's section reads as one of them. */
function SectionCard({
  children,
  action,
  description,
}: {
  children: ReactNode;
  action?: ReactNode;
  description: ReactNode;
}) {
  const { t } = useTranslation("developers");
  return (
    <section
      id={profileSectionIds.apiKeys}
      aria-labelledby={HEADING_ID}
      className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1 basis-64">
          <h2 id={HEADING_ID} tabIndex={-1} className="text-lg font-semibold text-slate-900 focus:outline-none">
            {t("keys.title")}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{description}</p>
        </div>
        {action}
      </div>
      <div className="mt-5">{children}</div>
    </section>
  );
}

/** What a free creator sees: what keys are for, and the way to Pro (the server refuses them keys: 403). */
function LockedApiKeys() {
  const { t } = useTranslation("developers");
  const format = useFormat();
  return (
    <SectionCard description={t("keys.description")}>
      <div className="flex items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4">
        <span className="grid h-10 w-10 shrink-0 place-items-center rounded-xl bg-amber-100 text-amber-800">
          <Lock className="h-5 w-5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">{t("locked.title")}</p>
          <ul className="mt-2 list-disc space-y-1 ps-5 text-sm text-slate-700">
            <li>
              {t("locked.allowance", {
                count: API_INCLUDED_ANALYSES,
                price: format.dollars(API_OVERAGE_CENTS / 100),
              })}
            </li>
            <li>{t("locked.webhooks")}</li>
            <li>{t("locked.docs")}</li>
          </ul>
          <div className="mt-4 flex flex-wrap gap-3">
            <Button asChild size="sm">
              <Link to={paths.subscribe.href()}>{t("locked.upgrade")}</Link>
            </Button>
            <Button asChild size="sm" variant="secondary">
              <Link to={paths.developers.href()}>{t("keys.docs")}</Link>
            </Button>
          </div>
        </div>
      </div>
    </SectionCard>
  );
}

type Shown = { kind: "key"; secret: string } | { kind: "webhook"; secret: string } | null;

function ProApiKeys() {
  const { t } = useTranslation("developers");
  const keys = useApiKeys(true);
  const [isCreateOpen, setIsCreateOpen] = useState(false);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  // The id only: the dialog follows the cached list, so a saved URL shows at once.
  const [webhookKeyId, setWebhookKeyId] = useState<string | null>(null);
  const [shown, setShown] = useState<Shown>(null);
  const webhookKey = keys.data?.find((key) => key.id === webhookKeyId) ?? null;

  let body: ReactNode;
  if (keys.isError) {
    body = (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
        <p className="font-semibold">{t("keys.loadFailed")}</p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => void keys.refetch()}>
          {t("actions.tryAgain")}
        </Button>
      </div>
    );
  } else if (!keys.data) {
    body = (
      <div role="status" className="space-y-3">
        <span className="sr-only">{t("keys.loading")}</span>
        {[0, 1].map((key) => (
          <div key={key} aria-hidden="true" className="h-16 animate-pulse rounded-lg bg-slate-200/70" />
        ))}
      </div>
    );
  } else if (keys.data.length === 0) {
    body = (
      <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 p-6 text-center">
        <KeyRound className="h-8 w-8 shrink-0 text-slate-400" aria-hidden="true" />
        <p className="mt-2 font-semibold text-slate-900">{t("keys.none")}</p>
        <p className="mt-1 text-sm text-slate-600">{t("keys.noneHint")}</p>
      </div>
    );
  } else {
    body = (
      <ul aria-label={t("keys.list")} className="divide-y divide-slate-100">
        {keys.data.map((apiKey) => (
          <ApiKeyRow
            key={apiKey.id}
            apiKey={apiKey}
            onWebhook={(key) => setWebhookKeyId(key.id)}
            onRevoke={setRevoking}
          />
        ))}
      </ul>
    );
  }

  return (
    <SectionCard
      description={
        <>
          {t("keys.description")}{" "}
          <Link to={paths.developers.href()} className="font-medium text-brand-700 underline-offset-4 hover:underline">
            {t("keys.docs")}
          </Link>
        </>
      }
      action={
        <Button size="sm" onClick={() => setIsCreateOpen(true)}>
          {t("keys.create")}
        </Button>
      }
    >
      {body}
      <CreateApiKeyDialog
        isOpen={isCreateOpen}
        onOpenChange={setIsCreateOpen}
        onCreated={(answer: CreateApiKeyResponse) => setShown({ kind: "key", secret: answer.key })}
      />
      <RevokeApiKeyDialog apiKey={revoking} onOpenChange={(isOpen) => (isOpen ? null : setRevoking(null))} />
      <WebhookDialog
        apiKey={webhookKey}
        onOpenChange={(isOpen) => (isOpen ? null : setWebhookKeyId(null))}
        onSecret={(secret) => setShown({ kind: "webhook", secret })}
      />
      <SecretDialog
        secret={shown?.secret ?? null}
        title={shown?.kind === "webhook" ? t("secret.webhookTitle") : t("secret.keyTitle")}
        description={shown?.kind === "webhook" ? t("secret.webhookDescription") : t("secret.keyDescription")}
        label={shown?.kind === "webhook" ? t("secret.webhookLabel") : t("secret.keyLabel")}
        onClose={() => setShown(null)}
      />
    </SectionCard>
  );
}

/** The profile's "API keys": the keys and their webhooks for a Pro creator, what they are and the way to Pro otherwise. */
export function ApiKeysSection({ user }: { user: PublicUser }) {
  return user.isPremium ? <ProApiKeys /> : <LockedApiKeys />;
}
