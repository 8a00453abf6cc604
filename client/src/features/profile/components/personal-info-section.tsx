import { useEffect, useRef, useState } from "react";
import type { PublicUser } from "@shared/schemas/user";
import { Button } from "@/components/ui/button";
import { PendingEmailNotice } from "./pending-email-notice";
import { PersonalInfoForm, languageLabels } from "./personal-info-form";
import { ProfileSection } from "./profile-section";

const EDIT_BUTTON_ID = "profile-edit-button";

/** Personal Information: the user's details, and a form to change them. */
export function PersonalInfoSection({ user }: { user: PublicUser }) {
  const [isEditing, setIsEditing] = useState(false);
  const wasEditing = useRef(false);
  // Leaving the form (saved or cancelled) puts focus back on the button that opened it.
  useEffect(() => {
    if (wasEditing.current && !isEditing) document.getElementById(EDIT_BUTTON_ID)?.focus();
    wasEditing.current = isEditing;
  }, [isEditing]);
  const { pendingEmail } = user;
  // isUserText: typed by the user, may be Arabic, so its direction is taken from its own letters.
  const rows = [
    { label: "Username", value: user.username, isUserText: true },
    { label: "Email", value: user.email, isUserText: true },
    { label: "First name", value: user.firstName, isUserText: true },
    { label: "Last name", value: user.lastName, isUserText: true },
    { label: "Language", value: languageLabels[user.language], isUserText: false },
  ];

  return (
    <ProfileSection
      id="personal-information"
      title="Personal Information"
      description={isEditing ? "Change your details, then save." : "Your account details."}
      action={
        isEditing ? null : (
          <Button id={EDIT_BUTTON_ID} variant="secondary" size="sm" onClick={() => setIsEditing(true)}>
            Edit Profile
          </Button>
        )
      }
    >
      {isEditing ? (
        <PersonalInfoForm user={user} onDone={() => setIsEditing(false)} />
      ) : (
        <dl className="grid gap-4 sm:grid-cols-2">
          {rows.map((row) => {
            const hasPendingChange = row.label === "Email" && pendingEmail !== null;
            return (
              <div key={row.label} className="min-w-0">
                <dt className="text-sm font-medium text-slate-500">{row.label}</dt>
                <dd className="mt-0.5 break-words text-slate-900">
                  {row.value ? (
                    <span dir={row.isUserText ? "auto" : undefined}>{row.value}</span>
                  ) : (
                    <span className="text-slate-500">Not set</span>
                  )}
                  {hasPendingChange ? <PendingEmailNotice user={{ ...user, pendingEmail }} /> : null}
                </dd>
              </div>
            );
          })}
        </dl>
      )}
    </ProfileSection>
  );
}
