import { Router } from "express";
import { PUBLIC_FIGURES_MAX_AGE_SECONDS } from "@shared/constants";
import type { PublicFiguresService } from "./public-figures.service";

/** GET /api/public-figures: open to anyone, counted at most every few seconds, cacheable that long. */
export function createPublicFiguresRouter(deps: { figures: PublicFiguresService }) {
  const router = Router();
  router.get("/public-figures", async (_req, res) => {
    const figures = await deps.figures.get();
    res.setHeader("Cache-Control", `public, max-age=${PUBLIC_FIGURES_MAX_AGE_SECONDS}`);
    res.json(figures);
  });
  return router;
}
