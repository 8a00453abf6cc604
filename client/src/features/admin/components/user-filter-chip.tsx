import { X } from "lucide-react";
import type { UserFilter } from "../utils/admin-tabs";

type UserFilterChipProps = { what: string; user: UserFilter; onClear: () => void };

/** "Showing analyses of sara ×": the list is filtered by one user; the × shows everyone again. */
export function UserFilterChip({ what, user, onClear }: UserFilterChipProps) {
  return (
    <p className="inline-flex max-w-full items-center gap-1 rounded-full border border-brand-300 bg-brand-50 py-1 pl-3 pr-1 text-sm text-brand-900">
      <span className="truncate">
        Showing {what} of{" "}
        <strong className="font-semibold" dir="auto">
          {user.username}
        </strong>
      </span>
      <button
        type="button"
        onClick={onClear}
        aria-label={`Show the ${what} of all users`}
        className="grid h-7 w-7 shrink-0 place-items-center rounded-full hover:bg-brand-100"
      >
        <X className="h-4 w-4 shrink-0" />
      </button>
    </p>
  );
}
