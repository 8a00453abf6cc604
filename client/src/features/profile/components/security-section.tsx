import { useEffect, useRef, useState } from "react";
import type { PublicUser } from "@shared/schemas/user";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { ChangePasswordForm } from "./change-password-form";
import { ProfileSection } from "./profile-section";
import { SessionsList } from "./sessions-list";

const CHANGE_PASSWORD_BUTTON_ID = "profile-change-password";

/** Security: change the password (other sessions end) and see where the account is signed in. */
export function SecuritySection({ user }: { user: PublicUser }) {
  const { t } = useTranslation("profile");
  const [isChanging, setIsChanging] = useState(false);
  const wasChanging = useRef(false);
  // Leaving the form (changed or cancelled) puts focus back on the button that opened it.
  useEffect(() => {
    if (wasChanging.current && !isChanging) document.getElementById(CHANGE_PASSWORD_BUTTON_ID)?.focus();
    wasChanging.current = isChanging;
  }, [isChanging]);

  return (
    <ProfileSection id="security" title={t("security.title")} description={t("security.description")}>
      <div className="space-y-8">
        <div>
          <h3 className="font-semibold text-slate-900">{t("security.password")}</h3>
          {isChanging ? (
            <div className="mt-3">
              <ChangePasswordForm username={user.username} onDone={() => setIsChanging(false)} />
            </div>
          ) : (
            <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-slate-600">{t("security.passwordHint")}</p>
              <Button id={CHANGE_PASSWORD_BUTTON_ID} variant="secondary" size="sm" onClick={() => setIsChanging(true)}>
                {t("security.changePassword")}
              </Button>
            </div>
          )}
        </div>
        <div>
          <h3 className="font-semibold text-slate-900">{t("security.activeSessions")}</h3>
          <div className="mt-3">
            <SessionsList />
          </div>
        </div>
      </div>
    </ProfileSection>
  );
}
