// Placeholder until this tab is built (issue #8); the admin page already composes it.
export function MessagesTab() {
  return null;
}
