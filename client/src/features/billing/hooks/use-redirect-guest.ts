import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { toast } from "@/components/ui/toast";
import { paths } from "@/config/paths";

export const GUEST_REDIRECT_MS = 2000;

/**
 * /subscribe without a session: toast "Authentication Required", home after 2 s. `stay` cancels the redirect when the
 * guest chooses to sign in here instead.
 */
export function useRedirectGuest(isGuest: boolean) {
  const navigate = useNavigate();
  const { t } = useTranslation("billing");
  const [isStaying, setIsStaying] = useState(false);
  useEffect(() => {
    if (!isGuest || isStaying) return;
    toast({
      title: t("subscribe.authRequired"),
      description: t("subscribe.authRequiredDescription"),
      variant: "destructive",
    });
    const timer = setTimeout(() => navigate(paths.home.href()), GUEST_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [isGuest, isStaying, navigate, t]);
  return { stay: () => setIsStaying(true) };
}
