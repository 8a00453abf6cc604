import type { PaymentMethod } from "@shared/schemas/billing";

/** "Visa •••• 4242": which saved card a payment goes to. */
export function savedCardLabel(card: PaymentMethod): string {
  const brand = card.card.brand ? card.card.brand.charAt(0).toUpperCase() + card.card.brand.slice(1) : "Card";
  return `${brand} •••• ${card.card.last4}`;
}

type SavedCardChoiceProps = {
  cards: PaymentMethod[];
  chosenId: string | null;
  onChoose: (id: string) => void;
  isDisabled: boolean;
};

/** With two or more saved cards, the creator picks the one to charge (the default is picked first). */
export function SavedCardChoice({ cards, chosenId, onChoose, isDisabled }: SavedCardChoiceProps) {
  if (cards.length < 2) return null;
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-700">Pay with</legend>
      {cards.map((card) => (
        <label
          key={card.id}
          className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 text-sm"
        >
          <input
            type="radio"
            name="saved-card"
            value={card.id}
            checked={chosenId === card.id}
            onChange={() => onChoose(card.id)}
            disabled={isDisabled}
          />
          <span>
            {savedCardLabel(card)}
            {card.isDefault ? <span className="text-slate-500"> (default)</span> : null}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
