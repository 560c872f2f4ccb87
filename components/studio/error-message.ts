/** What went wrong, in words for a toast or an alert: an error's message, anything else as text. */
export const errorMessage = (err: unknown) => (err instanceof Error ? err.message : String(err));
