import type { ReactNode } from "react";
import { PageLayout } from "@/app/layout/page-layout";
import { SignInRequired } from "@/components/layout/sign-in-required";
import type { PublicUser } from "@shared/schemas/user";
import { useAuthDialog } from "@/features/auth/hooks/use-auth-dialog";
import { useCurrentUser } from "@/features/auth/hooks/use-current-user";

type SignedInRouteProps = {
  title: string;
  /** What the page shows, for the "Please log in to view …" screen. */
  what: string;
  signedOutDescription: string;
  /** Replaces the "Please log in to view …" heading of the signed-out screen. */
  signedOutTitle?: string;
  /** The signed-out screen's home link text (default "Go to Home"). */
  homeLabel?: string;
  loading: ReactNode;
  children: (user: PublicUser) => ReactNode;
};

/** The layout of a private page: loading, the page for the signed-in user, or the sign-in prompt. */
export function SignedInRoute({
  title,
  what,
  signedOutDescription,
  signedOutTitle,
  homeLabel,
  loading,
  children,
}: SignedInRouteProps) {
  const { data: user, isPending, isError, refetch } = useCurrentUser();
  const { open: openAuthDialog } = useAuthDialog();

  let body: ReactNode;
  if (isPending) body = loading;
  else if (user) body = children(user);
  else {
    body = (
      <SignInRequired
        what={what}
        description={signedOutDescription}
        title={signedOutTitle}
        homeLabel={homeLabel}
        onSignIn={() => openAuthDialog("login")}
        onRetry={isError ? () => void refetch() : undefined}
      />
    );
  }

  return (
    <PageLayout title={title} className="bg-slate-50">
      {body}
    </PageLayout>
  );
}

export function LoadingLine({ text }: { text: string }) {
  return (
    <p role="status" className="mx-auto max-w-7xl px-4 py-10 text-2xl font-bold text-slate-400 sm:px-6 lg:px-8">
      {text}
    </p>
  );
}
