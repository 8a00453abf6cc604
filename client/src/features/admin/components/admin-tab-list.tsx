import { useRef, type KeyboardEvent, type ReactNode } from "react";
import { useLanguage } from "@/i18n/use-language";
import { cn } from "@/lib/cn";

export type TabItem<Id extends string> = { id: Id; label: string; badge?: ReactNode };

type AdminTabListProps<Id extends string> = {
  label: string;
  tabs: readonly TabItem<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
  /** Prefix of the tab and panel element ids: `${idPrefix}-tab-${id}`, `${idPrefix}-panel-${id}`. */
  idPrefix: string;
};

export const tabId = (prefix: string, id: string) => `${prefix}-tab-${id}`;
export const panelId = (prefix: string, id: string) => `${prefix}-panel-${id}`;

/**
 * WAI-ARIA tabs with automatic activation: Left/Right move between tabs in the reading direction (wrapping), Home/End jump to the
 * ends; only the selected tab is in the Tab order. On a phone the row scrolls sideways.
 */
export function AdminTabList<Id extends string>({ label, tabs, selected, onSelect, idPrefix }: AdminTabListProps<Id>) {
  const refs = useRef(new Map<string, HTMLButtonElement>());
  // The arrow that points along the reading direction goes to the next tab: Left in Arabic.
  const isRtl = useLanguage() === "ar";
  const forward = isRtl ? "ArrowLeft" : "ArrowRight";
  const back = isRtl ? "ArrowRight" : "ArrowLeft";

  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    let next = -1;
    if (event.key === forward) next = (index + 1) % tabs.length;
    else if (event.key === back) next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === "Home") next = 0;
    else if (event.key === "End") next = tabs.length - 1;
    const target = tabs[next];
    if (!target) return;
    event.preventDefault();
    onSelect(target.id);
    refs.current.get(target.id)?.focus();
  };

  return (
    // relative: the badges' sr-only text is absolutely positioned and must be clipped by this box, not the page.
    <div className="relative -mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <div
        role="tablist"
        aria-label={label}
        className="inline-flex min-w-max gap-1 rounded-xl border border-slate-200 bg-white p-1 shadow-sm"
      >
        {tabs.map((tab) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(node) => {
                if (node) refs.current.set(tab.id, node);
                else refs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(idPrefix, tab.id)}
              aria-selected={isSelected}
              // Only the selected panel exists in the page; pointing at a missing id would be an ARIA error.
              aria-controls={isSelected ? panelId(idPrefix, tab.id) : undefined}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              onKeyDown={handleKeyDown}
              className={cn(
                "inline-flex h-10 items-center gap-2 whitespace-nowrap rounded-lg px-3 text-sm font-semibold transition-colors",
                isSelected ? "bg-brand-600 text-white shadow-sm" : "text-slate-700 hover:bg-slate-100",
              )}
            >
              {tab.label}
              {tab.badge}
            </button>
          );
        })}
      </div>
    </div>
  );
}

type AdminTabPanelProps = { idPrefix: string; id: string; children: ReactNode };

/** The selected tab's panel (only the selected one is rendered). */
export function AdminTabPanel({ idPrefix, id, children }: AdminTabPanelProps) {
  return (
    <div
      role="tabpanel"
      id={panelId(idPrefix, id)}
      aria-labelledby={tabId(idPrefix, id)}
      tabIndex={0}
      className="min-w-0 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600"
    >
      {children}
    </div>
  );
}
