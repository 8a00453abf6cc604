import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { PublicUser } from "@shared/schemas/user";
import { analysesQuery } from "@/features/analyses/api/queries";
import { useAnalyses } from "@/features/analyses/hooks/use-analyses";
import { createAnalysis } from "@/features/analyze/api/create-analysis";
import { isQuickTimeFile } from "@/features/analyze/utils/upload-file";
import { ComparePage } from "@/features/compare/components/compare-page";
import type { CompetitorUploadInput } from "@/features/compare/components/competitor-upload";
import { makeRequestId } from "@/lib/request-id";
import { LoadingLine, SignedInRoute } from "./signed-in-route";

// The page composes three features: the user's analyses (to pick from), the analyze feature's upload (with
// kind=competitor) and the comparison itself.

function SignedInCompare({ user }: { user: PublicUser }) {
  const analyses = useAnalyses(user.isPremium ? user.id : undefined);
  const queryClient = useQueryClient();
  async function upload(input: CompetitorUploadInput) {
    const analysis = await createAnalysis({
      ...input,
      userId: user.id,
      paymentType: "monthly",
      requestId: makeRequestId(),
      analysisKind: "competitor",
      isQuickTime: isQuickTimeFile(input.file),
    });
    await queryClient.invalidateQueries({ queryKey: analysesQuery(user.id).queryKey });
    return analysis;
  }
  return <ComparePage user={user} tools={{ analyses: analyses.data, upload }} />;
}

export function CompareRoute() {
  const { t } = useTranslation("compare");
  return (
    <SignedInRoute
      title={t("route.title")}
      what={t("route.what")}
      signedOutDescription={t("route.signedOut")}
      loading={<LoadingLine text={t("route.loading")} />}
    >
      {(user) => <SignedInCompare user={user} />}
    </SignedInRoute>
  );
}
