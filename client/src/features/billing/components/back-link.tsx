import { Link } from "react-router-dom";
import { IconArrowLeft } from "@/components/ui/icons";
import { paths } from "@/config/paths";

/** "Back to Home" above the payment pages (customer-app §2: back link to /). */
export function BackLink() {
  return (
    <Link
      to={paths.home.href()}
      className="inline-flex items-center gap-1 rounded text-sm font-medium text-slate-600 hover:text-brand-700"
    >
      <IconArrowLeft className="h-4 w-4" />
      Back to Home
    </Link>
  );
}
