/**
 * GET /api/analysis/{id}/preview: the still of the analysed frame (a JPEG of at most 416 px), for the owner
 * only, until 24 hours after the analysis. An <img> loads it with the session cookie, so no fetch is needed.
 */
export function analysisPreviewUrl(id: number): string {
  return `/api/analysis/${id}/preview`;
}
