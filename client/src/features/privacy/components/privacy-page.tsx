import { BackLink } from "@/components/layout/back-link";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { Download, Eye, Globe, Lock, Mail, Scale, Shield, Trash2 } from "lucide-react";
import { paths, profileSectionIds } from "@/config/paths";
import { PREVIEW_MAX_AGE_HOURS, PREVIEW_MAX_SIDE_PX } from "@shared/constants";

const LAST_UPDATED = "November 27, 2026";

// The profile's "Your data" section (Download my data, Delete my account); a signed-out reader is asked to sign
// in there first.
const YOUR_DATA_HREF = paths.profileSection.href(profileSectionIds.yourData);

const glance = [
  {
    title: "We never sell your data",
    body: "Your content and personal information are never sold or rented to anyone.",
    icon: <Shield className="h-6 w-6 shrink-0" />,
  },
  {
    title: "Protected in transit",
    body: "Encrypted with TLS whenever the site is served over HTTPS; passwords are kept only as salted hashes.",
    icon: <Lock className="h-6 w-6 shrink-0" />,
  },
  {
    title: "Full transparency",
    body: "You can see, download, correct and delete what we hold about you.",
    icon: <Eye className="h-6 w-6 shrink-0" />,
  },
];

export function PrivacyPage() {
  return (
    <>
      <div className="bg-linear-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-5xl px-4 pt-8 pb-12 sm:px-6 lg:px-8">
          <nav aria-label="Page" className="flex items-center justify-between gap-4">
            <BackLink />
            <Button asChild variant="secondary" size="sm">
              <Link to={paths.contact.href()}>Questions?</Link>
            </Button>
          </nav>
          <div className="mt-10 text-center">
            <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">Privacy Policy</h1>
            <p className="mt-3 text-sm font-medium text-slate-600">Last updated {LAST_UPDATED}</p>
            <p className="mx-auto mt-4 max-w-2xl text-lg text-pretty text-slate-600">
              Your videos and your audience are your business. This policy explains what ViralScore collects, why, and
              the control you have over it.
            </p>
          </div>
        </div>
      </div>

      <div className="mx-auto max-w-5xl px-4 pb-16 sm:px-6 lg:px-8">
        <section aria-labelledby="privacy-glance-heading">
          <h2 id="privacy-glance-heading" className="sr-only">
            Privacy at a glance
          </h2>
          <ul className="grid gap-4 sm:grid-cols-3">
            {glance.map((item) => (
              <li key={item.title} className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm">
                <span className="mx-auto grid h-12 w-12 place-items-center rounded-xl bg-brand-50 text-brand-700">
                  {item.icon}
                </span>
                <h3 className="mt-4 font-semibold text-slate-900">{item.title}</h3>
                <p className="mt-1 text-sm text-slate-600">{item.body}</p>
              </li>
            ))}
          </ul>
        </section>

        <div className="mt-12 space-y-6">
          <PolicySection id="information-collected" number={1} title="Information we collect">
            <p>We collect only what we need to run ViralScore for you:</p>
            <ul className="list-disc space-y-1.5 pl-5">
              <li>
                <strong className="text-slate-900">Account information:</strong> your email address, username and the
                profile information you choose to add (first and last name, language).
              </li>
              <li>
                <strong className="text-slate-900">Content data:</strong> the videos and images you upload, with their
                captions and hashtags, and the analysis results we produce from them. The uploads themselves are deleted
                once analysed (section 4 says what is kept, and for how long).
              </li>
              <li>
                <strong className="text-slate-900">Usage analytics:</strong> which pages and features you use, so we can
                improve the product. These events are kept in your browser and, when analytics are on, sent to our own
                server, never to an outside analytics service. No personal data is attached to them.
              </li>
              <li>
                <strong className="text-slate-900">Billing information:</strong> card payments are handled by Stripe.
                Your card number and security code go straight to Stripe and are never stored on our servers. To show
                your saved cards we keep the card&apos;s brand, its last 4 digits and its expiry date, with
                Stripe&apos;s reference to it. We also keep a record of every payment (amount, date, status and
                Stripe&apos;s reference) for accounting.
              </li>
            </ul>
          </PolicySection>

          <PolicySection id="how-we-use" number={2} title="How we use your information">
            <ul className="list-disc space-y-1.5 pl-5">
              <li>To analyse your content and show you your scores, strengths and recommendations.</li>
              <li>
                To run your account: sign-in, e-mail verification, your plan, your payments (including auto-charge when
                you turn it on) and the receipts we send you by e-mail.
              </li>
              <li>To answer your support requests and send you service messages you cannot do without.</li>
              <li>To keep ViralScore secure, prevent abuse and improve our analysis.</li>
            </ul>
          </PolicySection>

          <PolicySection id="sharing" number={3} title="How we share information">
            <p>
              We do not sell your data, ever. We share it only with the service providers we need to run ViralScore,
              under contracts that limit their use to providing that service:
            </p>
            <ul className="list-disc space-y-1.5 pl-5">
              <li>
                <strong className="text-slate-900">Hosting providers</strong> that run our servers and databases.
              </li>
              <li>
                <strong className="text-slate-900">Stripe, our payment provider</strong>, which processes your payments
                and holds your card details.
              </li>
            </ul>
            <p>We disclose information to authorities only when the law requires it.</p>
          </PolicySection>

          <PolicySection id="security" number={4} title="How we protect your data">
            <ul className="list-disc space-y-1.5 pl-5">
              <li>
                Traffic between you and ViralScore is encrypted with TLS when the site is served over HTTPS (its address
                starts with https://); your sign-in cookie is then only ever sent over HTTPS.
              </li>
              <li>
                What we store (your e-mail address, captions, hashtags and results) is kept as it is in our database. It
                is encrypted at rest only where the host of that database encrypts its disks; ViralScore itself does not
                add a layer of encryption.
              </li>
              <li>Passwords are stored only as salted hashes; nobody at ViralScore can read them.</li>
              <li>Card details are held by Stripe, never by us; payment records are kept for accounting.</li>
              <li>
                Access to production systems is limited to the staff who need it, and every admin sign-in is logged.
              </li>
            </ul>
            <div className="rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-900">
              <p className="flex items-center gap-2 font-semibold">
                <Trash2 className="h-5 w-5 shrink-0" />
                Your media is deleted within {PREVIEW_MAX_AGE_HOURS} hours
              </p>
              <p className="mt-1 text-sm">
                Uploaded videos and images are deleted right after their analysis is stored. So that you can see the
                insight dots on your post again, we keep one small still of the analysed frame with the analysis (a JPEG
                picture of at most {PREVIEW_MAX_SIDE_PX} pixels, with no sound and nothing else from the file). It is
                deleted {PREVIEW_MAX_AGE_HOURS} hours after the analysis, like the upload: no picture or sound from your
                upload is kept beyond {PREVIEW_MAX_AGE_HOURS} hours. Scores and recommendations stay until you delete
                them or your account.
              </p>
            </div>
            <p>
              The analysis runs on our own servers, with no outside AI service. It finds faces and estimates their
              expression (a smile, surprise), detects body pose and objects, reads text shown on screen, and checks the
              picture for nudity. It never identifies who a person is or compares faces. What it measured (for example
              &ldquo;smiling, 28% of the frame height&rdquo; or the words read on screen) is stored with the analysis as
              part of its explanation, and deleted with it.
            </p>
          </PolicySection>

          <PolicySection id="your-rights" number={5} title="Your rights">
            <p>Wherever you live, you can:</p>
            <ul className="grid gap-3 sm:grid-cols-2">
              <RightItem title="Access">See all the information we hold about you.</RightItem>
              <RightItem title="Correction">Update your profile information at any time.</RightItem>
              <RightItem title="Deletion">
                Delete your analyses, or your whole account and everything in it with{" "}
                <Link to={YOUR_DATA_HREF} className="font-medium text-brand-700 underline underline-offset-2">
                  Delete my account
                </Link>
                .
              </RightItem>
              <RightItem title="Portability">
                Take a copy of your data in a machine-readable format (JSON) with{" "}
                <Link to={YOUR_DATA_HREF} className="font-medium text-brand-700 underline underline-offset-2">
                  Download my data
                </Link>
                .
              </RightItem>
            </ul>
            <div className="flex gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4">
              <Download className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
              <div className="space-y-3">
                <p>
                  You do all of this yourself, at once, on your profile: correct your details, delete any analysis from
                  your list, and under <strong>Your data</strong> use <strong>Download my data</strong> (a JSON file of
                  everything we hold about you) or <strong>Delete my account</strong>. Sign in first if you are not
                  signed in.
                </p>
                <Button asChild size="sm">
                  <Link to={YOUR_DATA_HREF}>Go to Your data on your profile</Link>
                </Button>
              </div>
            </div>
          </PolicySection>
        </div>

        <section aria-labelledby="compliance-heading" className="mt-12">
          <h2 id="compliance-heading" className="text-2xl font-bold tracking-tight text-slate-900">
            Regional compliance
          </h2>
          <div className="mt-6 grid gap-4 sm:grid-cols-2">
            <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="grid h-10 w-10 place-items-center rounded-lg bg-brand-50 text-brand-700">
                <Globe className="h-5 w-5 shrink-0" />
              </span>
              <h3 className="mt-4 font-semibold text-slate-900">GDPR (European Union)</h3>
              <p className="mt-1 text-sm text-slate-600">
                We follow the General Data Protection Regulation for users in the European Union, including lawful
                processing, data minimisation and your rights above.
              </p>
            </div>
            <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="grid h-10 w-10 place-items-center rounded-lg bg-brand-50 text-brand-700">
                <Scale className="h-5 w-5 shrink-0" />
              </span>
              <h3 className="mt-4 font-semibold text-slate-900">PDPL (Saudi Arabia)</h3>
              <p className="mt-1 text-sm text-slate-600">
                The rights the Saudi Personal Data Protection Law gives you (access, correction, deletion and a copy of
                your data) are the ones above, and you exercise them yourself from your profile.
              </p>
            </div>
          </div>
        </section>

        <section
          aria-labelledby="privacy-contact-heading"
          className="mt-12 flex flex-col items-start gap-4 rounded-2xl bg-slate-900 p-6 text-white sm:flex-row sm:items-center sm:justify-between sm:p-8"
        >
          <div>
            <h2 id="privacy-contact-heading" className="text-xl font-semibold">
              Questions about your privacy?
            </h2>
            <p className="mt-1 text-slate-300">Write to us from the contact page: every message reaches our inbox.</p>
          </div>
          <Button asChild variant="secondary" className="border-transparent">
            <Link to={paths.contact.href()}>
              <Mail className="h-4 w-4 shrink-0" />
              Contact us
            </Link>
          </Button>
        </section>
      </div>
    </>
  );
}

function PolicySection({
  id,
  number,
  title,
  children,
}: {
  id: string;
  number: number;
  title: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id={`${id}-heading`} className="flex items-baseline gap-3 text-xl font-bold text-slate-900">
        <span className="text-brand-700 tabular-nums">{number}.</span>
        {title}
      </h2>
      <div className="mt-4 space-y-4 text-slate-700">{children}</div>
    </section>
  );
}

function RightItem({ title, children }: { title: string; children: ReactNode }) {
  return (
    <li className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
      <p className="font-semibold text-slate-900">{title}</p>
      <p className="mt-1 text-sm text-slate-600">{children}</p>
    </li>
  );
}
