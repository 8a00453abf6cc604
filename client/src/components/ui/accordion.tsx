import { ChevronDown } from "lucide-react";
import { useId, useState, type KeyboardEvent, type ReactNode } from "react";

export type AccordionEntry = { id: string; question: string; answer: ReactNode };

// The WAI-ARIA accordion pattern written out: it is a few lines, where @radix-ui/react-accordion and its collection,
// collapsible and presence helpers were ~5 KB gzip of the landing page's first paint.

/** Moves focus between the accordion's headers with the arrow keys, Home and End (APG accordion, optional keys). */
function handleHeaderKeys(event: KeyboardEvent<HTMLButtonElement>) {
  const keys = ["ArrowDown", "ArrowUp", "Home", "End"];
  if (!keys.includes(event.key)) return;
  const root = event.currentTarget.closest("[data-accordion]");
  const triggers = Array.from(root?.querySelectorAll<HTMLButtonElement>("[data-accordion-trigger]") ?? []);
  const index = triggers.indexOf(event.currentTarget);
  const last = triggers.length - 1;
  const next = {
    ArrowDown: index === last ? 0 : index + 1,
    ArrowUp: index === 0 ? last : index - 1,
    Home: 0,
    End: last,
  }[event.key as "ArrowDown" | "ArrowUp" | "Home" | "End"];
  event.preventDefault();
  triggers[next]?.focus();
}

/** The trigger's data-state, as Radix names it (the chevron turns on "open"). */
const stateOf = (isOpen: boolean) => (isOpen ? "open" : "closed");

/** A single-open accordion whose triggers are real buttons (keyboard: Tab, Enter, Space, arrows, Home, End). */
export function Accordion({ items }: { items: AccordionEntry[] }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const baseId = useId();
  return (
    <div data-accordion className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {items.map((item) => {
        const isOpen = openId === item.id;
        const state = stateOf(isOpen);
        const triggerId = `${baseId}-${item.id}-trigger`;
        const panelId = `${baseId}-${item.id}-panel`;
        return (
          <div key={item.id}>
            <h3>
              <button
                type="button"
                id={triggerId}
                data-accordion-trigger
                data-state={state}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => setOpenId(isOpen ? null : item.id)}
                onKeyDown={handleHeaderKeys}
                className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-start font-semibold text-slate-900 hover:bg-slate-50"
              >
                {item.question}
                <ChevronDown className="h-5 w-5 shrink-0 transition-transform group-data-[state=open]:rotate-180" />
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={triggerId}
              hidden={!isOpen}
              className="px-5 pb-4 text-slate-700"
            >
              {item.answer}
            </div>
          </div>
        );
      })}
    </div>
  );
}
