import { Link } from "react-router-dom";
import { Accordion, type AccordionEntry } from "@/components/ui/accordion";
import { paths } from "@/config/paths";
import { usePublicConfig } from "@/lib/public-config";
import { useHydrated } from "@/lib/use-hydrated";
import { formatPrice, PRICES } from "@shared/billing";
import { DEFAULT_FREE_TRIAL_LIMIT, MAX_UPLOAD_LABEL } from "@shared/constants";
import { SectionHeading } from "./section-heading";

// The limit is 300MB in all copy (as the server enforces), and uploads are deleted right after analysis.
function faqItems(freeTrialLimit: number): AccordionEntry[] {
  const freeAnalyses = freeTrialLimit === 1 ? "1 complete free analysis" : `${freeTrialLimit} complete free analyses`;
  return [
    {
      id: "upload-limit",
      question: "What can I upload, and how big can it be?",
      answer: `Videos in MP4, MOV or AVI and images in JPEG or PNG, up to ${MAX_UPLOAD_LABEL} per file, the same limit TikTok uses. Vertical 9:16 video gives the most accurate results for TikTok, Reels and Shorts.`,
    },
    {
      id: "content-deletion",
      question: "What happens to my video after the analysis?",
      answer:
        "Your upload is deleted right after its analysis is stored. A small still of the analysed frame stays with the analysis so you can see the insight dots on it, and it is deleted 24 hours after the analysis: nothing you upload is kept beyond 24 hours. After that we keep only the score and recommendations, which you can delete at any time from your account.",
    },
    {
      id: "arabic",
      question: "Does ViralScore work with Arabic content?",
      answer:
        "Yes. Captions and hashtags are analysed in Arabic as well as English, and trend detection covers the Middle East and North Africa, including Saudi Arabia and the Gulf.",
    },
    {
      id: "free-trial",
      question: "How does the free trial work, and what do I pay after it?",
      answer: `Every new account gets ${freeAnalyses}, with the full score, strengths and recommendations. No card is needed. After that, each analysis is ${formatPrice(PRICES.perAnalysis)}, paid by card or with a card you saved, and you can turn on auto-charge so it is paid without asking each time. Or go unlimited with Monthly Pro at ${formatPrice(PRICES.proMonthly)} a month (${formatPrice(PRICES.proFlash)} a month with our flash offer). Promo codes can lower either price. Card payments are handled by Stripe: your card details never reach our servers, and you get a receipt by e-mail.`,
    },
    {
      id: "cancel",
      question: "Can I cancel my Pro subscription?",
      answer:
        "Yes, anytime from your profile, with no fees. Cancelling takes effect immediately: Pro ends at once and you are not charged again. Pro also comes with a 30-day money-back guarantee.",
    },
  ];
}

export function FaqSection() {
  // The number the admin set; the prerendered page (and hydration) says the default until the config answers.
  const config = usePublicConfig();
  const hydrated = useHydrated();
  const freeTrialLimit = (hydrated ? config.data?.freeTrialLimit : undefined) ?? DEFAULT_FREE_TRIAL_LIMIT;
  return (
    <section id="faq" aria-labelledby="faq-heading" className="bg-white py-16 sm:py-24">
      <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="faq-heading" eyebrow="FAQ" title="Frequently asked questions" />
        <div className="mt-10">
          <Accordion items={faqItems(freeTrialLimit)} />
        </div>
        <p className="mt-8 text-center text-slate-600">
          Still have questions?{" "}
          <Link to={paths.contact.href()} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
            Contact our team
          </Link>
        </p>
      </div>
    </section>
  );
}
