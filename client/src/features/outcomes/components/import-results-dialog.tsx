import { useId, useState } from "react";
import type { ImportPreview } from "@shared/schemas/outcomes";
import { FileUp } from "lucide-react";
import { Trans, useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "@/components/ui/dialog";
import { Select } from "@/components/ui/select";
import { toast } from "@/components/ui/toast";
import { downloadText } from "@/lib/download-text";
import { ApiError } from "@/lib/api-client";
import { useImportResults, usePreviewImport } from "../api/outcomes";
import { useOutcomesFormat } from "../utils/use-outcomes-format";

// Import results from a platform's export: choose the file, see every row with the analysis it was matched to
// (change or skip any), then import them all at once. Nothing is stored before the last step.

const TEMPLATE =
  "caption,posted_on,platform,views,likes,comments,shares,saves,average_watch_seconds,watched_percent,followers,link\r\n" +
  "Riyadh nights with friends,2026-11-20,tiktok,23850,1840,96,41,130,7.4,18.3,4000,https://www.tiktok.com/@you/video/1\r\n";

const SKIP = "skip";
const TEMPLATE_NAME = "viralscore-results-template.csv";

function PreviewTable({
  preview,
  picks,
  onPick,
}: {
  preview: ImportPreview;
  picks: string[];
  onPick: (index: number, value: string) => void;
}) {
  const format = useOutcomesFormat();
  const { t } = format;
  return (
    <div className="max-h-80 overflow-auto rounded-lg border border-slate-200">
      <table className="w-full text-start text-sm">
        <thead className="sticky top-0 bg-slate-50 text-xs text-slate-600">
          <tr>
            <th scope="col" className="px-2 py-1.5 font-medium">
              {t("import.line")}
            </th>
            <th scope="col" className="px-2 py-1.5 font-medium">
              {t("import.post")}
            </th>
            <th scope="col" className="px-2 py-1.5 font-medium">
              {t("card.views")}
            </th>
            <th scope="col" className="px-2 py-1.5 font-medium">
              {t("import.analysis")}
            </th>
          </tr>
        </thead>
        <tbody>
          {preview.rows.map((row, index) => (
            <tr key={row.line} className="border-t border-slate-100 align-top">
              <td className="px-2 py-1.5 tabular-nums text-slate-500">{format.whole(row.line)}</td>
              <td className="max-w-40 px-2 py-1.5">
                <span dir="auto" className="line-clamp-2 break-words">
                  {row.caption || t("import.noTitle")}
                </span>
                <span dir="ltr" className="block text-xs text-slate-500">
                  {row.input.postedOn}
                </span>
              </td>
              <td className="px-2 py-1.5 tabular-nums">{format.whole(row.input.views)}</td>
              <td className="px-2 py-1.5">
                <Select
                  aria-label={t("import.analysisFor", { line: row.line })}
                  value={picks[index]}
                  onChange={(event) => onPick(index, event.target.value)}
                  className="w-40"
                >
                  <option value={SKIP}>{t("import.skip")}</option>
                  {preview.analyses.map((a) => (
                    <option key={a.id} value={String(a.id)}>
                      {a.fileName}
                    </option>
                  ))}
                </Select>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ImportFlow({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation("outcomes");
  const inputId = useId();
  const previewing = usePreviewImport();
  const importing = useImportResults();
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [picks, setPicks] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);

  function choose(file: File | undefined) {
    if (!file) return;
    setError(null);
    setPreview(null);
    previewing.mutate(file, {
      onSuccess: (answer) => {
        setPreview(answer);
        setPicks(answer.rows.map((r) => (r.analysisId === null ? SKIP : String(r.analysisId))));
      },
      onError: (failure) => setError(failure instanceof ApiError ? failure.serverMessage : t("import.readFailed")),
    });
  }

  const chosen = preview ? preview.rows.filter((_, i) => picks[i] !== SKIP) : [];
  function confirm() {
    if (!preview || chosen.length === 0 || importing.isPending) return;
    const rows = preview.rows.flatMap((row, i) =>
      picks[i] === SKIP ? [] : [{ ...row.input, analysisId: Number(picks[i]) }],
    );
    importing.mutate(
      { rows },
      {
        onSuccess: (answer) => {
          toast({
            title: t("import.imported", { count: answer.imported }),
            variant: "success",
          });
          onDone();
        },
        onError: (failure) =>
          setError(failure instanceof ApiError ? failure.serverMessage : t("import.nothingImported")),
      },
    );
  }

  return (
    <div className="space-y-4">
      <div>
        <label htmlFor={inputId} className="text-sm font-medium text-slate-900">
          {t("import.file")}
        </label>
        <input
          id={inputId}
          type="file"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          onChange={(event) => choose(event.target.files?.[0])}
          className="mt-1 block w-full text-sm file:me-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-700"
        />
        <p className="mt-1 text-xs text-slate-600">
          <Trans
            t={t}
            i18nKey="import.sources"
            components={{
              template: (
                <button
                  type="button"
                  className="font-semibold text-brand-700 underline"
                  onClick={() => downloadText(TEMPLATE_NAME, TEMPLATE)}
                />
              ),
            }}
          />
        </p>
      </div>
      {previewing.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          {t("import.reading")}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      {preview ? (
        <>
          <p className="text-sm text-slate-700">
            {t("import.summary", { source: preview.source.name, count: preview.rows.length })}
          </p>
          <PreviewTable
            preview={preview}
            picks={picks}
            onPick={(index, value) => setPicks((current) => current.map((p, i) => (i === index ? value : p)))}
          />
        </>
      ) : null}
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button type="button" variant="secondary">
            {t("cancel")}
          </Button>
        </DialogClose>
        <Button type="button" onClick={confirm} disabled={!preview || chosen.length === 0 || importing.isPending}>
          {chosen.length > 0 ? t("import.importCount", { count: chosen.length }) : t("import.import")}
        </Button>
      </div>
    </div>
  );
}

export function ImportResultsButton() {
  const { t } = useTranslation("outcomes");
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setIsOpen(true)}>
        <FileUp className="h-4 w-4 shrink-0" />
        {t("import.button")}
      </Button>
      <Dialog open={isOpen} onOpenChange={setIsOpen}>
        {isOpen ? (
          <DialogContent title={t("import.button")} description={t("import.description")} className="max-w-2xl">
            <ImportFlow onDone={() => setIsOpen(false)} />
          </DialogContent>
        ) : null}
      </Dialog>
    </>
  );
}
