import { Columns3 } from "lucide-react";
import { useCallback, useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";

// Which optional columns of an admin table are shown. Tables show few columns by default, so the row actions
// fit a laptop screen; the operator can show the rest, and the choice is kept in this browser.

export type ColumnChoice = {
  /** Column ids not shown now. */
  hidden: ReadonlySet<string>;
  optional: readonly string[];
  toggle(id: string): void;
};

const storageKey = (key: string) => `viralscore.admin.columns.${key}`;

function readShown(key: string): string[] {
  try {
    const stored = JSON.parse(window.localStorage.getItem(storageKey(key)) ?? "[]") as unknown;
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === "string") : [];
  } catch {
    return [];
  }
}

export function useColumnChoice(key: string, optional: readonly string[]): ColumnChoice {
  const [shown, setShown] = useState<string[]>(() => readShown(key));
  const optionalKey = optional.join(",");
  const hidden = useMemo(
    () => new Set(optionalKey ? optionalKey.split(",").filter((id) => !shown.includes(id)) : []),
    [optionalKey, shown],
  );
  const toggle = useCallback(
    (id: string) =>
      setShown((current) => {
        const next = current.includes(id) ? current.filter((x) => x !== id) : [...current, id];
        try {
          window.localStorage.setItem(storageKey(key), JSON.stringify(next));
        } catch {
          // Private windows may refuse storage: the choice then lasts until the page is left.
        }
        return next;
      }),
    [key],
  );
  return { hidden, optional, toggle };
}

type ChooserColumn = { id?: string; header?: unknown };

/** "Columns": a disclosure with a checkbox per optional column. */
export function ColumnChooser({ columns, choice }: { columns: readonly ChooserColumn[]; choice: ColumnChoice }) {
  const { t } = useTranslation("admin");
  const listId = useId();
  const names = new Map(columns.map((column) => [column.id ?? "", column.header]));
  return (
    <details className="relative">
      <summary className="inline-flex h-9 cursor-pointer list-none items-center gap-1.5 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-700 hover:bg-slate-50">
        <Columns3 className="h-4 w-4 shrink-0" aria-hidden="true" />
        {t("table.columns")}
      </summary>
      <fieldset
        id={listId}
        className="absolute end-0 z-20 mt-1 min-w-48 space-y-1 rounded-lg border border-slate-200 bg-white p-3 shadow-lg"
      >
        <legend className="sr-only">{t("table.optionalColumns")}</legend>
        {choice.optional.map((id) => {
          const header = names.get(id);
          return (
            <label key={id} className="flex items-center gap-2 text-sm text-slate-800">
              <input type="checkbox" checked={!choice.hidden.has(id)} onChange={() => choice.toggle(id)} />
              {typeof header === "string" ? header : id}
            </label>
          );
        })}
      </fieldset>
    </details>
  );
}
