import type { ReactNode } from "react";
import { BackLink } from "@/components/layout/back-link";
import type { PublicUser } from "@shared/schemas/user";
import { useTranslation } from "react-i18next";
import { usePaymentMethods, useRefreshAfterCardSaved } from "../hooks/use-payment-methods";
import { useScrollToHash } from "../hooks/use-scroll-to-hash";
import { useSubscriptionStatus } from "../hooks/use-subscription-status";
import { AccountOverviewSection } from "./account-overview-section";
import { PaymentHistorySection } from "./payment-history-section";
import { PaymentMethodsSection, type AddCardDialogSlot } from "./payment-methods-section";
import { PaymentPreferencesSection } from "./payment-preferences-section";
import { PersonalInfoSection } from "./personal-info-section";
import { SecuritySection } from "./security-section";
import { SubscriptionSection } from "./subscription-section";
import { YourDataSection } from "./your-data-section";

type ProfilePageProps = {
  user: PublicUser;
  /** The billing feature's Add Card dialog, passed in by the page (features do not import each other). */
  renderAddCardDialog: AddCardDialogSlot;
  /** How many analyses the user has (the analyses feature's list); undefined while it loads. */
  analysesCount: number | undefined;
  /** After the account was deleted: the page forgets the signed-in user (the auth feature's state). */
  onAccountDeleted: () => void;
  /** The developers feature's API keys section, passed in by the page. */
  apiKeysSection?: ReactNode;
};

/** /profile for a signed-in user. */
export function ProfilePage({
  user,
  renderAddCardDialog,
  analysesCount,
  onAccountDeleted,
  apiKeysSection,
}: ProfilePageProps) {
  const { t } = useTranslation("profile");
  const status = useSubscriptionStatus(user.id);
  const methods = usePaymentMethods(user.id, user.stripeCustomerId);
  const handleCardSaved = useRefreshAfterCardSaved(user.id);
  // Until the list answers, the user's default card says whether one is saved.
  const hasCard = methods.data ? methods.data.length > 0 : user.stripePaymentMethodId !== null;
  // The sections whose height changes when their data arrives sit above "Your data" on a phone.
  useScrollToHash(!methods.isPending && !status.isPending && analysesCount !== undefined);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <BackLink />
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t("page.title")}</h1>
      <p className="mt-1 text-slate-600">{t("page.lead")}</p>

      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
        <div className="space-y-6">
          <PersonalInfoSection user={user} />
          <PaymentMethodsSection
            user={user}
            methods={methods.data}
            isError={methods.isError}
            onRetry={() => void methods.refetch()}
            onCardSaved={handleCardSaved}
            renderAddCardDialog={renderAddCardDialog}
          />
          <PaymentPreferencesSection user={user} hasCard={hasCard} />
          <PaymentHistorySection />
          <SecuritySection user={user} />
          {apiKeysSection}
        </div>
        <div className="space-y-6">
          <AccountOverviewSection
            user={user}
            isStatusError={status.isError}
            onRetryStatus={() => void status.refetch()}
            analysesCount={analysesCount}
          />
          {user.isPremium ? <SubscriptionSection user={user} renewalAmount={status.data?.renewalAmount} /> : null}
          <YourDataSection user={user} onAccountDeleted={onAccountDeleted} />
        </div>
      </div>
    </div>
  );
}
