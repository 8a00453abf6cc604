import { useTranslation } from "react-i18next";
import { ChevronDown } from "lucide-react";
import { cn } from "@/lib/cn";
import type { HttpMethod, OperationView } from "../utils/openapi";
import { CodeBlock } from "./code-block";
import { ConstraintText, SchemaFields } from "./schema-fields";

const METHOD_STYLE: Record<HttpMethod, string> = {
  get: "bg-sky-100 text-sky-900",
  post: "bg-emerald-100 text-emerald-900",
  put: "bg-amber-100 text-amber-900",
  patch: "bg-amber-100 text-amber-900",
  delete: "bg-red-100 text-red-900",
};

/** An id for the operation's heading, from its method and path ("post-api-v1-analyses"). */
export function operationId(operation: OperationView): string {
  return `${operation.method}-${operation.path}`
    .replace(/[^A-Za-z0-9]+/g, "-")
    .replace(/-+$/, "")
    .toLowerCase();
}

type OperationCardProps = {
  operation: OperationView;
  /** The operation's curl command, built from the document for this server. */
  curl: string;
};

/** One operation of the document: method and path, what it does, its parameters, body, answers and a curl command. */
export function OperationCard({ operation, curl }: OperationCardProps) {
  const { t } = useTranslation("developers");
  const id = operationId(operation);
  return (
    <article
      aria-labelledby={id}
      className="min-w-0 scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h3 id={id} className="flex flex-wrap items-center gap-2">
        <span
          className={cn("rounded-md px-2 py-0.5 font-mono text-sm font-bold", METHOD_STYLE[operation.method])}
          dir="ltr"
        >
          {operation.method.toUpperCase()}
        </span>{" "}
        <code dir="ltr" className="min-w-0 break-all text-base font-semibold text-slate-900">
          {operation.path}
        </code>
      </h3>
      {operation.summary ? (
        <p className="mt-2 font-medium text-slate-900" dir="auto">
          {operation.summary}
        </p>
      ) : null}
      {operation.description && operation.description !== operation.summary ? (
        <p className="mt-1 whitespace-pre-line text-sm text-slate-700" dir="auto">
          {operation.description}
        </p>
      ) : null}
      <p className="mt-2 text-sm text-slate-600">
        {operation.needsKey ? t("operation.needsKey") : t("operation.public")}
      </p>

      {operation.parameters.length > 0 ? (
        <div className="mt-4">
          <h4 className="text-sm font-semibold text-slate-900">{t("operation.parameters")}</h4>
          <ul
            aria-label={t("operation.parametersOf", { path: operation.path })}
            className="mt-2 divide-y divide-slate-100 rounded-lg border border-slate-200"
          >
            {operation.parameters.map((parameter) => (
              <li key={`${parameter.in}-${parameter.name}`} className="px-3 py-2">
                <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
                  <code dir="ltr" className="break-all font-semibold text-slate-900">
                    {parameter.name}
                  </code>
                  <span className="text-xs text-slate-600">{t(`operation.in.${parameter.in}`)}</span>
                  <code dir="ltr" className="text-xs text-slate-600">
                    {parameter.type}
                  </code>
                  {parameter.required ? (
                    <span className="text-xs font-semibold text-red-700">{t("fields.required")}</span>
                  ) : (
                    <span className="text-xs text-slate-500">{t("fields.optional")}</span>
                  )}
                </div>
                {parameter.constraints.length > 0 ? (
                  <ul className="mt-0.5 flex flex-wrap gap-x-3 text-xs text-slate-600">
                    {parameter.constraints.map((constraint, index) => (
                      <li key={index}>
                        <ConstraintText constraint={constraint} />
                      </li>
                    ))}
                  </ul>
                ) : null}
                {parameter.description ? (
                  <p className="mt-0.5 text-sm text-slate-700" dir="auto">
                    {parameter.description}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {operation.body ? (
        <div className="mt-4">
          <h4 className="flex flex-wrap items-baseline gap-2 text-sm font-semibold text-slate-900">
            {t("operation.body")}
            <code dir="ltr" className="text-xs font-normal text-slate-600">
              {operation.body.contentType}
            </code>
          </h4>
          <div className="mt-2">
            <SchemaFields fields={operation.body.fields} label={t("operation.bodyOf", { path: operation.path })} />
          </div>
        </div>
      ) : null}

      <div className="mt-4">
        <h4 className="text-sm font-semibold text-slate-900">{t("operation.responses")}</h4>
        <ul className="mt-2 space-y-2">
          {operation.responses.map((response) => (
            <li key={response.status} className="rounded-lg border border-slate-200">
              {response.fields.length > 0 ? (
                <details className="group">
                  <summary className="flex cursor-pointer list-none items-baseline gap-2 px-3 py-2 text-sm [&::-webkit-details-marker]:hidden">
                    <ChevronDown
                      className="h-4 w-4 shrink-0 self-center text-slate-500 transition-transform group-open:rotate-180"
                      aria-hidden="true"
                    />
                    <ResponseLine status={response.status} description={response.description} />
                    <span className="shrink-0 whitespace-nowrap text-xs text-brand-700">
                      {t("operation.fieldCount", { count: response.fields.length })}
                    </span>
                  </summary>
                  <div className="px-3 pb-3">
                    <SchemaFields
                      fields={response.fields}
                      label={t("operation.responseOf", { status: response.status, path: operation.path })}
                    />
                  </div>
                </details>
              ) : (
                <p className="flex items-baseline gap-2 px-3 py-2 text-sm">
                  <span className="w-4 shrink-0" aria-hidden="true" />
                  <ResponseLine status={response.status} description={response.description} />
                </p>
              )}
            </li>
          ))}
        </ul>
      </div>

      <div className="mt-4">
        <CodeBlock code={curl} label={t("code.curl")} />
      </div>
    </article>
  );
}

function ResponseLine({ status, description }: { status: string; description?: string }) {
  const ok = status.startsWith("2");
  return (
    <>
      <code dir="ltr" className={cn("shrink-0 font-bold", ok ? "text-emerald-800" : "text-red-700")}>
        {status}
      </code>{" "}
      {description ? (
        <span className="min-w-0 flex-1 text-slate-700" dir="auto">
          {description}
        </span>
      ) : (
        <span className="flex-1" />
      )}
    </>
  );
}
