import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { PublicUser } from "@shared/schemas/user";
import { Button } from "@/components/ui/button";
import { useLanguage } from "@/i18n/use-language";
import { DigitsChoice } from "./digits-choice";
import { PendingEmailNotice } from "./pending-email-notice";
import { PersonalInfoForm } from "./personal-info-form";
import { ProfileSection } from "./profile-section";

const EDIT_BUTTON_ID = "profile-edit-button";

/** Personal Information: the user's details, and a form to change them. */
export function PersonalInfoSection({ user }: { user: PublicUser }) {
  const { t } = useTranslation("profile");
  const language = useLanguage();
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
    { key: "username", label: t("info.username"), value: user.username, isUserText: true },
    { key: "email", label: t("info.email"), value: user.email, isUserText: true },
    { key: "firstName", label: t("info.firstName"), value: user.firstName, isUserText: true },
    { key: "lastName", label: t("info.lastName"), value: user.lastName, isUserText: true },
    { key: "language", label: t("info.language"), value: t(`languages.${user.language}`), isUserText: false },
  ];

  return (
    <ProfileSection
      id="personal-information"
      title={t("info.title")}
      description={isEditing ? t("info.editing") : t("info.description")}
      action={
        isEditing ? null : (
          <Button id={EDIT_BUTTON_ID} variant="secondary" size="sm" onClick={() => setIsEditing(true)}>
            {t("info.edit")}
          </Button>
        )
      }
    >
      {isEditing ? (
        <PersonalInfoForm user={user} onDone={() => setIsEditing(false)} />
      ) : (
        <dl className="grid gap-4 sm:grid-cols-2">
          {rows.map((row) => {
            const hasPendingChange = row.key === "email" && pendingEmail !== null;
            return (
              <div key={row.key} className="min-w-0">
                <dt className="text-sm font-medium text-slate-500">{row.label}</dt>
                <dd className="mt-0.5 break-words text-slate-900">
                  {row.value ? (
                    <span dir={row.isUserText ? "auto" : undefined}>{row.value}</span>
                  ) : (
                    <span className="text-slate-500">{t("info.notSet")}</span>
                  )}
                  {hasPendingChange ? <PendingEmailNotice user={{ ...user, pendingEmail }} /> : null}
                </dd>
              </div>
            );
          })}
        </dl>
      )}
      {/* Arabic only: the digits numbers are written with, kept in this browser. */}
      {language === "ar" ? <DigitsChoice /> : null}
    </ProfileSection>
  );
}
