import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { ApiError } from "@/lib/api-client";
import { useVerifyEmail } from "../hooks/use-verify-email";
import { ResendVerificationForm } from "./resend-verification-form";

type VerifyEmailScreenProps = {
  /** The token from ?token=, or null when the link has none. */
  token: string | null;
  /** Prefills the resend form (the signed-in or cached user's address). */
  defaultEmail?: string;
};

type Tone = "success" | "error" | "info";

const toneStyles: Record<Tone, string> = {
  success: "bg-emerald-100 text-emerald-700",
  error: "bg-red-100 text-red-700",
  info: "bg-brand-100 text-brand-700",
};

function StatusIcon({ tone }: { tone: Tone }) {
  return (
    <span aria-hidden="true" className={`mx-auto grid h-14 w-14 place-items-center rounded-full ${toneStyles[tone]}`}>
      <svg
        viewBox="0 0 24 24"
        className="h-7 w-7"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {tone === "success" ? (
          <path d="M5 12.5l4.5 4.5L19 7.5" />
        ) : tone === "error" ? (
          <path d="M12 7v6m0 4h.01" />
        ) : (
          <path d="M4 6h16v12H4zM4 7l8 6 8-6" />
        )}
      </svg>
    </span>
  );
}

function Panel({ tone, title, children }: { tone: Tone; title: string; children: ReactNode }) {
  return (
    <div className="text-center">
      <StatusIcon tone={tone} />
      <h1 className="mt-5 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      <div className="mt-3 space-y-6 text-slate-600">{children}</div>
    </div>
  );
}

function HomeButton({ variant = "secondary" }: { variant?: "primary" | "secondary" }) {
  return (
    <Button asChild variant={variant}>
      <Link to={paths.home.href()}>Back to Home</Link>
    </Button>
  );
}

function VerifyEmailState({ token, defaultEmail }: { token: string; defaultEmail?: string }) {
  const verification = useVerifyEmail(token);

  if (verification.isPending) {
    return (
      <div role="status" className="text-center">
        <span
          aria-hidden="true"
          className="mx-auto block h-14 w-14 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600"
        />
        <h1 className="mt-5 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Verifying your email...</h1>
        <p className="mt-3 text-slate-600">This only takes a moment.</p>
      </div>
    );
  }

  if (verification.isSuccess) {
    const { message, user } = verification.data;
    return (
      <Panel tone="success" title="Email Verified!">
        <p>{message}</p>
        <p className="text-lg font-semibold text-slate-900">
          Welcome, <span dir="auto">{user.username}</span>!
        </p>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-center">
          <HomeButton />
          <Button asChild>
            <Link to={paths.dashboard.href()}>Go to Dashboard</Link>
          </Button>
        </div>
      </Panel>
    );
  }

  const error = verification.error;
  const isApiError = error instanceof ApiError;
  const message = isApiError && error.serverMessage ? error.serverMessage : "Email verification failed";

  if (isApiError && error.code === "ALREADY_VERIFIED") {
    return (
      <Panel tone="success" title="Email Already Verified">
        <p>{message}</p>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-center">
          <HomeButton />
          <Button asChild>
            <Link to={paths.dashboard.href()}>Go to Dashboard</Link>
          </Button>
        </div>
      </Panel>
    );
  }

  const isExpired = isApiError && (error.code === "TOKEN_EXPIRED" || error.status === 410);
  return (
    <Panel tone="error" title="Verification Failed">
      <p role="alert">{message}</p>
      {isExpired ? (
        <div className="rounded-xl border border-slate-200 bg-slate-50 p-5">
          <p className="mb-4 text-sm text-slate-700">
            Verification links expire after a while. Enter your e-mail and we will send you a fresh one.
          </p>
          <ResendVerificationForm defaultEmail={defaultEmail} />
        </div>
      ) : null}
      <HomeButton variant={isExpired ? "secondary" : "primary"} />
    </Panel>
  );
}

/** /verify-email: loading, success, error and expired states (admin-and-conventions §2, §4, §8). */
export function VerifyEmailScreen({ token, defaultEmail }: VerifyEmailScreenProps) {
  return (
    <section className="mx-auto flex min-h-[28rem] w-full max-w-lg items-center px-4 py-12 sm:py-20">
      <div className="w-full rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
        {token ? (
          <VerifyEmailState token={token} defaultEmail={defaultEmail} />
        ) : (
          <Panel tone="error" title="Verification Failed">
            <p role="alert">Verification token is missing</p>
            <HomeButton variant="primary" />
          </Panel>
        )}
      </div>
    </section>
  );
}
