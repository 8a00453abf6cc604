import { useSearchParams } from "react-router-dom";
import { PageLayout } from "@/components/layout/page-layout";
import { Button } from "@/components/ui/button";
import { useAuthDialog } from "@/features/auth/hooks/use-auth-dialog";
import { useCurrentUser } from "@/features/auth/hooks/use-current-user";
import { BackLink } from "@/features/billing/components/back-link";
import { SubscribePage } from "@/features/billing/components/subscribe-page";
import { TestModeBadge } from "@/features/billing/components/test-mode-badge";
import { useRedirectGuest } from "@/features/billing/hooks/use-redirect-guest";
import { LoadingLine } from "./signed-in-route";

export function SubscribeRoute() {
  const { data: user, isPending, isError, refetch } = useCurrentUser();
  const { open: openAuthDialog } = useAuthDialog();
  const [searchParams] = useSearchParams();
  const isGuest = !isPending && !isError && !user;
  useRedirectGuest(isGuest);

  let body;
  if (isPending) body = <LoadingLine text="Loading..." />;
  else if (user) body = <SubscribePage user={user} offerQuery={searchParams.get("offer")} />;
  else {
    body = (
      <div role="status" className="rounded-2xl border border-slate-200 bg-white p-6 text-slate-700">
        <p>
          {isError
            ? "We couldn't check your session. Check your connection and try again."
            : "Please sign in to subscribe to Pro. Taking you back to the home page…"}
        </p>
        <div className="mt-4 flex gap-2">
          {isError ? (
            <Button onClick={() => void refetch()}>Try again</Button>
          ) : (
            <Button onClick={() => openAuthDialog("login")}>Sign In</Button>
          )}
        </div>
      </div>
    );
  }

  return (
    <PageLayout title="Subscribe to Pro" className="bg-slate-50">
      <section className="mx-auto w-full max-w-4xl px-4 py-10 sm:py-14">
        <BackLink />
        <div className="mt-6 mb-6 flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Subscribe to Pro</h1>
          <TestModeBadge />
        </div>
        {body}
      </section>
    </PageLayout>
  );
}
