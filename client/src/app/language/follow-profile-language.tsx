import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router-dom";
import { useCurrentUser } from "@/features/auth/hooks/use-current-user";
import { languageOf } from "@/i18n/i18n";
import { languageOfPublicPath, publicPathIn } from "@/i18n/languages";

/**
 * A signed-in user reads the product in their profile's language, on every device: when it differs from the one on
 * screen (a new browser, or a change made elsewhere), the interface switches, and a public page goes to its address
 * in that language. The language switch changes the profile first, so it is never undone here.
 */
export function FollowProfileLanguage() {
  const { data: user } = useCurrentUser();
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const wanted = user?.language;

  useEffect(() => {
    if (!wanted || wanted === languageOf(i18n)) return;
    void i18n.changeLanguage(wanted);
    if (languageOfPublicPath(location.pathname)) {
      void navigate(publicPathIn(wanted, `${location.pathname}${location.search}${location.hash}`), { replace: true });
    }
    // Only a change of the profile's language moves the interface, not every navigation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted]);

  return null;
}
