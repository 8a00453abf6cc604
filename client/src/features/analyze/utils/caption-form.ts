import type { UseFormReturn } from "react-hook-form";
import { lazyZodResolver } from "@/lib/lazy-resolver";
import type { z } from "zod";
import type { captionFieldsSchema } from "./caption-schema";

export type CaptionFieldsInput = z.input<typeof captionFieldsSchema>;
export type CaptionFields = z.output<typeof captionFieldsSchema>;
export type CaptionForm = UseFormReturn<CaptionFieldsInput, unknown, CaptionFields>;

/**
 * The caption form sits on the landing page, but its schema (and with it zod) is fetched on the first check, when the
 * visitor submits, not with the first page (docs/decisions/010-lean-first-page.md).
 */
export const captionFieldsResolver = lazyZodResolver<CaptionFieldsInput, CaptionFields>(() =>
  import("./caption-schema").then((module) => module.captionFieldsSchema),
);
