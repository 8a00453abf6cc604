import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";

/**
 * A form resolver whose zod schema (and with it zod and, for the shared schemas, the common-password list) is fetched
 * on the form's first check, when the visitor submits, not with the page (a page that shows a form loaded ~25 KB gzip
 * of schemas at start, a long task on a phone). A failed download is tried again on the next check.
 */
export function lazyZodResolver<Input extends FieldValues, Output>(
  loadSchema: () => Promise<z.ZodType<Output, Input>>,
): Resolver<Input, unknown, Output> {
  let loaded: Promise<Resolver<Input, unknown, Output>> | undefined;
  return async (values, context, options) => {
    loaded ??= loadSchema().then((schema) => zodResolver(schema) as unknown as Resolver<Input, unknown, Output>);
    const resolve = await loaded.catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
    return resolve(values, context, options);
  };
}
