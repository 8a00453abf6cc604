import { useTranslation } from "react-i18next";
import { useFormat } from "@/i18n/format";

// The median result per score band, with the posts behind each: the creator's own on /analytics, the
// platform's on the admin's Analytics tab.

type Band = { band: string; posts: number; median: number | null };

const BAND_KEYS: Record<string, string> = { Excellent: "excellent", Good: "good", "Needs Work": "needsWork" };

export function BandTable({ bands, what, format }: { bands: Band[]; what: string; format: (v: number) => string }) {
  const { t } = useTranslation("common");
  const numbers = useFormat();
  // The API names the bands in English; a band it names otherwise is shown as it came.
  const bandName = (band: string) => (BAND_KEYS[band] ? t(`charts.bands.${BAND_KEYS[band]}`) : band);
  return (
    <table className="w-full max-w-md text-sm">
      <caption className="text-start text-xs text-slate-600">{t("charts.caption", { what })}</caption>
      <thead>
        <tr className="text-start text-slate-600">
          <th scope="col" className="py-1 text-start font-medium">
            {t("charts.band")}
          </th>
          <th scope="col" className="py-1 text-start font-medium">
            {t("charts.posts")}
          </th>
          <th scope="col" className="py-1 text-start font-medium">
            {t("charts.median", { what })}
          </th>
        </tr>
      </thead>
      <tbody>
        {bands.map((b) => (
          <tr key={b.band} className="border-t border-slate-100">
            <th scope="row" className="py-1 text-start font-medium text-slate-900">
              {bandName(b.band)}
            </th>
            <td className="py-1 tabular-nums">{numbers.number(b.posts)}</td>
            <td className="py-1 tabular-nums">{b.median === null ? "—" : format(b.median)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
