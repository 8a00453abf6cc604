import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router-dom";
import type { PublicUser } from "@shared/schemas/user";
import { toast } from "@/components/ui/toast";
import { paths } from "@/config/paths";
import { useAnalyses } from "@/features/analyses/hooks/use-analyses";
import { currentUserQueryKey } from "@/features/auth/api/get-current-user";
import { useCurrentUser } from "@/features/auth/hooks/use-current-user";
import { resetUserQueries } from "@/features/auth/utils/reset-user-queries";
import { clearStoredUser } from "@/features/auth/utils/stored-user";
import { SaveCardDialog } from "@/features/billing/components/save-card-dialog";
import { ProfilePage } from "@/features/profile/components/profile-page";
import { LoadingLine, SignedInRoute } from "./signed-in-route";

const loading = <LoadingLine text="Loading your profile..." />;

/** The profile of the user the server session belongs to; composes the profile, billing and analyses features. */
function SignedInProfile({ user }: { user: PublicUser }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const analyses = useAnalyses(user.id);

  // The account is gone and its cookie cleared: forget the user here as logout does, then go home.
  function handleAccountDeleted() {
    clearStoredUser();
    queryClient.setQueryData(currentUserQueryKey, null);
    resetUserQueries(queryClient);
    void navigate(paths.home.href());
    toast({
      title: "Your account was deleted",
      description: "We sent a confirmation to your e-mail. You can sign up again with it at any time.",
      variant: "success",
    });
  }

  return (
    <ProfilePage
      user={user}
      // The creator's own analyses, as on the dashboard: competitors' posts analysed on /compare are not theirs.
      analysesCount={analyses.data?.filter((analysis) => analysis.kind !== "competitor").length}
      onAccountDeleted={handleAccountDeleted}
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
  return (
    <SignedInRoute
      title="My Profile"
      what="your profile"
      signedOutTitle="Profile Not Found"
      signedOutDescription="Please log in to view your profile."
      homeLabel="Go Home"
      loading={loading}
    >
      {(user) => (isPlaceholderData ? loading : <SignedInProfile user={user} />)}
    </SignedInRoute>
  );
}
