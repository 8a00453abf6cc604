import { cn } from "@/lib/cn";
import { useIsTestMode } from "../hooks/use-payments-setup";

/** "TEST MODE" on every payment surface while no real money can move (PRODUCT.md §4). */
export function TestModeBadge({ className }: { className?: string }) {
  if (!useIsTestMode()) return null;
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1.5 rounded-full border border-amber-300 bg-amber-100 px-2.5 py-0.5 text-xs font-bold tracking-wide text-amber-900",
        className,
      )}
    >
      <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-amber-500" />
      TEST MODE
    </span>
  );
}
