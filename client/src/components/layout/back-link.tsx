import { Link } from "react-router-dom";
import { ArrowLeft } from "lucide-react";
import { paths } from "@/config/paths";

type BackLinkProps = { to?: string; label?: string };

/** "Back to Home" (or another page) above a page's heading: one look for every page that has one. */
export function BackLink({ to = paths.home.href(), label = "Back to Home" }: BackLinkProps) {
  return (
    <Link
      to={to}
      className="-mx-2 inline-flex items-center gap-2 rounded-lg px-2 py-1.5 text-sm font-medium text-slate-700 hover:text-brand-700"
    >
      <ArrowLeft className="h-4 w-4 shrink-0" />
      {label}
    </Link>
  );
}
