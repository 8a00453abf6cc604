import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

type RowActionProps = {
  /** The accessible name, naming the row: "Edit sara", "Delete analysis clip.mp4". */
  label: string;
  onClick: () => void;
  children: ReactNode;
  tone?: "default" | "danger";
};

/** A small text button inside a table row; its visible text is short, its name says which row. */
export function RowAction({ label, onClick, children, tone = "default" }: RowActionProps) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className={cn(
        "inline-flex h-8 items-center gap-1 rounded-md border px-2 text-xs font-semibold",
        tone === "danger"
          ? "border-red-200 text-red-700 hover:bg-red-50"
          : "border-slate-200 text-slate-700 hover:bg-slate-100",
      )}
    >
      {children}
    </button>
  );
}
