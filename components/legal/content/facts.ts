/**
 * The facts the legal pages state (spec §1 and §9), in one place so the three documents and both
 * languages cannot drift apart. Cookie names must match what the app actually sets.
 */
export const LEGAL_FACTS = {
  lastUpdated: '2025-07-30',
  privacyEmail: 'privacy@zesty.example',
  minimumAge: 16,
  inactivityReminderYears: 2,
  deletionAfterReminderMonths: 6,
  deletedAccountRetentionDays: 30,
  rightsResponseDays: 30,
} as const;

/** Every cookie Zesty sets (spec §3 "Browser storage" and §9 "Cookie lifetimes"). */
export const COOKIE_NAMES = {
  locale: 'locale',
  bookmarks: 'bookmarks',
  orders: 'orders',
  preferredStore: 'preferredStore',
  siteAccess: 'site_access',
  accessToken: 'zesty_at',
  refreshToken: 'zesty_rt',
  user: 'user',
} as const;
