import { X } from "lucide-react";
import { Trans, useTranslation } from "react-i18next";
import type { UserFilter } from "../utils/admin-tabs";

type UserFilterChipProps = { what: "analyses" | "payments"; user: UserFilter; onClear: () => void };

/** "Showing analyses of sara ×": the list is filtered by one user; the × shows everyone again. */
export function UserFilterChip({ what, user, onClear }: UserFilterChipProps) {
  const { t } = useTranslation("admin");
  return (
    <p className="inline-flex max-w-full items-center gap-1 rounded-full border border-brand-300 bg-brand-50 py-1 ps-3 pe-1 text-sm text-brand-900">
      <span className="truncate">
        <Trans
          t={t}
          i18nKey={what === "analyses" ? "userFilter.showingAnalyses" : "userFilter.showingPayments"}
          values={{ name: user.username }}
          components={{ strong: <strong className="font-semibold" dir="auto" /> }}
        />
      </span>
      <button
        type="button"
        onClick={onClear}
        aria-label={t(what === "analyses" ? "userFilter.clearAnalyses" : "userFilter.clearPayments")}
        className="grid h-7 w-7 shrink-0 place-items-center rounded-full hover:bg-brand-100"
      >
        <X className="h-4 w-4 shrink-0" />
      </button>
    </p>
  );
}
