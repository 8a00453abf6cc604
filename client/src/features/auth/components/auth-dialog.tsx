import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { usePublicConfig } from "@/lib/public-config";
import { ForgotPasswordForm } from "./forgot-password-form";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";

export type AuthMode = "login" | "register" | "forgot";

type AuthDialogProps = {
  isOpen: boolean;
  mode: AuthMode;
  onOpenChange: (isOpen: boolean) => void;
  onModeChange: (mode: AuthMode) => void;
  onSuccess: () => void;
};

/**
 * The sign-in / sign-up dialog and its "Reset your password" view. One instance lives in AuthDialogProvider.
 */
export function AuthDialog({ isOpen, mode, onOpenChange, onModeChange, onSuccess }: AuthDialogProps) {
  const { data: config } = usePublicConfig();
  const { t } = useTranslation();
  const freeTrials = config?.freeTrialLimit ?? 1;
  const copy: Record<AuthMode, { title: string; description: string }> = {
    register: {
      title: t("auth.dialog.registerTitle"),
      description: t("auth.dialog.registerDescription", { count: freeTrials }),
    },
    login: { title: t("auth.dialog.loginTitle"), description: t("auth.dialog.loginDescription") },
    forgot: { title: t("auth.dialog.forgotTitle"), description: t("auth.dialog.forgotDescription") },
  };
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      {isOpen ? (
        <DialogContent title={copy[mode].title} description={copy[mode].description}>
          <AuthViews
            mode={mode}
            isRegistrationClosed={config?.allowNewRegistrations === false}
            onModeChange={onModeChange}
            onSuccess={onSuccess}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

type AuthViewsProps = {
  mode: AuthMode;
  isRegistrationClosed: boolean;
  onModeChange: (mode: AuthMode) => void;
  onSuccess: () => void;
};

/** Lives while the dialog is open: carries the typed e-mail from one view to the next. */
function AuthViews({ mode, isRegistrationClosed, onModeChange, onSuccess }: AuthViewsProps) {
  const [email, setEmail] = useState("");
  // Focus goes to the new view's first field only after a switch inside the dialog: on open, the dialog itself
  // focuses the first field and remembers what to give focus back to.
  const [hasSwitched, setHasSwitched] = useState(false);
  const shared = {
    defaultEmail: email,
    onEmailChange: setEmail,
    shouldFocusOnMount: hasSwitched,
    onModeChange: (next: AuthMode) => {
      setHasSwitched(true);
      onModeChange(next);
    },
  };
  if (mode === "forgot") return <ForgotPasswordForm key="forgot" {...shared} />;
  if (mode === "register") {
    return <SignUpForm key="register" {...shared} isRegistrationClosed={isRegistrationClosed} onSuccess={onSuccess} />;
  }
  return <SignInForm key="login" {...shared} onSuccess={onSuccess} />;
}
