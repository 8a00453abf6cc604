import { CircleAlert, CircleCheck, Info, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

const tones = {
  success: { icon: CircleCheck, className: "bg-emerald-100 text-emerald-700" },
  error: { icon: CircleAlert, className: "bg-red-100 text-red-700" },
  info: { icon: Info, className: "bg-brand-100 text-brand-700" },
} as const satisfies Record<string, { icon: LucideIcon; className: string }>;

type StatusPanelProps = {
  tone: keyof typeof tones;
  title: string;
  /** Instead of the tone's own icon (a tick, an exclamation mark, an i). */
  icon?: LucideIcon;
  children: ReactNode;
};

/** The one-message page of a mailed link (verify e-mail, reset password): a round icon, the h1, then the rest. */
export function StatusPanel({ tone, title, icon, children }: StatusPanelProps) {
  const Icon = icon ?? tones[tone].icon;
  return (
    <div className="text-center">
      <span className={cn("mx-auto grid h-14 w-14 place-items-center rounded-full", tones[tone].className)}>
        <Icon className="h-7 w-7" />
      </span>
      <h1 className="mt-5 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      <div className="mt-3 space-y-6 text-slate-600">{children}</div>
    </div>
  );
}
