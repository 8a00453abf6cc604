import type { UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import { analyzeFieldsSchema } from "@shared/schemas/analysis";

/** The form's text fields, checked by the same schema as POST /api/analyze (STYLE.md: never a rule twice). */
export const captionFieldsSchema = analyzeFieldsSchema.pick({ caption: true, hashtags: true });
export type CaptionFieldsInput = z.input<typeof captionFieldsSchema>;
export type CaptionFields = z.output<typeof captionFieldsSchema>;
export type CaptionForm = UseFormReturn<CaptionFieldsInput, unknown, CaptionFields>;
