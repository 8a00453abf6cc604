import { useQuery } from "@tanstack/react-query";
import type { PublicResultsFigure } from "@shared/schemas/outcomes";
import { api } from "@/lib/api-client";

// /how-we-score: what the score measures, what it cannot know, and, once it rests on enough creators' results,
// whether higher scores went with more views here. Until then it says so, and claims nothing.

const MEASURES = [
  "The picture: subject, faces and expressions, light, contrast, sharpness, resolution, framing for a phone, the parts the app's buttons and caption cover, and on-screen text in English and Arabic.",
  "For a video, second by second: the first seconds (cuts, motion, a face, sound, first words), still stretches, black or frozen frames, sound level and silence.",
  "The caption and hashtags: length, a question or call to action, hashtag count and placement, niche and trending tags, and policy risks (drugs, adult content, hate and insults, violence, gambling, scams, dangerous acts) in English and Arabic.",
];

const CANNOT_KNOW = [
  "Your account: how many people follow you, how often they see your posts, and what the platform has learned about them.",
  "The moment: when you post, what else is trending, and what your followers are doing that day.",
  "The algorithm: each platform's ranking changes, and none publishes it.",
  "Luck: two equally good posts can do very differently.",
];

function PlatformFigure() {
  const { data, isError } = useQuery({
    queryKey: ["how-we-score"],
    queryFn: () => api.get<PublicResultsFigure>("/api/how-we-score"),
  });
  if (isError) return <p className="text-slate-600">The figure could not be loaded.</p>;
  if (!data)
    return (
      <p role="status" className="text-slate-600">
        Loading the figure…
      </p>
    );
  if (!data.correlation) {
    return (
      <p className="text-slate-700">
        Not enough results yet. Creators here have recorded results for {data.posts}{" "}
        {data.posts === 1 ? "post" : "posts"} from {data.creators} {data.creators === 1 ? "creator" : "creators"}. This
        page shows the figure once it rests on at least {data.minPosts} posts from {data.minCreators} creators; before
        that, any figure would be mostly chance.
      </p>
    );
  }
  const c = data.correlation;
  const direction = c.low > 0 ? "went with more" : c.high < 0 ? "went with fewer" : "did not clearly go with more";
  return (
    <p className="text-slate-700">
      On {c.posts} posts from {data.creators} creators who recorded their results here, higher scores {direction} views
      per follower (Spearman&apos;s ρ = {c.rho.toFixed(2)}, 90% interval {c.low.toFixed(2)} to {c.high.toFixed(2)}). A
      correlation is not a promise: it says how often a higher score went with a better result, on these posts.
    </p>
  );
}

export function HowWeScorePage() {
  return (
    <div className="mx-auto w-full max-w-3xl space-y-8 px-4 py-10 sm:px-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">How we score</h1>
        <p className="mt-2 text-lg text-slate-600">
          The viral score is a measurement of your post, not a prediction of its views. Here is what it reads, what it
          cannot know, and how it has done so far.
        </p>
      </div>
      <section aria-labelledby="measures" className="space-y-3">
        <h2 id="measures" className="text-xl font-semibold text-slate-900">
          What the score measures
        </h2>
        <ul className="list-disc space-y-2 ps-5 text-slate-700">
          {MEASURES.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
        <p className="text-slate-700">
          A score of 95 or more is earned: strong evidence on every essential part and nothing left to advise. A post
          that needs policy review stays under 60 whatever else it does well.
        </p>
      </section>
      <section aria-labelledby="cannot" className="space-y-3">
        <h2 id="cannot" className="text-xl font-semibold text-slate-900">
          What it cannot know
        </h2>
        <ul className="list-disc space-y-2 ps-5 text-slate-700">
          {CANNOT_KNOW.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="results" className="space-y-3">
        <h2 id="results" className="text-xl font-semibold text-slate-900">
          Did higher scores go with more views?
        </h2>
        <PlatformFigure />
        <p className="text-sm text-slate-600">
          Every creator can record how their posts did; Pro creators see the same figure for their own posts on their
          analytics page, and a score of their own once it predicts their posts better than this one.
        </p>
      </section>
    </div>
  );
}
