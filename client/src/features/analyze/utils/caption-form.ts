import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver, UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import type { captionFieldsSchema } from "./caption-schema";

export type CaptionFieldsInput = z.input<typeof captionFieldsSchema>;
export type CaptionFields = z.output<typeof captionFieldsSchema>;
export type CaptionForm = UseFormReturn<CaptionFieldsInput, unknown, CaptionFields>;

type CaptionResolver = Resolver<CaptionFieldsInput, unknown, CaptionFields>;
let loaded: Promise<CaptionResolver> | undefined;

/**
 * The caption form sits on the landing page, but its schema (and with it zod) is fetched on the first check,
 * when the visitor submits, not with the first page (issue #10).
 */
export const captionFieldsResolver: CaptionResolver = async (values, context, options) => {
  loaded ??= import("./caption-schema").then(({ captionFieldsSchema }) => zodResolver(captionFieldsSchema));
  const resolve = await loaded.catch((error: unknown) => {
    loaded = undefined; // a failed download is tried again on the next check
    throw error;
  });
  return resolve(values, context, options);
};
