import type { RequestHandler } from "express";
import { type ZodType, z } from "zod";
import { AppError } from "../errors";
import { requestLanguage } from "./request-language";

/** zod's own messages (a schema that names none) in Arabic; the schemas' messages are translated by the error handler. */
const arabicZodMessages = z.locales.ar().localeError;

type Schemas = { body?: ZodType; query?: ZodType; params?: ZodType };

/** Turns a zod failure into the API's 400 with a readable message and per-field errors. */
export function validationError(error: z.ZodError, where: "body" | "query" | "params"): AppError {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : where;
    const message =
      issue.code === "unrecognized_keys"
        ? `Unknown field${issue.keys.length > 1 ? "s" : ""}: ${issue.keys.join(", ")}`
        : issue.message;
    (fieldErrors[key] ??= []).push(message);
  }
  const first = Object.entries(fieldErrors)[0];
  const message = first ? (first[0] === where ? first[1][0]! : first[1][0]!) : "The request is not valid";
  return new AppError("VALIDATION_FAILED", message, { fieldErrors });
}

/**
 * Parses body, query and params with their schemas and replaces them with the parsed values
 * (trimmed, lower-cased, coerced). Express 5 makes req.query a getter, so it is redefined.
 */
export function validate(schemas: Schemas): RequestHandler {
  return (req, _res, next) => {
    for (const where of ["params", "query", "body"] as const) {
      const schema = schemas[where];
      if (!schema) continue;
      // A JSON body of `null`, a string or an array is not an object: answer as a missing body would be.
      const input = where === "body" && (req.body === undefined || req.body === null) ? {} : req[where];
      const result = schema.safeParse(input, requestLanguage(req) === "ar" ? { error: arabicZodMessages } : undefined);
      if (!result.success) throw validationError(result.error, where);
      Object.defineProperty(req, where, { value: result.data, writable: true, configurable: true, enumerable: true });
    }
    next();
  };
}
