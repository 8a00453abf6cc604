import type { SelectHTMLAttributes } from "react";
import { cn } from "@/lib/cn";

/** A native <select> with the look of Input: native keeps it accessible and usable on phones. */
export function Select({ className, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <select
      className={cn(
        "h-11 rounded-lg border border-slate-300 bg-white px-3 pe-8 text-base text-slate-900",
        "focus-visible:border-brand-600 aria-[invalid=true]:border-red-600 disabled:bg-slate-100",
        className,
      )}
      {...props}
    />
  );
}
