import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

const tones = {
  neutral: "border-slate-300 bg-slate-100 text-slate-800",
  success: "border-emerald-300 bg-emerald-50 text-emerald-800",
  warning: "border-amber-300 bg-amber-50 text-amber-900",
  danger: "border-red-300 bg-red-50 text-red-800",
  info: "border-sky-300 bg-sky-50 text-sky-800",
  brand: "border-brand-300 bg-brand-50 text-brand-800",
} as const;

export type BadgeTone = keyof typeof tones;

type BadgeProps = {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
  title?: string;
};

/** A small status pill. Its text carries the meaning; the colour only repeats it (never colour alone). */
export function Badge({ tone = "neutral", children, className, title }: BadgeProps) {
  return (
    <span
      title={title}
      className={cn(
        "inline-flex items-center gap-1 whitespace-nowrap rounded-full border px-2 py-0.5 text-xs font-semibold",
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
