/**
 * The query key the signed-in user (GET /api/user) is cached under. One definition for every feature that reads,
 * refreshes or replaces it after an action (a payment, a verification, a profile change). Its query, with the
 * function that asks for the user, is the auth feature's currentUserQuery (built on this key), which other features
 * may not import.
 */
export const currentUserQueryKey = ["user"] as const;
