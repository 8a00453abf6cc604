import { Trash } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";
import { useComparisons, useDeleteComparison } from "../api/comparisons";

// The saved comparisons, newest first: open one again or delete it.

export function SavedComparisons({ onOpen, openId }: { onOpen: (id: number) => void; openId: number | null }) {
  const { t } = useTranslation("compare");
  const query = useComparisons();
  const remove = useDeleteComparison();

  function handleDelete(id: number) {
    remove.mutate(id, {
      onError: (error) =>
        toast({
          title: t("saved.deleteFailed"),
          description: error instanceof ApiError ? error.serverMessage : t("saved.tryAgain"),
          variant: "destructive",
        }),
    });
  }

  let body;
  if (query.error) body = <p className="text-sm text-red-700">{t("saved.loadFailed")}</p>;
  else if (!query.data) body = <p className="text-sm text-slate-600">{t("saved.loading")}</p>;
  else if (query.data.length === 0) body = <p className="text-sm text-slate-600">{t("saved.none")}</p>;
  else
    body = (
      <ul className="divide-y divide-slate-100">
        {query.data.map((item) => (
          <li key={item.id} className="flex flex-wrap items-center gap-2 py-2.5">
            <button
              type="button"
              onClick={() => onOpen(item.id)}
              aria-current={openId === item.id || undefined}
              className="min-w-0 flex-1 text-start text-sm hover:text-brand-700"
            >
              <span dir="auto" className="block truncate font-semibold text-slate-900">
                {item.title || t("saved.untitled", { left: item.left.fileName, right: item.right.fileName })}
              </span>
              <span className="block truncate text-slate-600">
                {t("saved.scores", {
                  left: item.left.viralScore,
                  right: item.right.viralScore,
                  date: item.createdAt.slice(0, 10),
                })}
              </span>
            </button>
            <Button
              variant="ghost"
              size="sm"
              aria-label={t("saved.deleteLabel", { name: item.title || String(item.id) })}
              onClick={() => handleDelete(item.id)}
            >
              <Trash className="h-4 w-4 shrink-0" />
            </Button>
          </li>
        ))}
      </ul>
    );

  return (
    <section
      aria-labelledby="saved-comparisons-heading"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="saved-comparisons-heading" className="text-lg font-bold text-slate-900">
        {t("saved.heading")}
      </h2>
      <div className="mt-2">{body}</div>
    </section>
  );
}
