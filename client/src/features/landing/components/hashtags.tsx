/**
 * Each hashtag isolated on its own, so a Latin tag after Arabic ones keeps its "#" in front ("#streetstyle",
 * not "streetstyle#") whatever the direction of its neighbours. Shown as the creator typed them, in both languages.
 */
export function Hashtags({ text }: { text: string }) {
  const tags = text.split(/\s+/).filter(Boolean);
  return (
    <span className="text-brand-700">
      {tags.map((tag, index) => (
        <span key={`${tag}-${index}`}>
          {index > 0 ? " " : null}
          <bdi>{tag}</bdi>
        </span>
      ))}
    </span>
  );
}
