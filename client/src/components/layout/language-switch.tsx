import { useTranslation } from "react-i18next";
import { languageOf } from "@/i18n/i18n";
import { useSwitchLanguage } from "@/i18n/use-switch-language";
import { cn } from "@/lib/cn";

/**
 * Switches the whole interface to the other language. A public page goes to its address in that language (/ar...);
 * a signed-in user's profile language changes too, the one their e-mails are written in. The label is the other
 * language's own name ("العربية" on the English page), as a reader of that language looks for it.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const switchLanguage = useSwitchLanguage();
  const other = languageOf(i18n) === "ar" ? "en" : "ar";

  return (
    <button
      type="button"
      lang={other}
      dir={other === "ar" ? "rtl" : "ltr"}
      onClick={() => void switchLanguage(other)}
      aria-label={t("language.switchLabel")}
      className={cn(
        "rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-brand-700",
        className,
      )}
    >
      {t("language.switchTo")}
    </button>
  );
}
