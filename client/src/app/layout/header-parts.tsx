import { Trans, useTranslation } from "react-i18next";
import { Link, type LinkProps } from "react-router-dom";
import type { PublicUser } from "@shared/schemas/user";
import { paths } from "@/config/paths";
import { usePublicHref } from "@/i18n/use-language";
import { cn } from "@/lib/cn";

// What the header shows both inline (wide screens) and in its compact menu (small screens).

/** The landing page's sections, at the landing page of the interface's language ("/ar#pricing" in Arabic). */
export function useSectionLinks() {
  const { t } = useTranslation();
  const publicHref = usePublicHref();
  return [
    { label: t("shell.header.howItWorks"), href: publicHref(paths.homeSection.href("how-it-works")) },
    { label: t("shell.header.pricing"), href: publicHref(paths.homeSection.href("pricing")) },
    { label: t("shell.header.analyze"), href: publicHref(paths.homeSection.href("analyze")) },
  ];
}

export function ProBadge() {
  const { t } = useTranslation();
  return (
    <span className="inline-flex items-center rounded-full bg-gradient-to-r from-amber-400 to-orange-500 px-2 py-0.5 text-xs font-bold tracking-wide text-white shadow-sm">
      {t("shell.header.pro")}
    </span>
  );
}

/** The other props (a ref, a role, handlers) come from the menu when the link is one of its items. */
export function WelcomeLink({ user, className, ...props }: Omit<LinkProps, "to"> & { user: PublicUser }) {
  const { t } = useTranslation();
  return (
    <Link
      to={paths.profile.href()}
      className={cn("min-w-0 rounded-lg font-medium text-slate-700 hover:text-brand-700", className)}
      {...props}
    >
      {/* One span, so a long name is cut with an ellipsis in the menu's flex row too. */}
      <span className="min-w-0 truncate">
        <Trans
          t={t}
          i18nKey="shell.header.welcome"
          values={{ username: user.username }}
          components={{ name: <span dir="auto" className="font-semibold text-slate-900" /> }}
        />
      </span>
    </Link>
  );
}

/** The compact menu's button, the same before and after the menu's code has loaded. */
export const MENU_BUTTON_CLASS =
  "grid h-10 w-10 place-items-center rounded-lg border border-slate-200 text-slate-700 hover:bg-slate-100";
