import { SaveCardDialog } from "@/features/billing/components/save-card-dialog";
import { ProfilePage } from "@/features/profile/components/profile-page";
import { LoadingLine, SignedInRoute } from "./signed-in-route";

export function ProfileRoute() {
  return (
    <SignedInRoute
      title="My Profile"
      what="your profile"
      signedOutTitle="Profile Not Found"
      signedOutDescription="Please log in to view your profile."
      homeLabel="Go Home"
      loading={<LoadingLine text="Loading your profile..." />}
    >
      {(user) => (
        <ProfilePage
          user={user}
          renderAddCardDialog={({ isOpen, onOpenChange, onSaved }) => (
            <SaveCardDialog isOpen={isOpen} onOpenChange={onOpenChange} user={user} onSaved={onSaved} />
          )}
        />
      )}
    </SignedInRoute>
  );
}
