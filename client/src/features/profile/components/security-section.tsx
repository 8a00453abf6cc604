import { useEffect, useRef, useState } from "react";
import type { PublicUser } from "@shared/schemas/user";
import { Button } from "@/components/ui/button";
import { ChangePasswordForm } from "./change-password-form";
import { ProfileSection } from "./profile-section";
import { SessionsList } from "./sessions-list";

const CHANGE_PASSWORD_BUTTON_ID = "profile-change-password";

/** Security: change the password (other sessions end) and see where the account is signed in. */
export function SecuritySection({ user }: { user: PublicUser }) {
  const [isChanging, setIsChanging] = useState(false);
  const wasChanging = useRef(false);
  // Leaving the form (changed or cancelled) puts focus back on the button that opened it.
  useEffect(() => {
    if (wasChanging.current && !isChanging) document.getElementById(CHANGE_PASSWORD_BUTTON_ID)?.focus();
    wasChanging.current = isChanging;
  }, [isChanging]);

  return (
    <ProfileSection
      id="security"
      title="Security"
      description="Your password and the devices signed in to your account."
    >
      <div className="space-y-8">
        <div>
          <h3 className="font-semibold text-slate-900">Password</h3>
          {isChanging ? (
            <div className="mt-3">
              <ChangePasswordForm username={user.username} onDone={() => setIsChanging(false)} />
            </div>
          ) : (
            <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-slate-600">Changing it signs you out on every other device.</p>
              <Button id={CHANGE_PASSWORD_BUTTON_ID} variant="secondary" size="sm" onClick={() => setIsChanging(true)}>
                Change password
              </Button>
            </div>
          )}
        </div>
        <div>
          <h3 className="font-semibold text-slate-900">Active sessions</h3>
          <div className="mt-3">
            <SessionsList />
          </div>
        </div>
      </div>
    </ProfileSection>
  );
}
