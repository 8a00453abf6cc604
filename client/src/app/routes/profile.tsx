import { useTranslation } from "react-i18next";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router-dom";
import type { PublicUser } from "@shared/schemas/user";
import { toast } from "@/components/ui/toast";
import { paths } from "@/config/paths";
import { useAnalyses } from "@/features/analyses/hooks/use-analyses";
import { currentUserQuery } from "@/features/auth/api/queries";
import { useCurrentUser } from "@/features/auth/hooks/use-current-user";
import { resetUserQueries } from "@/features/auth/utils/reset-user-queries";
import { clearStoredUser } from "@/features/auth/utils/stored-user";
import { SaveCardDialog } from "@/features/billing/components/save-card-dialog";
import { ApiKeysSection } from "@/features/developers/components/api-keys-section";
import { ProfilePage } from "@/features/profile/components/profile-page";
import { LoadingLine, SignedInRoute } from "./signed-in-route";

/** The profile of the user the server session belongs to; composes the profile, billing and analyses features. */
function SignedInProfile({ user }: { user: PublicUser }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const analyses = useAnalyses(user.id);
  const { t } = useTranslation();

  // The account is gone and its cookie cleared: forget the user here as logout does, then go home.
  function handleAccountDeleted() {
    clearStoredUser();
    queryClient.setQueryData(currentUserQuery().queryKey, null);
    resetUserQueries(queryClient);
    void navigate(paths.home.href());
    toast({
      title: t("shell.routes.profile.deletedTitle"),
      description: t("shell.routes.profile.deletedBody"),
      variant: "success",
    });
  }

  return (
    <ProfilePage
      user={user}
      // The creator's own analyses, as on the dashboard: competitors' posts analysed on /compare are not theirs.
      analysesCount={analyses.data?.filter((analysis) => analysis.kind !== "competitor").length}
      onAccountDeleted={handleAccountDeleted}
      apiKeysSection={<ApiKeysSection user={user} />}
      renderAddCardDialog={({ isOpen, onOpenChange, onSaved }) => (
        <SaveCardDialog isOpen={isOpen} onOpenChange={onOpenChange} user={user} onSaved={onSaved} />
      )}
    />
  );
}

export function ProfileRoute() {
  // The user cached in localStorage paints the header at once, but the profile waits for the server session: a stale
  // cache must never show a signed-out visitor someone's details, even for a moment.
  const { isPlaceholderData } = useCurrentUser();
  const { t } = useTranslation();
  const loading = <LoadingLine text={t("shell.routes.profile.loading")} />;
  return (
    <SignedInRoute
      title={t("shell.routes.profile.title")}
      what={t("shell.routes.profile.what")}
      signedOutTitle={t("shell.routes.profile.signedOutTitle")}
      signedOutDescription={t("shell.routes.profile.signedOut")}
      homeLabel={t("shell.routes.profile.goHome")}
      loading={loading}
    >
      {(user) => (isPlaceholderData ? loading : <SignedInProfile user={user} />)}
    </SignedInRoute>
  );
}
