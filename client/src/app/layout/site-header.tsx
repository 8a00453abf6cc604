import { Menu } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink, useLocation, useNavigate } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { paths } from "@/config/paths";
import { usePublicHref } from "@/i18n/use-language";
import { cn } from "@/lib/cn";
import { lazyNamed, useLazyMount } from "@/lib/lazy";
// The header is the app shell's view of the session: it composes the auth feature, so it lives in app/ with the page
// layout, and components/ stay feature-free (ESLint's boundaries rules check both).
import { useAuthDialog } from "@/features/auth/hooks/use-auth-dialog";
import { useCurrentUser } from "@/features/auth/hooks/use-current-user";
import { useLogout } from "@/features/auth/hooks/use-logout";
import { LanguageSwitch } from "@/components/layout/language-switch";
import { Logo } from "@/components/layout/logo";
import { MENU_BUTTON_CLASS, ProBadge, useSectionLinks, WelcomeLink } from "./header-parts";

const CompactMenu = lazyNamed(() => import("./compact-menu").then((m) => m.CompactMenu));

/** Sticky site header: section links, the language switch, Analyze Now, and the session's actions. */
export function SiteHeader() {
  const { t } = useTranslation();
  const sectionLinks = useSectionLinks();
  const publicHref = usePublicHref();
  const { data: user } = useCurrentUser();
  const { open: openAuthDialog, preload: preloadAuthDialog } = useAuthDialog();
  // The auth dialog's code is fetched on first use; pointing at (or tabbing to) its buttons starts it early.
  const preloadsAuthDialog = { onPointerEnter: preloadAuthDialog, onFocus: preloadAuthDialog };
  const logoutMutation = useLogout();
  const navigate = useNavigate();
  const location = useLocation();
  // The menu is open for the location it was opened on, so any navigation (including a same-page
  // #anchor, which gets a new location key) closes it without an effect.
  const [menuOpenedAt, setMenuOpenedAt] = useState<string | null>(null);
  const isMenuOpen = menuOpenedAt === location.key;
  const setIsMenuOpen = (open: boolean) => setMenuOpenedAt(open ? location.key : null);
  const menuMounted = useLazyMount(CompactMenu, isMenuOpen);

  function handleGetStarted() {
    setIsMenuOpen(false);
    openAuthDialog("register");
  }

  function handleSignIn() {
    setIsMenuOpen(false);
    openAuthDialog("login");
  }

  function handleLogout() {
    setIsMenuOpen(false);
    logoutMutation.mutate(undefined, {
      onSuccess: () => toast({ title: t("shell.header.loggedOut"), description: t("shell.header.seeYouSoon") }),
      onSettled: () => navigate(publicHref(paths.home.href())),
    });
  }

  const isLoggingOut = logoutMutation.isPending;
  // A signed-in header carries more items, so it keeps the compact menu up to the xl breakpoint.
  const breakpoint = user
    ? { desktop: "hidden xl:flex", compact: "xl:hidden" }
    : { desktop: "hidden lg:flex", compact: "lg:hidden" };

  return (
    <header
      // Toasts open below the elements carrying this (toast.tsx), never over the header's buttons or its open menu.
      data-site-header
      className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75"
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6 lg:px-8">
        <Logo />

        <nav aria-label={t("shell.header.mainNav")} className={cn("ms-4 items-center gap-1", breakpoint.desktop)}>
          {sectionLinks.map((link) => (
            <Link
              key={link.href}
              to={link.href}
              className="whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900"
            >
              {link.label}
            </Link>
          ))}
        </nav>

        {/* Desktop actions */}
        <div className={cn("ms-auto items-center gap-2", breakpoint.desktop)}>
          <LanguageSwitch className="whitespace-nowrap" />
          <Button asChild variant="secondary" size="sm" className="whitespace-nowrap">
            <Link to={publicHref(paths.homeSection.href("analyze"))}>{t("shell.header.analyzeNow")}</Link>
          </Button>
          {user ? (
            <>
              <NavLink
                to={paths.dashboard.href()}
                className={({ isActive }) =>
                  cn(
                    "whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium hover:bg-slate-100",
                    isActive ? "text-brand-700" : "text-slate-700",
                  )
                }
              >
                {t("shell.header.dashboard")}
              </NavLink>
              <WelcomeLink user={user} className="max-w-56 truncate whitespace-nowrap px-2 py-2 text-sm" />
              {user.isPremium ? <ProBadge /> : null}
              <Button variant="ghost" size="sm" onClick={handleLogout} disabled={isLoggingOut}>
                {t("shell.header.logout")}
              </Button>
            </>
          ) : (
            <Button size="sm" onClick={handleGetStarted} {...preloadsAuthDialog}>
              {t("shell.header.getStarted")}
            </Button>
          )}
        </div>

        {/* Small screens: the main call to action stays visible, the rest lives in the menu. */}
        <div className={cn("ms-auto flex items-center gap-1.5 sm:gap-2", breakpoint.compact)}>
          {user ? (
            user.isPremium ? (
              <ProBadge />
            ) : null
          ) : (
            <Button size="sm" className="whitespace-nowrap" onClick={handleGetStarted} {...preloadsAuthDialog}>
              {t("shell.header.getStarted")}
            </Button>
          )}
          {/* Beside the menu button, one tap away, where the header has room for it (a guest's header on the
              narrowest phones has Get Started there: the switch is then in the menu, and in the footer). */}
          <LanguageSwitch className={cn("whitespace-nowrap px-2", user ? "" : "hidden min-[420px]:inline-block")} />
          {menuMounted ? (
            <CompactMenu
              user={user ?? null}
              isOpen={isMenuOpen}
              onOpenChange={setIsMenuOpen}
              className={breakpoint.compact}
              isLoggingOut={isLoggingOut}
              onLogout={handleLogout}
              onSignIn={handleSignIn}
              preloadsAuthDialog={preloadsAuthDialog}
            />
          ) : (
            // Until first used, a plain button: the menu's code (Radix's dropdown) is not part of the first page load.
            <button
              type="button"
              aria-label={t("shell.header.openMenu")}
              aria-haspopup="menu"
              aria-expanded={false}
              className={MENU_BUTTON_CLASS}
              onClick={() => setIsMenuOpen(true)}
              onPointerEnter={() => void CompactMenu.preload()}
              onTouchStart={() => void CompactMenu.preload()}
              onFocus={() => void CompactMenu.preload()}
            >
              <Menu className="h-5 w-5 shrink-0" />
            </button>
          )}
        </div>
      </div>
    </header>
  );
}
