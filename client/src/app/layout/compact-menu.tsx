import { Menu, X } from "lucide-react";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import type { PublicUser } from "@shared/schemas/user";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { paths } from "@/config/paths";
import { languageOf } from "@/i18n/i18n";
import { usePublicHref } from "@/i18n/use-language";
import { useSwitchLanguage } from "@/i18n/use-switch-language";
import { cn } from "@/lib/cn";
import { MENU_BUTTON_CLASS, useSectionLinks, WelcomeLink } from "./header-parts";

// The header's menu on small screens, in a chunk of its own: it loads when first pointed at, touched or pressed.

type CompactMenuProps = {
  user: PublicUser | null;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  className: string;
  isLoggingOut: boolean;
  onLogout: () => void;
  onSignIn: () => void;
  preloadsAuthDialog: { onPointerEnter: () => void; onFocus: () => void };
};

export function CompactMenu({
  user,
  isOpen: isMenuOpen,
  onOpenChange: setIsMenuOpen,
  className,
  isLoggingOut,
  onLogout: handleLogout,
  onSignIn: handleSignIn,
  preloadsAuthDialog,
}: CompactMenuProps) {
  // The sign-in dialog chosen in the menu opens once the menu has closed and handed focus back to its button, so
  // the dialog gives focus back there when it closes (the menu item it was chosen from is gone by then).
  const afterMenuCloses = useRef<(() => void) | null>(null);
  const { t, i18n } = useTranslation();
  const switchLanguage = useSwitchLanguage();
  const otherLanguage = languageOf(i18n) === "ar" ? "en" : "ar";
  const sectionLinks = useSectionLinks();
  const publicHref = usePublicHref();
  const breakpoint = { compact: className };
  // Not modal: a toast showing below the open menu stays readable by a screen reader and can be dismissed.
  return (
    <DropdownMenu open={isMenuOpen} onOpenChange={setIsMenuOpen} modal={false}>
      <DropdownMenuTrigger
        aria-label={isMenuOpen ? t("shell.header.closeMenu") : t("shell.header.openMenu")}
        className={MENU_BUTTON_CLASS}
      >
        {isMenuOpen ? <X className="h-5 w-5 shrink-0" /> : <Menu className="h-5 w-5 shrink-0" />}
      </DropdownMenuTrigger>
      <DropdownMenuContent
        data-site-header
        align="end"
        sideOffset={12}
        className={cn("w-[calc(100vw-2rem)] sm:w-96", breakpoint.compact)}
        onCloseAutoFocus={() => {
          afterMenuCloses.current?.();
          afterMenuCloses.current = null;
        }}
      >
        {sectionLinks.map((link) => (
          <DropdownMenuItem key={link.href} asChild>
            <Link to={link.href}>{link.label}</Link>
          </DropdownMenuItem>
        ))}
        {user ? (
          <>
            <DropdownMenuItem asChild>
              <Link to={paths.dashboard.href()}>{t("shell.header.dashboard")}</Link>
            </DropdownMenuItem>
            <DropdownMenuItem asChild>
              <WelcomeLink user={user} />
            </DropdownMenuItem>
          </>
        ) : null}
        {/* The other language, for a phone too narrow to show the switch beside the menu button. */}
        <DropdownMenuItem
          lang={otherLanguage}
          dir={otherLanguage === "ar" ? "rtl" : "ltr"}
          aria-label={t("language.switchLabel")}
          onSelect={() => void switchLanguage(otherLanguage)}
        >
          {t("language.switchTo")}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuGroup className="grid gap-2 p-1.5 sm:grid-cols-2">
          <DropdownMenuItem look="plain" asChild>
            <Button asChild variant="secondary">
              <Link to={publicHref(paths.homeSection.href("analyze"))}>{t("shell.header.analyzeNow")}</Link>
            </Button>
          </DropdownMenuItem>
          {user ? (
            <DropdownMenuItem look="plain" asChild disabled={isLoggingOut} onSelect={handleLogout}>
              <Button variant="ghost" className="border border-slate-200">
                {t("shell.header.logout")}
              </Button>
            </DropdownMenuItem>
          ) : (
            <DropdownMenuItem
              look="plain"
              asChild
              onSelect={() => {
                afterMenuCloses.current = handleSignIn;
              }}
              {...preloadsAuthDialog}
            >
              <Button variant="ghost" className="border border-slate-200">
                {t("shell.header.signIn")}
              </Button>
            </DropdownMenuItem>
          )}
        </DropdownMenuGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
