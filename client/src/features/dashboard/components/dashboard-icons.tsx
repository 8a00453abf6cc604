import { cn } from "@/lib/cn";

export function Icon({ path, className }: { path: string; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={cn("h-5 w-5", className)}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={path} />
    </svg>
  );
}

export const icons = {
  chart: "M4 19V5m0 14h16M8 15v-4m4 4V8m4 7v-6",
  star: "M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1L3.2 9.5l6.1-.9L12 3z",
  trophy: "M8 21h8m-4-4v4M7 4h10v5a5 5 0 0 1-10 0V4zm0 2H4v1a3 3 0 0 0 3 3m10-4h3v1a3 3 0 0 1-3 3",
  card: "M3 7h18v10H3zM3 10h18",
  upload: "M12 16V4m0 0l-4 4m4-4l4 4M4 16v3h16v-3",
  bolt: "M13 2L4 14h7l-1 8 9-12h-7l1-8z",
  trend: "M3 17l6-6 4 4 8-8m0 0h-5m5 0v5",
  video: "M4 6h11v12H4zM15 10l5-3v10l-5-3",
  image: "M4 5h16v14H4zM4 16l5-5 4 4 3-3 4 4M15.5 9.5h.01",
} as const;
