import { useMemo, type ReactNode } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { API_INCLUDED_ANALYSES, API_OVERAGE_CENTS, API_RATE_LIMIT_PER_MINUTE } from "@shared/schemas/public-api";
import { Button } from "@/components/ui/button";
import { paths, profileSectionIds } from "@/config/paths";
import { useFormat } from "@/i18n/format";
import { useOpenApiDocument } from "../hooks/use-openapi-document";
import { curlExample, javascriptExample, KEY_VARIABLE, webhookVerifyExample } from "../utils/examples";
import { operationsOf, type OpenApiDocument } from "../utils/openapi";
import { CodeBlock } from "./code-block";
import { OperationCard, operationId } from "./operation-card";

// /developers: the public API, for the developer of an agency or a scheduling tool. The guide (keys, limits, money,
// retries, webhooks) is the product's own words in both languages; the operations are read from the OpenAPI document
// the server serves, so this page lists exactly what the server accepts.

const SECTIONS = [
  "authentication",
  "limits",
  "allowance",
  "idempotency",
  "webhooks",
  "operations",
  "javascript",
] as const;
type SectionId = (typeof SECTIONS)[number];
/** Keys under guide.limits and guide.webhooks.headers: one sentence per header. */
const RATE_LIMIT_HEADERS = ["limit", "remaining", "reset"] as const;
const SIGNATURE_HEADERS = ["id", "timestamp", "signature"] as const;
/** The waits before each retry of a webhook delivery, as the webhooks' scheduler uses them (keys of guide.webhooks.delays). */
const RETRY_DELAYS = ["1m", "5m", "30m", "2h", "12h"] as const;

/** Pieces of guide sentences written as code: header names, values, status codes. One box each, so that a wrapped line never splits "Authorization: Bearer" around Arabic words. */
const code = (
  <code
    dir="ltr"
    className="inline-block max-w-full rounded bg-slate-100 px-1 text-[0.9em] text-slate-900 [overflow-wrap:anywhere]"
  />
);

function GuideSection({ id, children }: { id: SectionId; children: ReactNode }) {
  const { t } = useTranslation("developers");
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="min-w-0 scroll-mt-24 space-y-3">
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-slate-900">
        {t(`page.nav.${id}`)}
      </h2>
      {children}
    </section>
  );
}

function Paragraph({ i18nKey, values }: { i18nKey: string; values?: Record<string, unknown> }) {
  const { t } = useTranslation("developers");
  return (
    <p className="text-slate-700">
      <Trans t={t} i18nKey={i18nKey} values={values} components={{ code, strong: <strong /> }} />
    </p>
  );
}

function Guide({ origin }: { origin: string }) {
  const { t } = useTranslation("developers");
  const format = useFormat();
  return (
    <>
      <GuideSection id="authentication">
        <Paragraph i18nKey="guide.auth.key" />
        <CodeBlock label={t("code.header")} code={`Authorization: Bearer vs_live_…`} />
        <Paragraph i18nKey="guide.auth.modes" />
        <Paragraph i18nKey="guide.auth.cookie" />
        <CodeBlock
          label={t("code.curl")}
          code={`export ${KEY_VARIABLE}="vs_live_…"\ncurl "${origin}/api/v1/usage" \\\n  -H "Authorization: Bearer $${KEY_VARIABLE}"`}
        />
      </GuideSection>

      <GuideSection id="limits">
        <Paragraph i18nKey="guide.limits.rate" values={{ count: API_RATE_LIMIT_PER_MINUTE }} />
        <ul className="list-disc space-y-1 ps-5 text-slate-700">
          {RATE_LIMIT_HEADERS.map((header) => (
            <li key={header}>
              <Trans t={t} i18nKey={`guide.limits.${header}`} components={{ code }} />
            </li>
          ))}
        </ul>
        <Paragraph i18nKey="guide.limits.tooMany" />
      </GuideSection>

      <GuideSection id="allowance">
        <Paragraph
          i18nKey="guide.allowance.included"
          values={{ count: API_INCLUDED_ANALYSES, price: format.dollars(API_OVERAGE_CENTS / 100) }}
        />
        <Paragraph i18nKey="guide.allowance.noCard" />
        <Paragraph i18nKey="guide.allowance.free" />
        <Paragraph i18nKey="guide.allowance.usage" />
      </GuideSection>

      <GuideSection id="idempotency">
        <Paragraph i18nKey="guide.idempotency.header" />
        <Paragraph i18nKey="guide.idempotency.sameBody" />
      </GuideSection>

      <GuideSection id="webhooks">
        <Paragraph i18nKey="guide.webhooks.setup" />
        <Paragraph i18nKey="guide.webhooks.events" />
        <ul className="list-disc space-y-1 ps-5 text-slate-700">
          {SIGNATURE_HEADERS.map((header) => (
            <li key={header}>
              <Trans t={t} i18nKey={`guide.webhooks.headers.${header}`} components={{ code }} />
            </li>
          ))}
        </ul>
        <Paragraph i18nKey="guide.webhooks.verify" />
        <CodeBlock label={t("code.javascript")} code={webhookVerifyExample()} />
        <p className="text-slate-700">{t("guide.webhooks.retriesIntro")}</p>
        <ol className="flex flex-wrap gap-2" aria-label={t("guide.webhooks.retriesLabel")}>
          {RETRY_DELAYS.map((delay, index) => (
            <li key={delay} className="rounded-full border border-slate-300 bg-white px-3 py-1 text-sm text-slate-800">
              {t("guide.webhooks.retry", { number: index + 1, delay: t(`guide.webhooks.delays.${delay}`) })}
            </li>
          ))}
        </ol>
        <Paragraph i18nKey="guide.webhooks.afterRetries" />
      </GuideSection>
    </>
  );
}

function Operations({ document, origin }: { document: OpenApiDocument; origin: string }) {
  const { t } = useTranslation("developers");
  const operations = useMemo(() => operationsOf(document), [document]);
  return (
    <>
      <GuideSection id="operations">
        <p className="text-slate-700">
          <Trans
            t={t}
            i18nKey="page.fromDocument"
            values={{ version: document.info?.version ?? "" }}
            components={{
              code,
              docLink: (
                // A plain link: the document is JSON served by the API, not a page of this app.
                // eslint-disable-next-line jsx-a11y/anchor-has-content -- Trans puts the words inside
                <a href="/api/v1/openapi.json" className="font-medium text-brand-700 underline underline-offset-4" />
              ),
            }}
          />
        </p>
        <nav aria-label={t("page.operationsNav")}>
          <ul className="grid gap-1 sm:grid-cols-2">
            {operations.map((operation) => (
              <li key={operation.key} className="min-w-0">
                <a
                  href={`#${operationId(operation)}`}
                  dir="ltr"
                  className="flex min-w-0 gap-2 rounded px-1 py-1 font-mono text-sm text-brand-700 hover:bg-brand-50"
                >
                  <span className="w-14 shrink-0 font-bold">{operation.method.toUpperCase()}</span>{" "}
                  <span className="min-w-0 break-all">{operation.path}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="space-y-4">
          {operations.map((operation) => (
            <OperationCard key={operation.key} operation={operation} curl={curlExample(document, operation, origin)} />
          ))}
        </div>
      </GuideSection>
      <GuideSection id="javascript">
        <p className="text-slate-700">{t("guide.javascript")}</p>
        <CodeBlock label={t("code.javascript")} code={javascriptExample(origin, operations)} />
      </GuideSection>
    </>
  );
}

/** The public API's documentation: the guide, then every operation of the OpenAPI document with curl commands. */
export function DevelopersPage() {
  const { t } = useTranslation("developers");
  const document = useOpenApiDocument();
  // The samples call the server the page came from, so they work as pasted against this very deployment.
  const origin = window.location.origin;

  let operations: ReactNode;
  if (document.isError) {
    operations = (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
        <p className="font-semibold">{t("page.loadFailed")}</p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => void document.refetch()}>
          {t("actions.tryAgain")}
        </Button>
      </div>
    );
  } else if (!document.data) {
    operations = (
      <p role="status" className="text-slate-600">
        {t("page.loading")}
      </p>
    );
  } else {
    operations = <Operations document={document.data} origin={origin} />;
  }

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6">
      <div className="lg:grid lg:grid-cols-[12rem_minmax(0,1fr)] lg:gap-10">
        <nav aria-label={t("page.contents")} className="hidden lg:block">
          <ul className="sticky top-24 space-y-1 text-sm">
            {SECTIONS.map((id) => (
              <li key={id}>
                <a
                  href={`#${id}`}
                  className="block rounded px-2 py-1 text-slate-700 hover:bg-slate-100 hover:text-brand-700"
                >
                  {t(`page.nav.${id}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0 space-y-10">
          <header className="space-y-3">
            <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t("page.title")}</h1>
            <p className="text-lg text-slate-600">{t("page.intro")}</p>
            <ol className="list-decimal space-y-1 ps-5 text-slate-700">
              <li>
                <Trans
                  t={t}
                  i18nKey="page.steps.key"
                  components={{
                    profileLink: (
                      <Link
                        to={paths.profileSection.href(profileSectionIds.apiKeys)}
                        className="font-medium text-brand-700 underline underline-offset-4"
                      />
                    ),
                  }}
                />
              </li>
              <li>
                <Trans t={t} i18nKey="page.steps.send" components={{ code }} />
              </li>
              <li>{t("page.steps.poll")}</li>
            </ol>
            <p className="text-sm text-slate-600">
              <Trans t={t} i18nKey="page.baseUrl" values={{ url: `${origin}/api/v1` }} components={{ code }} />
            </p>
          </header>
          <Guide origin={origin} />
          {operations}
        </div>
      </div>
    </div>
  );
}
