import { Menu, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link, NavLink, useLocation, useNavigate } from "react-router-dom";
import type { PublicUser } from "@shared/schemas/user";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { paths } from "@/config/paths";
import { cn } from "@/lib/cn";
// The header is the app shell's view of the session: it composes the auth feature, so it lives in app/ with the page
// layout, and components/ stay feature-free (ESLint's boundaries rules check both).
import { useAuthDialog } from "@/features/auth/hooks/use-auth-dialog";
import { useCurrentUser } from "@/features/auth/hooks/use-current-user";
import { useLogout } from "@/features/auth/hooks/use-logout";
import { Logo } from "@/components/layout/logo";

const sectionLinks = [
  { label: "How It Works", href: paths.homeSection.href("how-it-works") },
  { label: "Pricing", href: paths.homeSection.href("pricing") },
  { label: "Analyze", href: paths.homeSection.href("analyze") },
] as const;

function ProBadge() {
  return (
    <span className="inline-flex items-center rounded-full bg-gradient-to-r from-amber-400 to-orange-500 px-2 py-0.5 text-xs font-bold tracking-wide text-white shadow-sm">
      PRO
    </span>
  );
}

function WelcomeLink({ user, className, onClick }: { user: PublicUser; className?: string; onClick?: () => void }) {
  return (
    <Link
      to={paths.profile.href()}
      onClick={onClick}
      className={cn("min-w-0 rounded-lg font-medium text-slate-700 hover:text-brand-700", className)}
    >
      Welcome,{" "}
      <span dir="auto" className="font-semibold text-slate-900">
        {user.username}
      </span>
    </Link>
  );
}

/** Sticky site header: section links, Analyze Now, and the session's actions. */
export function SiteHeader() {
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
  const menuId = useId();
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const headerRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!isMenuOpen) return;
    function handleKeyDown(event: KeyboardEvent) {
      if (event.key === "Escape") {
        setMenuOpenedAt(null);
        menuButtonRef.current?.focus();
      }
    }
    function handlePointerDown(event: PointerEvent) {
      if (!headerRef.current?.contains(event.target as Node)) setMenuOpenedAt(null);
    }
    document.addEventListener("keydown", handleKeyDown);
    document.addEventListener("pointerdown", handlePointerDown);
    return () => {
      document.removeEventListener("keydown", handleKeyDown);
      document.removeEventListener("pointerdown", handlePointerDown);
    };
  }, [isMenuOpen]);

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
      onSuccess: () => toast({ title: "Logged out", description: "See you soon!" }),
      onSettled: () => navigate(paths.home.href()),
    });
  }

  const isLoggingOut = logoutMutation.isPending;
  // A signed-in header carries more items, so it keeps the compact menu up to the xl breakpoint.
  const breakpoint = user
    ? { desktop: "hidden xl:flex", compact: "xl:hidden" }
    : { desktop: "hidden lg:flex", compact: "lg:hidden" };

  return (
    <header
      ref={headerRef}
      // Toasts open below the element carrying this (toast.tsx), never over the header's buttons.
      data-site-header
      className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75"
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6 lg:px-8">
        <Logo />

        <nav aria-label="Main" className={cn("ml-4 items-center gap-1", breakpoint.desktop)}>
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
        <div className={cn("ml-auto items-center gap-2", breakpoint.desktop)}>
          <Button asChild variant="secondary" size="sm" className="whitespace-nowrap">
            <Link to={paths.homeSection.href("analyze")}>Analyze Now</Link>
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
                Dashboard
              </NavLink>
              <WelcomeLink user={user} className="max-w-56 truncate whitespace-nowrap px-2 py-2 text-sm" />
              {user.isPremium ? <ProBadge /> : null}
              <Button variant="ghost" size="sm" onClick={handleLogout} disabled={isLoggingOut}>
                Logout
              </Button>
            </>
          ) : (
            <Button size="sm" onClick={handleGetStarted} {...preloadsAuthDialog}>
              Get Started
            </Button>
          )}
        </div>

        {/* Small screens: the main call to action stays visible, the rest lives in the menu. */}
        <div className={cn("ml-auto flex items-center gap-2", breakpoint.compact)}>
          {user ? (
            user.isPremium ? (
              <ProBadge />
            ) : null
          ) : (
            <Button size="sm" onClick={handleGetStarted} {...preloadsAuthDialog}>
              Get Started
            </Button>
          )}
          <button
            ref={menuButtonRef}
            type="button"
            aria-expanded={isMenuOpen}
            aria-controls={menuId}
            aria-label={isMenuOpen ? "Close menu" : "Open menu"}
            onClick={() => setIsMenuOpen(!isMenuOpen)}
            className="grid h-10 w-10 place-items-center rounded-lg border border-slate-200 text-slate-700 hover:bg-slate-100"
          >
            {isMenuOpen ? <X className="h-5 w-5 shrink-0" /> : <Menu className="h-5 w-5 shrink-0" />}
          </button>
        </div>
      </div>

      {isMenuOpen ? (
        <div id={menuId} className={cn("border-t border-slate-200 bg-white shadow-lg", breakpoint.compact)}>
          <nav aria-label="Mobile" className="mx-auto max-w-7xl px-4 py-3 sm:px-6">
            <ul className="space-y-1">
              {sectionLinks.map((link) => (
                <li key={link.href}>
                  <Link
                    to={link.href}
                    className="block rounded-lg px-3 py-2.5 text-base font-medium text-slate-700 hover:bg-slate-100"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
              {user ? (
                <>
                  <li>
                    <Link
                      to={paths.dashboard.href()}
                      className="block rounded-lg px-3 py-2.5 text-base font-medium text-slate-700 hover:bg-slate-100"
                    >
                      Dashboard
                    </Link>
                  </li>
                  <li>
                    <WelcomeLink user={user} className="block truncate px-3 py-2.5 text-base hover:bg-slate-100" />
                  </li>
                </>
              ) : null}
            </ul>
            <div className="mt-3 grid gap-2 border-t border-slate-200 pt-3 sm:grid-cols-2">
              <Button asChild variant="secondary">
                <Link to={paths.homeSection.href("analyze")}>Analyze Now</Link>
              </Button>
              {user ? (
                <Button
                  variant="ghost"
                  className="border border-slate-200"
                  onClick={handleLogout}
                  disabled={isLoggingOut}
                >
                  Logout
                </Button>
              ) : (
                <Button
                  variant="ghost"
                  className="border border-slate-200"
                  onClick={handleSignIn}
                  {...preloadsAuthDialog}
                >
                  Sign In
                </Button>
              )}
            </div>
          </nav>
        </div>
      ) : null}
    </header>
  );
}
