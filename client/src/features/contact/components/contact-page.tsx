import { BackLink } from "@/components/layout/back-link";
import { Link } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { ArrowRight, Zap } from "lucide-react";
import { paths } from "@/config/paths";
import { useCurrentUser } from "@/features/auth/hooks/use-current-user";
import { formatPrice, PRICES } from "@shared/billing";
import { ContactForm } from "./contact-form";
import { ContactInfo } from "./contact-info";

const faq = [
  {
    question: "How accurate is the viral score?",
    answer:
      "The score is a diagnosis of your post, not a promise of views: it measures your file, caption and hashtags and names the measurement behind every strength and recommendation. It cannot see your account (followers, past posts, when you post), which weighs heavily on reach, so we claim no accuracy figure we cannot back.",
  },
  {
    question: "Do you support Arabic content?",
    answer:
      "Yes. Arabic and English captions and hashtags are analysed, with trend detection for the Middle East and North Africa.",
  },
  {
    question: "What does the free trial include?",
    answer:
      "One complete analysis: the viral score, strengths, recommendations, compliance check and visual analysis. No card needed.",
  },
  {
    question: "How much does it cost after the free trial?",
    answer: `${formatPrice(PRICES.perAnalysis)} per analysis, paid by card or with a saved card (turn on auto-charge to skip the payment step), or Monthly Pro at ${formatPrice(PRICES.proMonthly)} a month for unlimited analyses (${formatPrice(PRICES.proFlash)} a month with our flash offer). Promo codes can lower either price, and every payment is confirmed with a receipt by e-mail.`,
  },
  {
    question: "Is my card safe?",
    answer:
      "Card payments are handled by Stripe. Your card details go straight to Stripe and are never stored on our servers; we keep only the brand, the last 4 digits and the expiry date to show your saved cards.",
  },
  {
    question: "Can I cancel my subscription?",
    answer:
      "Yes, anytime from your profile, with no fees. Cancelling takes effect immediately: Pro ends at once and you are not charged again.",
  },
] as const;

/** Priority support: a signed-in Pro member is told their message goes first. */
function ProPriorityNote() {
  const { data: user } = useCurrentUser();
  if (!user?.isPremium) return null;
  return (
    <p className="mt-3 flex items-start gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
      <Zap className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <span>
        <strong>Priority support:</strong> you are on Pro, so your message goes to the top of our inbox and is answered
        first.
      </span>
    </p>
  );
}

/** A signed-in member's name (when they gave one) and e-mail start filled in. */
function MemberContactForm() {
  const { data: user } = useCurrentUser();
  const sender = user
    ? { name: [user.firstName, user.lastName].filter(Boolean).join(" ").trim(), email: user.email }
    : null;
  return <ContactForm sender={sender} />;
}

export function ContactPage() {
  return (
    <>
      <div className="bg-linear-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-7xl px-4 pt-8 pb-12 sm:px-6 sm:pb-16 lg:px-8">
          <nav aria-label="Page" className="flex items-center justify-between gap-4">
            <BackLink />
            <Button asChild size="sm">
              <Link to={paths.homeSection.href("pricing")}>
                Get Started
                <ArrowRight className="h-4 w-4 shrink-0" />
              </Link>
            </Button>
          </nav>
          <div className="mx-auto mt-10 max-w-2xl text-center">
            <h1 className="text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl">
              Get in Touch
            </h1>
            <p className="mt-4 text-lg text-pretty text-slate-600">
              Questions about your score, your plan or a partnership? Write to us here: every message reaches our
              support inbox.
            </p>
          </div>
        </div>
      </div>

      <div className="mx-auto grid max-w-7xl gap-8 px-4 pb-16 sm:px-6 lg:grid-cols-[1.6fr_1fr] lg:px-8">
        <section
          aria-labelledby="contact-form-heading"
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
        >
          <h2 id="contact-form-heading" className="text-2xl font-bold text-slate-900">
            Write to our team
          </h2>
          <ProPriorityNote />
          <div className="mt-6">
            <MemberContactForm />
          </div>
        </section>

        <div className="space-y-6">
          <ContactInfo />
        </div>
      </div>

      <section aria-labelledby="contact-faq-heading" className="border-t border-slate-200 bg-slate-50 py-16">
        <div className="mx-auto max-w-5xl px-4 sm:px-6 lg:px-8">
          <h2 id="contact-faq-heading" className="text-center text-3xl font-bold tracking-tight text-slate-900">
            Frequently Asked Questions
          </h2>
          <dl className="mt-10 grid gap-6 md:grid-cols-2">
            {faq.map((item) => (
              <div key={item.question} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <dt className="font-semibold text-slate-900">{item.question}</dt>
                <dd className="mt-2 text-slate-600">{item.answer}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
    </>
  );
}
