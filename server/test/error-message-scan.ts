import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

// Finds, by reading the source (no code runs), every error message the API can send: the message of each
// `new AppError(code, message, { fieldErrors })` in server/src, and each message a zod schema in shared/schemas
// gives (`.min(n, "…")`, `{ message: "…" }`, `{ error: "…" }`, `addIssue({ message })`). A message built from a
// constant, a conditional, a concatenation or a local function's return value is followed to its text; a part
// that is only known at run time (a number, a name) becomes a hole. What cannot be followed is reported, so the
// test that uses this names the site instead of missing it.

/** A part known only at run time: HOLE, its name (from the source), HOLE_END. */
export const HOLE = "\ue000";
export const HOLE_END = "\ue001";
const hole = (name = "value") => `${HOLE}${name}${HOLE_END}`;

function holeName(node: ts.Expression): string {
  if (ts.isIdentifier(node)) return node.text;
  if (ts.isPropertyAccessExpression(node)) return node.name.text;
  if (ts.isCallExpression(node) || ts.isNonNullExpression(node) || ts.isParenthesizedExpression(node))
    return holeName(node.expression);
  return "value";
}

export type Found = { file: string; line: number; text: string };
export type Unresolved = { file: string; line: number; expression: string };
export type Scan = { messages: Found[]; labels: Found[]; unresolved: Unresolved[] };

const ROOT = path.resolve(__dirname, "../..");

/** Zod methods whose later arguments are messages, and those whose first argument is one. */
const MESSAGE_AFTER_FIRST = new Set([
  "min",
  "max",
  "length",
  "regex",
  "refine",
  "gt",
  "gte",
  "lt",
  "lte",
  "multipleOf",
  "startsWith",
  "endsWith",
  "includes",
  "size",
]);
const MESSAGE_FIRST = new Set([
  "int",
  "positive",
  "nonnegative",
  "negative",
  "nonpositive",
  "nonempty",
  "email",
  "url",
  "uuid",
  "finite",
  "safe",
  "datetime",
  "date",
  "iso",
]);
/** Object literals given to these calls are shapes of data, not options: their `message` is a field. */
const SHAPE_CALLS = new Set(["object", "strictObject", "looseObject", "extend", "merge", "pick", "omit", "safeExtend"]);

function listFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listFiles(full));
    else if (/\.ts$/.test(entry.name) && !/\.(test|spec)\.ts$/.test(entry.name) && !entry.name.endsWith(".d.ts"))
      out.push(full);
  }
  return out;
}

const sources = new Map<string, ts.SourceFile>();
function source(file: string): ts.SourceFile {
  let sf = sources.get(file);
  if (!sf) {
    sf = ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.ES2022, true);
    sources.set(file, sf);
  }
  return sf;
}

function resolveModule(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith("@shared/")) base = path.join(ROOT, "shared", specifier.slice("@shared/".length));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier);
  else return null;
  for (const candidate of [base, `${base}.ts`, path.join(base, "index.ts")]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

type Declaration = { file: string; node: ts.Node };

/** The declaration of a top-level or local name visible at `at`: a const, a function, or an import followed. */
function findDeclaration(file: string, name: string, at: ts.Node | null, depth = 0): Declaration | null {
  if (depth > 8) return null;
  const sf = source(file);
  // Innermost scope first: walk up from the use site, looking at the statements of each block.
  const scopes: ts.Node[] = [];
  for (let node: ts.Node | undefined = at ?? undefined; node; node = node.parent) {
    if (ts.isBlock(node) || ts.isSourceFile(node) || ts.isModuleBlock(node)) scopes.push(node);
    if (ts.isFunctionLike(node)) {
      for (const parameter of node.parameters)
        if (ts.isIdentifier(parameter.name) && parameter.name.text === name) return null;
    }
  }
  if (!scopes.includes(sf)) scopes.push(sf);
  for (const scope of scopes) {
    const statements = (scope as ts.Block | ts.SourceFile).statements;
    for (const statement of statements) {
      if (ts.isVariableStatement(statement)) {
        for (const decl of statement.declarationList.declarations)
          if (ts.isIdentifier(decl.name) && decl.name.text === name && decl.initializer)
            return (statement.declarationList.flags & ts.NodeFlags.Const) !== 0
              ? { file, node: decl.initializer }
              : null;
      } else if (ts.isFunctionDeclaration(statement) && statement.name?.text === name) {
        return { file, node: statement };
      } else if (ts.isImportDeclaration(statement) && statement.importClause?.namedBindings) {
        const bindings = statement.importClause.namedBindings;
        if (!ts.isNamedImports(bindings)) continue;
        for (const element of bindings.elements) {
          if (element.name.text !== name) continue;
          const target = resolveModule(file, (statement.moduleSpecifier as ts.StringLiteral).text);
          if (!target) return null;
          return findExport(target, (element.propertyName ?? element.name).text, depth + 1);
        }
      }
    }
  }
  return null;
}

function findExport(file: string, name: string, depth: number): Declaration | null {
  const own = findDeclaration(file, name, null, depth);
  if (own) return own;
  for (const statement of source(file).statements) {
    if (!ts.isExportDeclaration(statement) || !statement.moduleSpecifier) continue;
    const target = resolveModule(file, (statement.moduleSpecifier as ts.StringLiteral).text);
    if (!target) continue;
    const clause = statement.exportClause;
    if (!clause) {
      const found = findExport(target, name, depth + 1);
      if (found) return found;
    } else if (ts.isNamedExports(clause)) {
      for (const element of clause.elements)
        if (element.name.text === name)
          return findExport(target, (element.propertyName ?? element.name).text, depth + 1);
    }
  }
  return null;
}

/** The return expressions of a function (a declaration or an arrow/function expression). */
function returnsOf(fn: ts.Node): ts.Expression[] {
  if ((ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) && !ts.isBlock(fn.body)) return [fn.body];
  const body = (fn as ts.FunctionLikeDeclarationBase).body;
  if (!body) return [];
  const out: ts.Expression[] = [];
  const visit = (node: ts.Node) => {
    if (node !== fn && ts.isFunctionLike(node)) return;
    if (ts.isReturnStatement(node) && node.expression) out.push(node.expression);
    ts.forEachChild(node, visit);
  };
  ts.forEachChild(body, visit);
  return out;
}

const holeText = (node: ts.Expression) => hole(holeName(node));

type Resolved = { shapes: string[] } | { unresolved: ts.Node };

function combine(parts: string[][]): string[] {
  let out = [""];
  for (const options of parts) out = out.flatMap((prefix) => options.map((option) => prefix + option));
  return out;
}

/**
 * The texts an expression can have. `whole`: the expression is a message by itself, so a value known only at run
 * time is unresolved; inside a template or concatenation such a value is a hole.
 */
function resolve(file: string, node: ts.Expression, whole: boolean, depth = 0): Resolved {
  const hole = (): Resolved => (whole ? { unresolved: node } : { shapes: [holeText(node)] });
  if (depth > 12) return hole();
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return { shapes: [node.text] };
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isNonNullExpression(node))
    return resolve(file, node.expression, whole, depth + 1);
  if (ts.isTemplateExpression(node)) {
    const parts: string[][] = [[node.head.text]];
    for (const span of node.templateSpans) {
      const inner = resolve(file, span.expression, false, depth + 1);
      parts.push("shapes" in inner ? inner.shapes : [holeText(span.expression)], [span.literal.text]);
    }
    return { shapes: combine(parts) };
  }
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const left = resolve(file, node.left, false, depth + 1);
    const right = resolve(file, node.right, false, depth + 1);
    if (!("shapes" in left) || !("shapes" in right)) return hole();
    return { shapes: combine([left.shapes, right.shapes]) };
  }
  if (
    ts.isConditionalExpression(node) ||
    (ts.isBinaryExpression(node) &&
      [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(node.operatorToken.kind))
  ) {
    const branches = ts.isConditionalExpression(node) ? [node.whenTrue, node.whenFalse] : [node.left, node.right];
    const shapes: string[] = [];
    for (const branch of branches) {
      // `(now && refusal(now)) ?? "…"`: the left side's text is the call's.
      const expression =
        ts.isParenthesizedExpression(branch) &&
        ts.isBinaryExpression(branch.expression) &&
        branch.expression.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken
          ? branch.expression.right
          : branch;
      const inner = resolve(file, expression, whole, depth + 1);
      if (!("shapes" in inner)) return inner;
      shapes.push(...inner.shapes);
    }
    return { shapes };
  }
  if (ts.isIdentifier(node)) {
    const declaration = findDeclaration(file, node.text, node);
    if (!declaration) return hole();
    if (ts.isFunctionLike(declaration.node)) return hole();
    const inner = resolve(declaration.file, declaration.node as ts.Expression, whole, depth + 1);
    if ("unresolved" in inner && !whole) return hole();
    return inner;
  }
  if (ts.isElementAccessExpression(node) && ts.isIdentifier(node.expression)) {
    // `MESSAGES[field]` on a constant object: any of its values.
    const declaration = findDeclaration(file, node.expression.text, node);
    let target = declaration?.node;
    while (target && (ts.isAsExpression(target) || ts.isSatisfiesExpression(target))) target = target.expression;
    if (declaration && target && ts.isObjectLiteralExpression(target)) {
      const shapes: string[] = [];
      for (const property of target.properties) {
        if (!ts.isPropertyAssignment(property)) return hole();
        const inner = resolve(declaration.file, property.initializer, whole, depth + 1);
        if (!("shapes" in inner)) return inner;
        shapes.push(...inner.shapes);
      }
      return { shapes };
    }
  }
  if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
    const declaration = findDeclaration(file, node.expression.text, node);
    const fn = declaration?.node;
    if (declaration && fn && (ts.isFunctionLike(fn) || ts.isArrowFunction(fn))) {
      const shapes: string[] = [];
      for (const returned of returnsOf(fn)) {
        if (returned.kind === ts.SyntaxKind.NullKeyword) continue;
        const inner = resolve(declaration.file, returned, whole, depth + 1);
        if (!("shapes" in inner)) return whole ? { unresolved: node } : hole();
        shapes.push(...inner.shapes);
      }
      if (shapes.length) return { shapes };
    }
  }
  return hole();
}

function line(node: ts.Node): number {
  const sf = node.getSourceFile();
  return sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
}

/**
 * Sites whose message is only known at run time, and where those messages come from: a property of the objects
 * in a file (the rate limits' `message`), an argument of a constructor or function wherever it is called, or a
 * variable's initial value. A site that is not here and cannot be followed fails the test.
 */
type Feed =
  | { kind: "property"; file: string; name: string }
  | { kind: "argument"; callee: string; index: number }
  | { kind: "variable"; file: string; name: string };

export const FEEDS: Record<string, Feed[]> = {
  "server/src/http/rate-limit.ts options.message": [
    { kind: "property", file: "server/src/http/rate-limit.ts", name: "message" },
  ],
  // The schemas' messages (scanned apart) and the unknown-field message built in validate.ts.
  "server/src/http/validate.ts first[1][0]": [
    { kind: "variable", file: "server/src/http/validate.ts", name: "message" },
  ],
  "server/src/modules/account/users/account-deletion.ts failureMessage": [
    { kind: "argument", callee: "removeCustomer", index: 1 },
  ],
  // A decline's text: the test provider's, and the Stripe provider's own fallbacks (Stripe's texts pass as sent).
  "server/src/modules/billing/charges.ts result.message": [
    { kind: "property", file: "server/src/modules/billing/providers/test-cards.ts", name: "message" },
    { kind: "property", file: "server/src/modules/billing/providers/test-provider.ts", name: "message" },
    { kind: "property", file: "server/src/modules/billing/providers/stripe-provider.ts", name: "message" },
  ],
  "server/src/modules/billing/promo.service.ts result.message": [
    { kind: "property", file: "server/src/modules/billing/promo-rules.ts", name: "message" },
  ],
  "server/src/modules/outcomes/import/import-results.ts error.message": [
    { kind: "argument", callee: "ImportFileError", index: 0 },
  ],
};

function feedExpressions(feed: Feed): { file: string; node: ts.Expression }[] {
  const out: { file: string; node: ts.Expression }[] = [];
  const files = feed.kind === "argument" ? listFiles(path.join(ROOT, "server/src")) : [path.join(ROOT, feed.file)];
  for (const file of files) {
    const visit = (node: ts.Node) => {
      if (feed.kind === "property" && ts.isPropertyAssignment(node) && propertyName(node) === feed.name)
        out.push({ file, node: node.initializer });
      if (
        feed.kind === "variable" &&
        ts.isVariableDeclaration(node) &&
        ts.isIdentifier(node.name) &&
        node.name.text === feed.name &&
        node.initializer
      )
        out.push({ file, node: node.initializer });
      if (
        feed.kind === "argument" &&
        (ts.isCallExpression(node) || ts.isNewExpression(node)) &&
        calleeName(node) === feed.callee
      ) {
        const arg = node.arguments?.[feed.index];
        if (arg) out.push({ file, node: arg });
      }
      ts.forEachChild(node, visit);
    };
    visit(source(file));
  }
  return out;
}

function collect(file: string, node: ts.Expression, scan: Scan, dedupe: Set<string>) {
  const result = resolve(file, node, true);
  const relative = path.relative(ROOT, file);
  if ("unresolved" in result) {
    const feeds = FEEDS[`${relative} ${result.unresolved.getText()}`];
    if (feeds) {
      for (const fed of feeds.flatMap(feedExpressions)) {
        const inner = resolve(fed.file, fed.node, false);
        if (!("shapes" in inner)) continue;
        for (const text of inner.shapes) {
          if (/^\ue000[^\ue001]*\ue001$/.test(text) || dedupe.has(text)) continue;
          dedupe.add(text);
          scan.messages.push({ file: path.relative(ROOT, fed.file), line: line(fed.node), text });
        }
      }
      return;
    }
    scan.unresolved.push({ file: relative, line: line(node), expression: result.unresolved.getText() });
    return;
  }
  for (const text of result.shapes) {
    if (dedupe.has(text)) continue;
    dedupe.add(text);
    scan.messages.push({ file: relative, line: line(node), text });
  }
}

function propertyName(node: ts.ObjectLiteralElementLike): string | undefined {
  return node.name && (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) ? node.name.text : undefined;
}

function calleeName(call: ts.CallExpression | ts.NewExpression): string | undefined {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return undefined;
}

/** `new AppError(code, message, { fieldErrors: { field: [message] } })` anywhere in server/src. */
function scanServerFile(file: string, scan: Scan, dedupe: Set<string>) {
  const visit = (node: ts.Node) => {
    if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === "AppError") {
      const [, message, options] = node.arguments ?? [];
      if (message) collect(file, message, scan, dedupe);
      if (options && ts.isObjectLiteralExpression(options)) {
        for (const property of options.properties) {
          if (propertyName(property) !== "fieldErrors" || !ts.isPropertyAssignment(property)) continue;
          if (!ts.isObjectLiteralExpression(property.initializer)) continue;
          for (const field of property.initializer.properties) {
            if (!ts.isPropertyAssignment(field) || !ts.isArrayLiteralExpression(field.initializer)) continue;
            for (const element of field.initializer.elements) collect(file, element, scan, dedupe);
          }
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source(file));
}

function isStringish(node: ts.Expression): boolean {
  return (
    ts.isStringLiteral(node) ||
    ts.isNoSubstitutionTemplateLiteral(node) ||
    ts.isTemplateExpression(node) ||
    ts.isIdentifier(node) ||
    ts.isConditionalExpression(node) ||
    (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) ||
    (ts.isCallExpression(node) && ts.isIdentifier(node.expression))
  );
}

/** The messages zod schemas give in shared/schemas, and the labels passed to the helpers that build them. */
function scanSchemaFile(file: string, scan: Scan, dedupe: Set<string>, labels: Set<string>) {
  const relative = path.relative(ROOT, file);
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const name = calleeName(node);
      const args = [...node.arguments];
      const isMethod = ts.isPropertyAccessExpression(node.expression);
      if (name && (isMethod || name === "email" || name === "url")) {
        const messageArgs = MESSAGE_AFTER_FIRST.has(name) ? args.slice(1) : MESSAGE_FIRST.has(name) ? args : [];
        for (const arg of messageArgs)
          if (isStringish(arg) && !(ts.isIdentifier(arg) && /^is[A-Z]/.test(arg.text)))
            collect(file, arg, scan, dedupe);
      }
      // A helper of our own called with a label: `required("Name", …)`, `controlCharacterMessage("Password")`.
      if (name && ts.isIdentifier(node.expression) && name !== "z") {
        const declaration = findDeclaration(file, name, node);
        if (declaration && (ts.isFunctionLike(declaration.node) || ts.isArrowFunction(declaration.node))) {
          for (const arg of args) {
            if (!ts.isStringLiteral(arg) || !/^[A-Z]/.test(arg.text) || labels.has(arg.text)) continue;
            labels.add(arg.text);
            scan.labels.push({ file: relative, line: line(arg), text: arg.text });
          }
        }
      }
    }
    if (ts.isObjectLiteralExpression(node) && ts.isCallExpression(node.parent)) {
      const owner = calleeName(node.parent);
      if (!owner || !SHAPE_CALLS.has(owner)) {
        for (const property of node.properties) {
          const key = propertyName(property);
          if ((key === "message" || key === "error") && ts.isPropertyAssignment(property)) {
            if (isStringish(property.initializer)) collect(file, property.initializer, scan, dedupe);
            else if (!ts.isArrowFunction(property.initializer) && !ts.isFunctionExpression(property.initializer))
              scan.unresolved.push({ file: relative, line: line(property), expression: property.getText() });
          }
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source(file));
}

/**
 * Phrases that become a parameter of another message: the payment step that failed ("read the card"), why a
 * file could not be read, the Pro feature a 402 names.
 */
const PART_FEEDS: Feed[] = [
  { kind: "argument", callee: "callProvider", index: 0 },
  { kind: "argument", callee: "MediaUnreadableError", index: 0 },
  { kind: "argument", callee: "requirePro", index: 1 },
  { kind: "property", file: "server/src/app.ts", name: "feature" },
];

export function scanMessageParts(): Found[] {
  const out: Found[] = [];
  const seen = new Set<string>();
  for (const fed of PART_FEEDS.flatMap(feedExpressions)) {
    const inner = resolve(fed.file, fed.node, false);
    if (!("shapes" in inner)) continue;
    for (const text of inner.shapes) {
      if (/^\ue000[^\ue001]*\ue001$/.test(text) || seen.has(text)) continue;
      seen.add(text);
      out.push({ file: path.relative(ROOT, fed.file), line: line(fed.node), text });
    }
  }
  return out;
}

export function scanErrorMessages(): Scan {
  const scan: Scan = { messages: [], labels: [], unresolved: [] };
  const dedupe = new Set<string>();
  const labels = new Set<string>();
  for (const file of listFiles(path.join(ROOT, "server/src"))) scanServerFile(file, scan, dedupe);
  for (const file of listFiles(path.join(ROOT, "shared/schemas"))) scanSchemaFile(file, scan, dedupe, labels);
  return scan;
}
