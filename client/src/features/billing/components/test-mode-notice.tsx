import { TEST_CARDS } from "@shared/billing";
import { formatCardNumber } from "../utils/card-fields";

const CARDS = [
  { number: TEST_CARDS.success, effect: "succeeds" },
  { number: TEST_CARDS.declined, effect: "is declined" },
  { number: TEST_CARDS.insufficientFunds, effect: "has insufficient funds" },
  { number: TEST_CARDS.authenticationRequired, effect: "asks for authentication" },
] as const;

type TestModeNoticeProps = { onUseCard: (number: string) => void };

/** Test mode says so plainly and lists the cards that work; a tap fills one in. */
export function TestModeNotice({ onUseCard }: TestModeNoticeProps) {
  return (
    <div className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <p>
        <strong>TEST MODE — no real money moves.</strong> Use any future expiry and any 3-digit CVC.
      </p>
      <ul className="mt-2 space-y-1" aria-label="Test cards">
        {CARDS.map((card) => (
          <li key={card.number} className="flex flex-wrap items-center gap-x-2">
            <button
              type="button"
              onClick={() => onUseCard(card.number)}
              className="rounded font-mono font-semibold text-amber-950 underline decoration-amber-500 underline-offset-2 hover:decoration-2"
              aria-label={`Use test card ${formatCardNumber(card.number)}, which ${card.effect}`}
            >
              {formatCardNumber(card.number)}
            </button>
            <span>{card.effect}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
