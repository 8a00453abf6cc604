import * as DropdownMenuPrimitive from "@radix-ui/react-dropdown-menu";
import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

/**
 * A menu in the shadcn style, on Radix: the trigger opens it with a click, Enter, Space or ArrowDown; arrow keys
 * move between its items (role="menuitem"), typing jumps to an item, Escape closes it and focus goes back to the
 * trigger.
 */
export const DropdownMenu = DropdownMenuPrimitive.Root;
export const DropdownMenuTrigger = DropdownMenuPrimitive.Trigger;
export const DropdownMenuGroup = DropdownMenuPrimitive.Group;

export function DropdownMenuContent({
  className,
  sideOffset = 4,
  ...props
}: ComponentProps<typeof DropdownMenuPrimitive.Content>) {
  return (
    <DropdownMenuPrimitive.Portal>
      <DropdownMenuPrimitive.Content
        sideOffset={sideOffset}
        className={cn(
          "z-50 min-w-40 overflow-y-auto rounded-xl border border-slate-200 bg-white p-1.5 text-slate-900 shadow-lg",
          "max-h-[var(--radix-dropdown-menu-content-available-height)]",
          className,
        )}
        {...props}
      />
    </DropdownMenuPrimitive.Portal>
  );
}

const itemLooks = {
  /** A row of the menu: text with a highlight under the pointer and the arrow keys. */
  row: cn(
    "flex cursor-pointer select-none items-center gap-2 rounded-lg px-3 py-2.5 text-base font-medium text-slate-700",
    "outline-none data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900",
  ),
  /** The item's child brings its own look (a Button); the page's focus ring shows the highlighted one. */
  plain: "",
} as const;

export function DropdownMenuItem({
  className,
  look = "row",
  ...props
}: ComponentProps<typeof DropdownMenuPrimitive.Item> & { look?: keyof typeof itemLooks }) {
  return (
    <DropdownMenuPrimitive.Item
      className={cn(itemLooks[look], "data-[disabled]:pointer-events-none data-[disabled]:opacity-60", className)}
      {...props}
    />
  );
}

export function DropdownMenuSeparator({ className, ...props }: ComponentProps<typeof DropdownMenuPrimitive.Separator>) {
  return <DropdownMenuPrimitive.Separator className={cn("-mx-1.5 my-1.5 h-px bg-slate-200", className)} {...props} />;
}
