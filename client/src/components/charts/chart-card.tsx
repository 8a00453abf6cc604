import { useId, type ReactNode } from "react";
import { useTranslation } from "react-i18next";

// One chart (the admin's Analytics tab, the Pro analytics page): a heading, the chart, and the same numbers as a
// table behind "Show data", so the chart is never the only way to read them (screen readers, printing, exact
// values).

export type ChartDataColumn<Row> = { label: string; value: (row: Row) => string };

type ChartCardProps<Row> = {
  title: string;
  /** The heading's level where the card sits (h3 by default). */
  headingLevel?: 2 | 3;
  description?: string;
  /** Shown above the chart, e.g. that collection is off. */
  notice?: ReactNode;
  chart: ReactNode;
  /** Extra text below the chart (the funnel's conversion rates, a one-line summary). */
  footer?: ReactNode;
  columns: ChartDataColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
};

export function ChartCard<Row>(props: ChartCardProps<Row>) {
  const { t } = useTranslation("common");
  const headingId = useId();
  const Heading = props.headingLevel === 2 ? "h2" : "h3";
  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div>
        <Heading id={headingId} className="text-base font-bold text-slate-900">
          {props.title}
        </Heading>
        {props.description ? <p className="text-sm text-slate-600">{props.description}</p> : null}
      </div>
      {props.notice}
      <div className="h-56 w-full">{props.chart}</div>
      {props.footer}
      <details>
        <summary className="cursor-pointer text-sm font-medium text-brand-700 hover:underline">
          {t("charts.showData")}
        </summary>
        <div className="mt-2 max-h-72 overflow-auto">
          <table className="min-w-full text-start text-sm">
            <caption className="sr-only">{props.title}</caption>
            <thead className="sticky top-0 bg-white text-xs uppercase tracking-wide text-slate-600">
              <tr>
                {props.columns.map((column) => (
                  <th key={column.label} scope="col" className="border-b border-slate-200 px-2 py-1.5 font-semibold">
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {props.rows.map((row) => (
                <tr key={props.rowKey(row)} className="border-b border-slate-100 last:border-b-0">
                  {props.columns.map((column, index) =>
                    index === 0 ? (
                      <th key={column.label} scope="row" className="px-2 py-1 font-normal text-slate-800">
                        {column.value(row)}
                      </th>
                    ) : (
                      <td key={column.label} className="px-2 py-1 tabular-nums text-slate-800">
                        {column.value(row)}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
