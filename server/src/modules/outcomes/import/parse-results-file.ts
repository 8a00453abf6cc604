import ExcelJS from "exceljs";
import Papa from "papaparse";
import { IMPORT_MAX_ROWS, type OutcomeInput, outcomeInputSchema } from "@shared/schemas/outcomes";
import { detectSource, type ResultField, SOURCES, type Source } from "./sources";
import { declaredZipSize, MAX_ENTRIES, MAX_UNPACKED_BYTES } from "./zip-size";

// A results export (CSV or XLSX) into rows ready to store, or the first line that is wrong. Nothing here
// touches the database: the preview shows these rows, and only a confirmed import stores them, all at once.

export class ImportFileError extends Error {
  constructor(
    message: string,
    readonly line: number | null = null,
  ) {
    super(line === null ? message : `Line ${line}: ${message}`);
  }
}

export type ParsedRow = { line: number; caption: string; input: OutcomeInput };
export type ParsedFile = { source: Pick<Source, "id" | "name">; rows: ParsedRow[] };

type Cell = string | number | Date | null;

async function readXlsx(data: Buffer): Promise<{ rows: Cell[][]; percentColumns: Set<number> }> {
  const declared = declaredZipSize(data);
  if (!declared) throw new ImportFileError("The file is not a readable XLSX workbook.");
  if (declared.bytes > MAX_UNPACKED_BYTES || declared.entries > MAX_ENTRIES) {
    throw new ImportFileError("The workbook unpacks to far more than a results export; export the figures as CSV.");
  }
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    throw new ImportFileError("The file is not a readable XLSX workbook.");
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new ImportFileError("The workbook has no sheet.");
  const rows: Cell[][] = [];
  const percentColumns = new Set<number>();
  sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    const cells: Cell[] = [];
    row.eachCell({ includeEmpty: true }, (cell, col) => {
      if (cell.formula || cell.type === ExcelJS.ValueType.Formula) {
        throw new ImportFileError("formulas are not accepted; export the figures as values", rowNumber);
      }
      if (typeof cell.numFmt === "string" && cell.numFmt.includes("%")) percentColumns.add(col - 1);
      const value = cell.value;
      cells[col - 1] =
        value === null || value === undefined
          ? null
          : value instanceof Date || typeof value === "number" || typeof value === "string"
            ? value
            : typeof value === "object" && "text" in value
              ? String((value as { text: unknown }).text)
              : String(value);
    });
    rows[rowNumber - 1] = cells;
  });
  return { rows: Array.from(rows, (r) => r ?? []), percentColumns };
}

function readCsv(text: string): Cell[][] {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { skipEmptyLines: false });
  const broken = parsed.errors.find((e) => e.type === "Quotes" || e.type === "Delimiter");
  if (broken) throw new ImportFileError(`the file is not valid CSV (${broken.message})`, (broken.row ?? 0) + 1);
  return parsed.data;
}

const text = (cell: Cell | undefined) => (cell instanceof Date ? cell.toISOString() : String(cell ?? "").trim());

/** "12,400", "12 400" and 12400 are all 12400; an empty cell is null. */
function numberOf(cell: Cell | undefined, field: string, line: number): number | null {
  if (typeof cell === "number") return cell;
  const raw = text(cell)
    .replace(/[\s,٬]/g, "")
    .replace("٫", ".");
  if (raw === "" || raw === "-" || raw === "--") return null;
  const value = Number(raw.replace(/%$/, ""));
  if (!Number.isFinite(value))
    throw new ImportFileError(`${field} is not a number ("${text(cell).slice(0, 40)}")`, line);
  return value;
}

/** Seconds from 8.5, "8.5s" or a duration "0:00:08" / "0:08". */
function secondsOf(cell: Cell | undefined, line: number): number | null {
  const raw = text(cell);
  if (/^\d+(:\d{1,2}){1,2}$/.test(raw)) return raw.split(":").reduce((s, part) => s * 60 + Number(part), 0);
  return numberOf(typeof cell === "string" ? raw.replace(/s$/, "") : cell, "averageWatchSeconds", line);
}

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

/** The posting day as YYYY-MM-DD from an ISO date or time, "Nov 20, 2026", or a spreadsheet date. */
function dayOf(cell: Cell | undefined, line: number): string {
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  const raw = text(cell);
  const iso = /^(\d{4})[-/](\d{2})[-/](\d{2})/.exec(raw);
  if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}`;
  const named = /^([A-Za-z]{3})[a-z]*\.? (\d{1,2}),? (\d{4})/.exec(raw);
  const month = named ? MONTHS.indexOf(named[1]!.toLowerCase()) : -1;
  if (named && month >= 0) return `${named[3]}-${String(month + 1).padStart(2, "0")}-${named[2]!.padStart(2, "0")}`;
  throw new ImportFileError(
    `the posting date "${raw.slice(0, 40)}" is not a date this importer reads (use YYYY-MM-DD)`,
    line,
  );
}

function rowToInput(
  cells: Cell[],
  line: number,
  source: Source,
  index: Partial<Record<ResultField, number>>,
  percentColumns: Set<number>,
): ParsedRow {
  const at = (field: ResultField) => (index[field] === undefined ? undefined : cells[index[field]!]);
  const count = (field: ResultField) => {
    const value = numberOf(at(field), field, line);
    return value === null ? null : Math.round(value);
  };
  let watched = numberOf(at("watchedPercent"), "watchedPercent", line);
  if (watched !== null && index.watchedPercent !== undefined && percentColumns.has(index.watchedPercent))
    watched *= 100;
  const candidate = {
    platform: source.platform ?? text(at("platform")).toLowerCase(),
    postedOn: dayOf(at("postedOn"), line),
    views: count("views"),
    likes: count("likes"),
    comments: count("comments"),
    shares: count("shares"),
    saves: count("saves"),
    averageWatchSeconds: secondsOf(at("averageWatchSeconds"), line),
    watchedPercent: watched === null ? null : Math.round(watched * 100) / 100,
    followers: count("followers"),
    link: text(at("link")) || null,
  };
  const parsed = outcomeInputSchema.safeParse(candidate);
  if (!parsed.success) throw new ImportFileError(parsed.error.issues[0]!.message, line);
  return { line, caption: text(at("caption")), input: parsed.data };
}

/** Reads a CSV or XLSX results export; throws ImportFileError naming the first line that is wrong. */
export async function parseResultsFile(data: Buffer, fileName: string): Promise<ParsedFile> {
  const isXlsx = data.subarray(0, 2).toString("latin1") === "PK";
  if (!isXlsx && data.includes(0)) throw new ImportFileError("The file is neither CSV nor XLSX.");
  const { rows, percentColumns } = isXlsx
    ? await readXlsx(data)
    : { rows: readCsv(data.toString("utf8")), percentColumns: new Set<number>() };
  const headerAt = rows.findIndex((r) => r.some((c) => text(c) !== ""));
  if (headerAt < 0) throw new ImportFileError(`${fileName} is empty.`);
  const detected = detectSource(rows[headerAt]!.map((c) => text(c)));
  if (!detected) {
    const known = SOURCES.map((s) => s.name).join(", ");
    throw new ImportFileError(
      `The columns of ${fileName} match no export this importer knows (${known}). Its first row is: ${rows[
        headerAt
      ]!.map((c) => text(c))
        .join(", ")
        .slice(0, 200)}`,
    );
  }
  const data_ = rows.slice(headerAt + 1);
  const parsed: ParsedRow[] = [];
  data_.forEach((cells, i) => {
    const line = headerAt + 2 + i;
    if (cells.every((c) => text(c) === "")) return;
    // YouTube Studio's table starts with a "Total" row of the whole channel.
    const isTotal = [cells[0], cells[detected.index.caption ?? 0]].some((c) => text(c).toLowerCase() === "total");
    if (isTotal && !text(cells[detected.index.postedOn!])) return;
    if (parsed.length >= IMPORT_MAX_ROWS)
      throw new ImportFileError(`more than ${IMPORT_MAX_ROWS} posts in one file`, line);
    parsed.push(rowToInput(cells, line, detected.source, detected.index, percentColumns));
  });
  if (parsed.length === 0) throw new ImportFileError(`${fileName} has its column names but no posts under them.`);
  return { source: { id: detected.source.id, name: detected.source.name }, rows: parsed };
}
