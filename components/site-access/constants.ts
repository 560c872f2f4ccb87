/** Spec §3/§5/§9: the site-access cookie, valid for 7 days. */
export const SITE_ACCESS_COOKIE = 'site_access';
export const SITE_ACCESS_MAX_AGE = 7 * 24 * 60 * 60;
/** Spec §5: verification takes about 0.5 s (also evens out response times). */
export const SITE_ACCESS_VERIFY_MS = 500;

export type SiteAccessError = 'required' | 'incorrect';

export type SiteAccessState = {
  error: SiteAccessError | null;
  /** Counts failed attempts; the password field is re-created (and so cleared) on each. */
  attempt: number;
};

export const initialSiteAccessState: SiteAccessState = { error: null, attempt: 0 };

export type SiteAccessAction = (
  previous: SiteAccessState,
  formData: FormData,
) => Promise<SiteAccessState>;
