/**
 * Demo accounts that are not creators (every demo creator also has a creator account: the e-mail
 * addresses in the group files). Listed in the README; sign in with the e-mail and the code from
 * the mail (DATA_DIR/outbox without SMTP_URL).
 */
export const DEMO_ACCOUNTS = [
  { email: 'editor@example.com', name: 'Eva Redactie', username: 'eva-editor', role: 'editor' },
  { email: 'cook@example.com', name: 'Kees Kok', username: 'keeskok', role: 'user' },
] as const;
