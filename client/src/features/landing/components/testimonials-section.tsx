import { Star } from "lucide-react";
import { SectionHeading } from "./section-heading";

const testimonials = [
  {
    name: "Noura Al-Harbi",
    role: "Lifestyle creator",
    place: "Riyadh",
    initials: "NA",
    quote:
      "My Arabic captions finally get the reach my English ones did. The hook tip alone took my last Reel from 8K to 240K views.",
    gradient: "from-brand-500 to-fuchsia-500",
  },
  {
    name: "Omar Khalil",
    role: "Food creator",
    place: "Dubai",
    initials: "OK",
    quote:
      "I check every video before I post now. The score tells me exactly what to fix: the lighting, the first three seconds, the hashtags.",
    gradient: "from-amber-500 to-rose-500",
  },
  {
    name: "Jessica Park",
    role: "Fitness coach",
    place: "London",
    initials: "JP",
    quote:
      "Specific recommendations instead of guesswork. My average views doubled in two months and I spend less time reshooting.",
    gradient: "from-emerald-500 to-teal-600",
  },
] as const;

export function TestimonialsSection() {
  return (
    <section id="testimonials" aria-labelledby="testimonials-heading" className="bg-slate-50 py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="testimonials-heading" eyebrow="Success stories" title="Creators who grew with ViralScore">
          From Riyadh to London, creators use their score to decide what to post and how to improve it.
        </SectionHeading>

        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {testimonials.map((item) => (
            <li key={item.name}>
              <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <div className="flex gap-0.5 text-amber-500" role="img" aria-label="Rated 5 out of 5">
                  {[0, 1, 2, 3, 4].map((star) => (
                    <Star key={star} className="h-5 w-5 shrink-0" fill="currentColor" />
                  ))}
                </div>
                <blockquote className="mt-4 flex-1 text-slate-700">
                  <p>“{item.quote}”</p>
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className={`grid h-11 w-11 place-items-center rounded-full bg-linear-to-br ${item.gradient} text-sm font-bold text-white`}
                  >
                    {item.initials}
                  </span>
                  <span>
                    <span className="block font-semibold text-slate-900">{item.name}</span>
                    <span className="block text-sm text-slate-600">
                      {item.role} · {item.place}
                    </span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
