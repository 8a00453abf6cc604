import { analyzeFieldsSchema } from "@shared/schemas/analysis";

/** The form's text fields, checked by the same schema as POST /api/analyze (never a rule twice). */
export const captionFieldsSchema = analyzeFieldsSchema.pick({ caption: true, hashtags: true });
