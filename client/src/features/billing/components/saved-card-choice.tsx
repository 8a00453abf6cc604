import type { PaymentMethod } from "@shared/schemas/billing";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";

/** "Visa •••• 4242": which saved card a payment goes to (brand names stay as they are written). */
export function savedCardLabel(card: PaymentMethod, t: TFunction<"billing">): string {
  const brand = card.card.brand ? card.card.brand.charAt(0).toUpperCase() + card.card.brand.slice(1) : t("card.card");
  // Arabic keeps the masked number in a left-to-right isolate ("•••• 4242", not "4242 ••••").
  return t("card.label", { brand, last4: card.card.last4 });
}

type SavedCardChoiceProps = {
  cards: PaymentMethod[];
  chosenId: string | null;
  onChoose: (id: string) => void;
  isDisabled: boolean;
};

/** With two or more saved cards, the creator picks the one to charge (the default is picked first). */
export function SavedCardChoice({ cards, chosenId, onChoose, isDisabled }: SavedCardChoiceProps) {
  const { t } = useTranslation("billing");
  if (cards.length < 2) return null;
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-700">{t("card.payWith")}</legend>
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
            {savedCardLabel(card, t)}
            {card.isDefault ? <span className="text-slate-500"> {t("card.default")}</span> : null}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
