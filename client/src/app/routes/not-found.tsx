import { PageLayout } from "@/app/layout/page-layout";
import { NotFound } from "@/components/errors/not-found";

export function NotFoundRoute() {
  return (
    <PageLayout title="Page Not Found" className="bg-slate-50">
      <NotFound />
    </PageLayout>
  );
}
