import { and, eq, isNull, or, type SQL } from "drizzle-orm";
import { contactMessages } from "../../../db/schema";

// Which contact messages are a person's, for "Download my data" and "Delete my account" alike: the ones sent while
// signed in to the account, and the ones sent signed out from its address once the account has proved that it owns the
// address (verified it). The address alone proves nothing: anyone may sign up with someone else's address and never
// verify it, and anyone signed in may type any address into the form (that message belongs to the account that sent it,
// whatever address it names).

export type MessageOwner = { id: number; email: string; emailVerified: boolean };

/** `user_id = owner OR (user_id IS NULL AND email = owner's address AND the owner verified it)`. */
export function ownContactMessages(owner: MessageOwner): SQL {
  const sentSignedIn = eq(contactMessages.userId, owner.id);
  if (!owner.emailVerified) return sentSignedIn;
  return or(sentSignedIn, and(isNull(contactMessages.userId), eq(contactMessages.email, owner.email))) as SQL;
}
