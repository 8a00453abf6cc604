import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { CreditCard, Landmark, Lock, Wallet } from "lucide-react";

const methods: Array<{ key: string; icon: ReactNode }> = [
  { key: "cards", icon: <CreditCard className="h-5 w-5 shrink-0" /> },
  { key: "local", icon: <CreditCard className="h-5 w-5 shrink-0" /> },
  { key: "wallets", icon: <Wallet className="h-5 w-5 shrink-0" /> },
  { key: "bank", icon: <Landmark className="h-5 w-5 shrink-0" /> },
];

/** Display only: the ways people in the region expect to pay. */
export function PaymentMethods() {
  const { t } = useTranslation("landing");
  return (
    <div className="mx-auto mt-12 max-w-5xl rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:p-8">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <h3 className="text-lg font-semibold text-slate-900">{t("pricing.methods.title")}</h3>
        <p className="flex items-center gap-2 text-sm text-slate-600">
          <Lock className="h-4 w-4 shrink-0" />
          {t("pricing.methods.note")}
        </p>
      </div>
      <ul className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {methods.map((method) => (
          <li key={method.key} className="flex items-start gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">
            <span className="grid h-10 w-10 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700">
              {method.icon}
            </span>
            <div>
              <p className="font-semibold text-slate-900">{t(`pricing.methods.${method.key}.title`)}</p>
              <p className="text-sm text-slate-600">{t(`pricing.methods.${method.key}.detail`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
