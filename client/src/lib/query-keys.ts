// Keys of queries that one feature owns and another refreshes after its own action (features do not import each
// other). The owner's api/queries.ts builds its queryOptions on them. The current user's key is current-user-key.ts.

/** One user's analyses (the analyses feature); the analyze feature refreshes them once an analysis is stored. */
export const analysesQueryPrefix = ["analyses"] as const;
export const analysesQueryKey = (userId: number) => [...analysesQueryPrefix, userId] as const;

/** A user's saved cards (the profile feature); the billing feature refreshes them once a card is saved. */
export const paymentMethodsQueryPrefix = ["payment-methods"] as const;
