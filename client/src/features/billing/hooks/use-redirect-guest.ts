import { useEffect } from "react";
import { useNavigate } from "react-router-dom";
import { toast } from "@/components/ui/toast";
import { paths } from "@/config/paths";

export const GUEST_REDIRECT_MS = 2000;

/** /subscribe without a session (customer-app §2): toast "Authentication Required", home after 2 s. */
export function useRedirectGuest(isGuest: boolean) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!isGuest) return;
    toast({
      title: "Authentication Required",
      description: "Please sign in to subscribe to Pro.",
      variant: "destructive",
    });
    const timer = setTimeout(() => navigate(paths.home.href()), GUEST_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [isGuest, navigate]);
}
