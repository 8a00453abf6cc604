/**
 * The query key the signed-in user (GET /api/user) is cached under. One definition for every feature that reads,
 * refreshes or replaces it after an action (a payment, a verification, a profile change).
 */
export const currentUserQueryKey = ["user"] as const;
