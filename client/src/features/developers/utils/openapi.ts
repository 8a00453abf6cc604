// Reads the OpenAPI 3.1 document the server generates from its validators into what the /developers page shows: each
// operation with its parameters, body fields and answers. The page is built from the document, not written by hand,
// so it cannot drift from what the server accepts.

/** The parts of a JSON Schema (OpenAPI 3.1 dialect) the page reads; the rest is ignored. */
export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  description?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  example?: unknown;
  examples?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  contentMediaType?: string;
  additionalProperties?: boolean | JsonSchema;
};

type Reference = { $ref: string };

export type OpenApiParameter = {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
  example?: unknown;
};

type MediaType = { schema?: JsonSchema; example?: unknown };

export type OpenApiOperation = {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: Array<OpenApiParameter | Reference>;
  requestBody?: { description?: string; required?: boolean; content?: Record<string, MediaType> } | Reference;
  responses?: Record<
    string,
    | { description?: string; content?: Record<string, MediaType>; headers?: Record<string, { description?: string }> }
    | Reference
  >;
  security?: Array<Record<string, string[]>>;
};

const METHODS = ["get", "post", "put", "patch", "delete"] as const;
export type HttpMethod = (typeof METHODS)[number];

type PathItem = Partial<Record<HttpMethod, OpenApiOperation>> & { parameters?: Array<OpenApiParameter | Reference> };

export type OpenApiDocument = {
  openapi: string;
  info?: { title?: string; version?: string; description?: string };
  servers?: Array<{ url: string; description?: string }>;
  paths?: Record<string, PathItem>;
  components?: {
    schemas?: Record<string, JsonSchema>;
    parameters?: Record<string, OpenApiParameter>;
    requestBodies?: Record<string, unknown>;
    responses?: Record<string, unknown>;
    securitySchemes?: Record<string, { type?: string; scheme?: string; description?: string }>;
  };
  security?: Array<Record<string, string[]>>;
};

/** One field of a body or an answer, flattened: nested objects become "job.status". */
export type SchemaField = {
  name: string;
  type: string;
  required: boolean;
  description?: string;
  /** Limits and allowed values; the page words them in the reader's language. */
  constraints: Constraint[];
  depth: number;
};

export type OperationView = {
  /** "post /analyses": unique within a document, for keys and ids. */
  key: string;
  method: HttpMethod;
  /** The path as a client calls it, with the server's base ("/api/v1/analyses/{id}"). */
  path: string;
  summary?: string;
  description?: string;
  tag?: string;
  parameters: Array<{
    name: string;
    in: OpenApiParameter["in"];
    required: boolean;
    type: string;
    description?: string;
    constraints: Constraint[];
  }>;
  body?: { contentType: string; required: boolean; fields: SchemaField[]; description?: string };
  responses: Array<{ status: string; description?: string; contentType?: string; fields: SchemaField[] }>;
  /** False for operations the document marks as needing no key (the document itself). */
  needsKey: boolean;
};

const MAX_DEPTH = 3;

function isReference(value: unknown): value is Reference {
  return typeof value === "object" && value !== null && typeof (value as Reference).$ref === "string";
}

/** Follows a local "#/components/..." reference; an unknown or outside one gives undefined. */
function follow<T>(
  document: OpenApiDocument,
  value: T | Reference | undefined,
  seen = new Set<string>(),
): T | undefined {
  if (!isReference(value)) return value;
  if (seen.has(value.$ref) || !value.$ref.startsWith("#/")) return undefined;
  seen.add(value.$ref);
  let node: unknown = document;
  for (const part of value.$ref.slice(2).split("/")) {
    const key = part.replace(/~1/g, "/").replace(/~0/g, "~");
    node = typeof node === "object" && node !== null ? (node as Record<string, unknown>)[key] : undefined;
  }
  return follow<T>(document, node as T | Reference | undefined, seen);
}

function refName(ref: string): string {
  return ref.split("/").at(-1) ?? ref;
}

/** allOf merged into one object schema (the common way zod generators write an extended object). */
function merged(document: OpenApiDocument, schema: JsonSchema): JsonSchema {
  const resolved = follow<JsonSchema>(document, schema) ?? {};
  if (!resolved.allOf) return resolved;
  const parts = resolved.allOf.map((part) => merged(document, part));
  return {
    ...resolved,
    allOf: undefined,
    type: resolved.type ?? parts.find((part) => part.type)?.type,
    properties: Object.assign({}, ...parts.map((part) => part.properties ?? {}), resolved.properties ?? {}),
    required: [...parts.flatMap((part) => part.required ?? []), ...(resolved.required ?? [])],
  };
}

function literal(value: unknown): string {
  return typeof value === "string" ? value : JSON.stringify(value);
}

/** A short type for people: "string (uuid)", "integer", "array of string", "Analysis", "string | null". */
export function typeLabel(document: OpenApiDocument, schema: JsonSchema | undefined, depth = 0): string {
  if (!schema) return "any";
  if (schema.$ref) return refName(schema.$ref);
  if (depth > MAX_DEPTH) return "object";
  const variants = schema.oneOf ?? schema.anyOf;
  if (variants) return [...new Set(variants.map((variant) => typeLabel(document, variant, depth + 1)))].join(" | ");
  if (schema.allOf) return typeLabel(document, merged(document, schema), depth + 1);
  if (schema.const !== undefined) return literal(schema.const);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const label = (type: string) => {
    if (type === "array") return `${typeLabel(document, schema.items, depth + 1)}[]`;
    if (type === "string" && !schema.format && schema.contentMediaType) return "string (binary)";
    if (schema.format && type !== "null") return `${type} (${schema.format})`;
    return type;
  };
  const names = types.length > 0 ? types.map(label) : schema.properties ? ["object"] : ["any"];
  if (schema.nullable) names.push("null");
  return names.join(" | ");
}

/** A limit of a value; numbers and literals as in the schema, the words around them from the catalogue. */
export type Constraint =
  | { kind: "oneOf"; values: string[] }
  | { kind: "length" | "value" | "items"; min?: number; max?: number }
  | { kind: "pattern" | "default"; value: string };

/** The limits of a value, in the order a reader needs them. */
export function constraintsOf(schema: JsonSchema): Constraint[] {
  const out: Constraint[] = [];
  const bounded = (kind: "length" | "value" | "items", min?: number, max?: number) => {
    if (min !== undefined || max !== undefined) out.push({ kind, min, max });
  };
  if (schema.enum) out.push({ kind: "oneOf", values: schema.enum.map(literal) });
  bounded("length", schema.minLength, schema.maxLength);
  bounded("value", schema.minimum ?? schema.exclusiveMinimum, schema.maximum ?? schema.exclusiveMaximum);
  bounded("items", schema.minItems, schema.maxItems);
  if (schema.pattern) out.push({ kind: "pattern", value: schema.pattern });
  // An empty default only repeats that the field is optional.
  if (schema.default !== undefined && schema.default !== "")
    out.push({ kind: "default", value: literal(schema.default) });
  return out;
}

/** The fields of an object schema, with nested objects' fields under them, for a table. */
export function fieldsOf(
  document: OpenApiDocument,
  schema: JsonSchema | undefined,
  depth = 0,
  prefix = "",
): SchemaField[] {
  if (!schema || depth >= MAX_DEPTH) return [];
  const resolved = merged(document, schema);
  const variants = resolved.oneOf ?? resolved.anyOf;
  if (!resolved.properties && variants) {
    // A nullable object (anyOf [object, null]) is read as the object.
    const objects = variants.map((variant) => merged(document, variant)).filter((variant) => variant.properties);
    if (objects.length === 1) return fieldsOf(document, objects[0], depth, prefix);
  }
  if (!resolved.properties) return [];
  const required = new Set(resolved.required ?? []);
  return Object.entries(resolved.properties).flatMap(([name, property]) => {
    const target = merged(document, property);
    const field: SchemaField = {
      name: prefix + name,
      type: typeLabel(document, property),
      required: required.has(name),
      description: property.description ?? target.description,
      constraints: constraintsOf(target),
      depth,
    };
    const items = target.type === "array" || (Array.isArray(target.type) && target.type.includes("array"));
    const inner = items ? target.items : target;
    return [field, ...fieldsOf(document, inner, depth + 1, `${prefix}${name}${items ? "[]" : ""}.`)];
  });
}

/** The server's base path ("/api/v1") from the document's first server, whether absolute or relative. */
export function basePath(document: OpenApiDocument): string {
  const url = document.servers?.[0]?.url ?? "";
  let path = url;
  try {
    path = new URL(url, "http://localhost").pathname;
  } catch {
    // kept as written
  }
  return path.replace(/\/+$/, "");
}

/** The path a client calls: the document's path under the server's base, unless it already carries it. */
export function fullPath(document: OpenApiDocument, path: string): string {
  const base = basePath(document);
  return base && !path.startsWith(`${base}/`) && path !== base ? `${base}${path}` : path;
}

function needsKey(document: OpenApiDocument, operation: OpenApiOperation): boolean {
  // Without a requirement here or at the top, the operation is public (the document itself is).
  const security = operation.security ?? document.security ?? [];
  return security.some((requirement) => Object.keys(requirement).length > 0);
}

/** Every operation of the document, in its order: paths as written, methods in the usual order. */
export function operationsOf(document: OpenApiDocument): OperationView[] {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method): OperationView => {
      const operation = item[method]!;
      const parameters = [...(item.parameters ?? []), ...(operation.parameters ?? [])]
        .map((parameter) => follow<OpenApiParameter>(document, parameter))
        .filter((parameter): parameter is OpenApiParameter => Boolean(parameter));
      const body = follow<Exclude<OpenApiOperation["requestBody"], Reference | undefined>>(
        document,
        operation.requestBody,
      );
      const bodyType = body?.content ? Object.keys(body.content)[0] : undefined;
      return {
        key: `${method} ${path}`,
        method,
        path: fullPath(document, path),
        summary: operation.summary,
        description: operation.description,
        tag: operation.tags?.[0],
        parameters: parameters.map((parameter) => ({
          name: parameter.name,
          in: parameter.in,
          required: Boolean(parameter.required),
          type: typeLabel(document, parameter.schema),
          description: parameter.description ?? follow<JsonSchema>(document, parameter.schema)?.description,
          constraints: parameter.schema ? constraintsOf(merged(document, parameter.schema)) : [],
        })),
        body:
          body && bodyType
            ? {
                contentType: bodyType,
                required: Boolean(body.required),
                description: body.description,
                fields: fieldsOf(document, body.content?.[bodyType]?.schema),
              }
            : undefined,
        responses: Object.entries(operation.responses ?? {}).map(([status, answer]) => {
          const response = follow<{ description?: string; content?: Record<string, MediaType> }>(document, answer);
          const contentType = response?.content ? Object.keys(response.content)[0] : undefined;
          return {
            status,
            description: response?.description,
            contentType,
            fields: contentType ? fieldsOf(document, response?.content?.[contentType]?.schema) : [],
          };
        }),
        needsKey: needsKey(document, operation),
      };
    }),
  );
}

/** The schema of an operation's request body, for building an example. */
export function requestSchema(
  document: OpenApiDocument,
  operation: OperationView,
): { contentType: string; schema: JsonSchema } | undefined {
  const item = document.paths?.[operation.key.slice(operation.method.length + 1)];
  const body = follow<Exclude<OpenApiOperation["requestBody"], Reference | undefined>>(
    document,
    item?.[operation.method]?.requestBody,
  );
  const contentType = body?.content ? Object.keys(body.content)[0] : undefined;
  const schema = contentType ? body?.content?.[contentType]?.schema : undefined;
  return contentType && schema ? { contentType, schema: merged(document, schema) } : undefined;
}

/** A plausible value for a field of an example request: the schema's own example, else one that fits its type. */
export function exampleValue(document: OpenApiDocument, schema: JsonSchema | undefined, name = ""): unknown {
  const resolved = schema ? merged(document, schema) : {};
  if (resolved.example !== undefined) return resolved.example;
  if (resolved.examples?.length) return resolved.examples[0];
  // An empty default ("caption": "") shows nothing of what the field is for: a made-up value does.
  if (resolved.default !== undefined && resolved.default !== "") return resolved.default;
  if (resolved.enum?.length) return resolved.enum[0];
  if (resolved.const !== undefined) return resolved.const;
  const variants = resolved.oneOf ?? resolved.anyOf;
  if (variants?.length) {
    const first = variants.find((variant) => merged(document, variant).type !== "null") ?? variants[0];
    return exampleValue(document, first, name);
  }
  const types = Array.isArray(resolved.type) ? resolved.type : [resolved.type];
  const type = types.find((candidate) => candidate && candidate !== "null");
  if (type === "object" || (!type && resolved.properties)) {
    const required = new Set(resolved.required ?? []);
    return Object.fromEntries(
      Object.entries(resolved.properties ?? {})
        .filter(([key]) => required.has(key))
        .map(([key, property]) => [key, exampleValue(document, property, key)]),
    );
  }
  if (type === "array") return [exampleValue(document, resolved.items, name)];
  if (type === "integer" || type === "number") return resolved.minimum ?? 1;
  if (type === "boolean") return true;
  if (/hashtag/i.test(name)) return "#fyp #cooking";
  if (/caption|text/i.test(name)) return "Three dinners in 10 minutes";
  return name || "value";
}
