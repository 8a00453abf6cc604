import { useTranslation } from "react-i18next";
import { PageLayout } from "@/app/layout/page-layout";
import { NotFound } from "@/components/errors/not-found";

export function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <PageLayout title={t("shell.routes.notFound.title")} className="bg-slate-50">
      <NotFound />
    </PageLayout>
  );
}
