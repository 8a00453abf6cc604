import { MoreHorizontal } from "lucide-react";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn";
import { RowAction } from "./row-actions";

/** One action of a table row: its short visible text, and an accessible name that says which row. */
export type RowActionItem = {
  id: string;
  text: string;
  label: string;
  onClick: () => void;
  tone?: "default" | "danger";
};

type RowActionsMenuProps = {
  /** Shown as buttons in the row (keep it to the one or two an operator uses most). */
  inline: RowActionItem[];
  /** Behind "More": any number of further actions, so the column stays narrow whatever is added. */
  more?: RowActionItem[];
  /** Names the row in the "More" button's accessible name: "More actions for sara". */
  rowLabel: string;
};

/**
 * The actions cell of an admin table: a few buttons and a "More" menu. It sits in the table's sticky actions
 * column, so it stays in view however wide the table is. The menu is positioned on the screen (fixed), so the
 * table's scrolling box never clips it.
 */
export function RowActionsMenu({ inline, more = [], rowLabel }: RowActionsMenuProps) {
  return (
    <div className="flex items-center justify-end gap-1">
      {inline.map((item) => (
        <RowAction key={item.id} label={item.label} tone={item.tone} onClick={item.onClick}>
          {item.text}
        </RowAction>
      ))}
      {more.length > 0 ? <MoreMenu items={more} rowLabel={rowLabel} /> : null}
    </div>
  );
}

type MenuPosition = { top?: number; bottom?: number; right?: number; left?: number };

/**
 * Below the button, or above it when the menu would run past the bottom of the screen; its end edge lines up with the
 * button's (the right edge in English, the left in Arabic), so it opens towards the table.
 */
function menuPosition(button: HTMLButtonElement | null, itemCount: number): MenuPosition | null {
  if (!button) return null;
  const rect = button.getBoundingClientRect();
  const isRtl = getComputedStyle(button).direction === "rtl";
  const side = isRtl ? { left: Math.max(8, rect.left) } : { right: Math.max(8, window.innerWidth - rect.right) };
  const height = itemCount * 40 + 12;
  const fitsBelow = rect.bottom + 4 + height <= window.innerHeight || rect.top - 4 - height < 0;
  return fitsBelow ? { top: rect.bottom + 4, ...side } : { bottom: window.innerHeight - rect.top + 4, ...side };
}

function MoreMenu({ items, rowLabel }: { items: RowActionItem[]; rowLabel: string }) {
  const { t } = useTranslation("admin");
  const [position, setPosition] = useState<MenuPosition | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const open = position !== null;
  const count = items.length;

  const close = (refocus: boolean) => {
    setPosition(null);
    if (refocus) buttonRef.current?.focus();
  };
  const place = () => setPosition(menuPosition(buttonRef.current, items.length));
  const toggle = () => (open ? close(false) : place());

  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelector<HTMLButtonElement>("[role=menuitem]")?.focus();
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setPosition(null);
    };
    // The page or the table's box scrolling under the menu: the menu follows its button.
    const follow = () => setPosition(menuPosition(buttonRef.current, count));
    const onScroll = (event: Event) => {
      if (!menuRef.current?.contains(event.target as Node)) follow();
    };
    document.addEventListener("pointerdown", onPointer);
    window.addEventListener("scroll", onScroll, true);
    window.addEventListener("resize", follow);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      window.removeEventListener("scroll", onScroll, true);
      window.removeEventListener("resize", follow);
    };
  }, [open, count]);

  const onMenuKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const entries = [...(menuRef.current?.querySelectorAll<HTMLButtonElement>("[role=menuitem]") ?? [])];
    const at = entries.indexOf(document.activeElement as HTMLButtonElement);
    if (event.key === "Escape" || event.key === "Tab") {
      event.preventDefault();
      close(true);
    } else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      entries[(at + step + entries.length) % entries.length]?.focus();
    }
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label={t("table.moreActionsFor", { name: rowLabel })}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={toggle}
        className="inline-flex h-8 w-8 items-center justify-center rounded-md border border-slate-200 text-slate-700 hover:bg-slate-100"
      >
        <MoreHorizontal className="h-4 w-4" aria-hidden="true" />
      </button>
      {/* On the page's body: inside the sticky actions cell (its own stacking context) the next row's sticky cell
          painted over the menu and took its clicks. */}
      {position
        ? createPortal(
            <div
              ref={menuRef}
              id={menuId}
              role="menu"
              tabIndex={-1}
              aria-label={t("table.actionsFor", { name: rowLabel })}
              onKeyDown={onMenuKey}
              style={position}
              className="fixed z-50 min-w-44 rounded-lg border border-slate-200 bg-white py-1 text-sm shadow-lg"
            >
              {items.map((item) => (
                <button
                  key={item.id}
                  type="button"
                  role="menuitem"
                  aria-label={item.label}
                  onClick={() => {
                    close(true);
                    item.onClick();
                  }}
                  className={cn(
                    "block w-full px-3 py-2 text-start font-medium hover:bg-slate-100 focus:bg-slate-100 focus:outline-none",
                    item.tone === "danger" ? "text-red-700" : "text-slate-800",
                  )}
                >
                  {item.text}
                </button>
              ))}
            </div>,
            document.body,
          )
        : null}
    </>
  );
}
