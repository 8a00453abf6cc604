import { useQueryClient } from "@tanstack/react-query";
import type { PublicUser, UserResponse } from "@shared/schemas/user";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router-dom";
import { api } from "@/lib/api-client";
import { currentUserQueryKey } from "@/lib/current-user-key";
import { storeDigits } from "./choice";
import { setDigits } from "./i18n";
import { type Digits, type Language, languageOfPublicPath, publicPathIn } from "./languages";

/**
 * Switches the whole interface to a language at once. A public page goes to its address in that language (/ar...); a
 * signed-in user's profile language changes too, the one their e-mails are written in. The header's language switch
 * and the profile's language select both use it.
 */
export function useSwitchLanguage(): (language: Language) => Promise<void> {
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();

  return async (language) => {
    const user = queryClient.getQueryData<PublicUser | null>(currentUserQueryKey);
    // First in the cache, so the profile's language (which the interface follows) does not switch it back.
    if (user) queryClient.setQueryData(currentUserQueryKey, { ...user, language });
    await i18n.changeLanguage(language);
    if (languageOfPublicPath(location.pathname)) {
      void navigate(publicPathIn(language, `${location.pathname}${location.search}${location.hash}`));
    }
    if (user && user.language !== language) {
      try {
        const { user: saved } = await api.put<UserResponse>(`/api/user/${user.id}`, { language });
        queryClient.setQueryData(currentUserQueryKey, saved);
      } catch {
        // The interface has switched; the profile keeps its language until the next change succeeds.
        queryClient.setQueryData(currentUserQueryKey, user);
      }
    }
  };
}

/**
 * Chooses the digits Arabic is written with (kept in this browser). Every useTranslation and useFormat user re-renders
 * at once: i18next is told the language again, which its React binding hears as a change.
 */
export function useSwitchDigits(): (digits: Digits) => Promise<void> {
  const { i18n } = useTranslation();
  return async (digits) => {
    storeDigits(digits);
    setDigits(digits);
    await i18n.changeLanguage(i18n.resolvedLanguage ?? i18n.language);
  };
}
