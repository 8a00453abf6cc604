// The median result per score band, with the posts behind each: the creator's own on /analytics, the
// platform's on the admin's Analytics tab.

type Band = { band: string; posts: number; median: number | null };

export function BandTable({ bands, what, format }: { bands: Band[]; what: string; format: (v: number) => string }) {
  return (
    <table className="w-full max-w-md text-sm">
      <caption className="text-left text-xs text-slate-600">Median {what} by score band</caption>
      <thead>
        <tr className="text-left text-slate-600">
          <th scope="col" className="py-1 font-medium">
            Band
          </th>
          <th scope="col" className="py-1 font-medium">
            Posts
          </th>
          <th scope="col" className="py-1 font-medium">
            Median {what}
          </th>
        </tr>
      </thead>
      <tbody>
        {bands.map((b) => (
          <tr key={b.band} className="border-t border-slate-100">
            <th scope="row" className="py-1 text-left font-medium text-slate-900">
              {b.band}
            </th>
            <td className="py-1 tabular-nums">{b.posts}</td>
            <td className="py-1 tabular-nums">{b.median === null ? "—" : format(b.median)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
