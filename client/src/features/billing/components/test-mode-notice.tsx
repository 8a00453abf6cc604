import { TEST_CARDS } from "@shared/billing";
import { Trans, useTranslation } from "react-i18next";
import { formatCardNumber } from "../utils/card-fields";

const CARDS = [
  { number: TEST_CARDS.success, effect: "succeeds" },
  { number: TEST_CARDS.declined, effect: "declined" },
  { number: TEST_CARDS.insufficientFunds, effect: "insufficientFunds" },
  { number: TEST_CARDS.authenticationRequired, effect: "authentication" },
] as const;

type TestModeNoticeProps = { onUseCard: (number: string) => void };

/** Test mode says so plainly and lists the cards that work; a tap fills one in. */
export function TestModeNotice({ onUseCard }: TestModeNoticeProps) {
  const { t } = useTranslation("billing");
  return (
    <div className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <p>
        <Trans t={t} i18nKey="testMode.notice" components={{ strong: <strong /> }} />
      </p>
      <ul className="mt-2 space-y-1" aria-label={t("testMode.cards")}>
        {CARDS.map((card) => {
          const number = formatCardNumber(card.number);
          return (
            <li key={card.number} className="flex flex-wrap items-center gap-x-2">
              {/* A card number reads left to right in Arabic too. */}
              <button
                type="button"
                dir="ltr"
                onClick={() => onUseCard(card.number)}
                className="rounded font-mono font-semibold text-amber-950 underline decoration-amber-500 underline-offset-2 hover:decoration-2"
                aria-label={t(`testMode.useCard.${card.effect}`, { number })}
              >
                {number}
              </button>
              <span>{t(`testMode.effects.${card.effect}`)}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
