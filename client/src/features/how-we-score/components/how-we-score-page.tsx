import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useFormat } from "@/i18n/format";
import { howWeScoreQuery } from "../api/queries";

// /how-we-score: what the score measures, what it cannot know, and, once it rests on enough creators' results,
// whether higher scores went with more views here. Until then it says so, and claims nothing.

const MEASURES = ["picture", "video", "caption"] as const;
const CANNOT_KNOW = ["account", "moment", "algorithm", "luck"] as const;

function PlatformFigure() {
  const { t } = useTranslation("howWeScore");
  const format = useFormat();
  const { data, isError } = useQuery(howWeScoreQuery());
  if (isError) return <p className="text-slate-600">{t("figure.loadFailed")}</p>;
  if (!data)
    return (
      <p role="status" className="text-slate-600">
        {t("figure.loading")}
      </p>
    );
  const posts = (count: number) => t("figure.posts", { count });
  const creators = (count: number) => t("figure.creators", { count });
  if (!data.correlation) {
    return (
      <p className="text-slate-700">
        {t("figure.notEnough", {
          posts: posts(data.posts),
          creators: creators(data.creators),
          minPosts: posts(data.minPosts),
          minCreators: creators(data.minCreators),
        })}
      </p>
    );
  }
  const c = data.correlation;
  const direction = c.low > 0 ? "more" : c.high < 0 ? "fewer" : "unclear";
  const fixed = (value: number) => format.number(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return (
    <p className="text-slate-700">
      {t("figure.result", {
        posts: posts(c.posts),
        creators: creators(data.creators),
        direction: t(`figure.direction.${direction}`),
        rho: fixed(c.rho),
        low: fixed(c.low),
        high: fixed(c.high),
      })}
    </p>
  );
}

export function HowWeScorePage() {
  const { t } = useTranslation("howWeScore");
  return (
    <div className="mx-auto w-full max-w-3xl space-y-8 px-4 py-10 sm:px-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t("title")}</h1>
        <p className="mt-2 text-lg text-slate-600">{t("intro")}</p>
      </div>
      <section aria-labelledby="measures" className="space-y-3">
        <h2 id="measures" className="text-xl font-semibold text-slate-900">
          {t("measuresHeading")}
        </h2>
        <ul className="list-disc space-y-2 ps-5 text-slate-700">
          {MEASURES.map((m) => (
            <li key={m}>{t(`measures.${m}`)}</li>
          ))}
        </ul>
        <p className="text-slate-700">{t("earned")}</p>
      </section>
      <section aria-labelledby="cannot" className="space-y-3">
        <h2 id="cannot" className="text-xl font-semibold text-slate-900">
          {t("cannotHeading")}
        </h2>
        <ul className="list-disc space-y-2 ps-5 text-slate-700">
          {CANNOT_KNOW.map((m) => (
            <li key={m}>{t(`cannot.${m}`)}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="results" className="space-y-3">
        <h2 id="results" className="text-xl font-semibold text-slate-900">
          {t("resultsHeading")}
        </h2>
        <PlatformFigure />
        <p className="text-sm text-slate-600">{t("resultsNote")}</p>
      </section>
    </div>
  );
}
