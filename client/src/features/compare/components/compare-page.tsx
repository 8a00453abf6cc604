import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { COMPARISON_TITLE_MAX } from "@shared/schemas/comparison";
import type { Analysis } from "@shared/schemas/analysis";
import type { PublicUser } from "@shared/schemas/user";
import { BackLink } from "@/components/layout/back-link";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { paths } from "@/config/paths";
import { ApiError } from "@/lib/api-client";
import { useComparePreview, useSavedComparison, useSaveComparison } from "../api/comparisons";
import { AnalysisPicker } from "./analysis-picker";
import { ComparisonView } from "./comparison-view";
import { CompetitorUpload, type CompetitorUploadInput } from "./competitor-upload";
import { LockedComparePreview } from "./locked-compare-preview";
import { SavedComparisons } from "./saved-comparisons";

// /compare: a Pro creator's competitor comparison, or for anyone else an honest locked preview. The choice lives in the
// address (?left=&right=, or ?saved=id), so a reload or the "Compare…" link keeps it.

const containerClass = "mx-auto w-full max-w-7xl space-y-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8";

export type CompareTools = {
  /** The user's analyses (own and competitor), newest first; undefined while loading. */
  analyses: readonly Analysis[] | undefined;
  upload: (input: CompetitorUploadInput) => Promise<Analysis>;
};

const idOf = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : null);

function SaveForm({ left, right, onSaved }: { left: number; right: number; onSaved: (id: number) => void }) {
  const { t } = useTranslation("compare");
  const [title, setTitle] = useState("");
  const save = useSaveComparison();
  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    save.mutate(
      { leftAnalysisId: left, rightAnalysisId: right, title },
      {
        onSuccess: (saved) => {
          toast({ title: t("save.saved"), variant: "success" });
          onSaved(saved.id!);
        },
        onError: (error) =>
          toast({
            title: t("save.failed"),
            description: error instanceof ApiError ? error.serverMessage : t("save.tryAgain"),
            variant: "destructive",
          }),
      },
    );
  }
  return (
    <form onSubmit={handleSubmit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="flex-1">
        <Field id="comparison-title" label={t("save.title")} optional>
          <Input
            id="comparison-title"
            value={title}
            maxLength={COMPARISON_TITLE_MAX}
            onChange={(event) => setTitle(event.target.value)}
          />
        </Field>
      </div>
      <Button type="submit" disabled={save.isPending}>
        {t("save.submit")}
      </Button>
    </form>
  );
}

function Result({ query }: { query: ReturnType<typeof useComparePreview> }) {
  const { t } = useTranslation("compare");
  if (query.error) {
    return (
      <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
        {query.error instanceof ApiError ? query.error.serverMessage : t("page.loadFailed")}
      </p>
    );
  }
  if (!query.data) return <p role="status">{t("page.comparing")}</p>;
  return <ComparisonView comparison={query.data} />;
}

function ProCompare({ tools }: { tools: CompareTools }) {
  const { t } = useTranslation("compare");
  const [params, setParams] = useSearchParams();
  const savedId = idOf(params.get("saved"));
  const left = idOf(params.get("left"));
  const right = idOf(params.get("right"));
  const preview = useComparePreview(savedId === null ? left : null, savedId === null ? right : null);
  const saved = useSavedComparison(savedId);
  const choose = (next: { left: number | null; right: number | null }) => {
    const entries = Object.entries(next).filter(([, value]) => value !== null);
    setParams(Object.fromEntries(entries.map(([key, value]) => [key, String(value)])), { replace: true });
  };
  const open = (id: number) => setParams({ saved: String(id) });

  // The server has the last word on Pro: a 402 (Pro ended since the page loaded) shows the preview.
  const refused = [preview.error, saved.error].some((e) => e instanceof ApiError && e.status === 402);
  if (refused) return <LockedComparePreview />;

  return (
    <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
      <div className="min-w-0 space-y-4">
        {savedId === null ? (
          <section aria-labelledby="pick-heading" className="space-y-3">
            <h2 id="pick-heading" className="text-lg font-bold text-slate-900">
              {t("page.chooseTwo")}
            </h2>
            {tools.analyses ? (
              <AnalysisPicker analyses={tools.analyses} left={left} right={right} onChange={choose} />
            ) : (
              <p role="status">{t("page.loadingAnalyses")}</p>
            )}
            {left !== null && right !== null && preview.data ? (
              <SaveForm left={left} right={right} onSaved={open} />
            ) : null}
          </section>
        ) : (
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 className="text-lg font-bold text-slate-900">
              <span dir="auto">{saved.data?.title || t("page.savedComparison")}</span>
            </h2>
            <Button variant="secondary" onClick={() => choose({ left: null, right: null })}>
              {t("page.newComparison")}
            </Button>
          </div>
        )}
        {savedId !== null ? (
          <Result query={saved} />
        ) : left !== null && right !== null ? (
          <Result query={preview} />
        ) : null}
      </div>
      <div className="min-w-0 space-y-4">
        <CompetitorUpload upload={tools.upload} onAnalysed={(analysis) => choose({ left, right: analysis.id })} />
        <SavedComparisons onOpen={open} openId={savedId} />
      </div>
    </div>
  );
}

export function ComparePage({ user, tools }: { user: PublicUser; tools: CompareTools }) {
  const { t } = useTranslation("compare");
  return (
    <div className={containerClass}>
      <div className="space-y-2">
        <BackLink to={paths.dashboard.href()} label={t("page.back")} />
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t("page.title")}</h1>
        <p className="text-slate-600">{t("page.intro")}</p>
      </div>
      {user.isPremium ? <ProCompare tools={tools} /> : <LockedComparePreview />}
    </div>
  );
}
