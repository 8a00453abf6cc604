import type { ReactNode } from "react";
import type { Analysis } from "@shared/schemas/analysis";

/**
 * Draws a whole analysis result. The admin feature cannot import the analyses feature (features do not import each
 * other: pages compose them), so the admin route composes the result view and passes it down as this.
 */
export type RenderAnalysis = (analysis: Analysis) => ReactNode;
