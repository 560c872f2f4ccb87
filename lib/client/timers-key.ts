/** Where the cook's timers are kept (lib/client/timers.ts), apart so a page can see whether there are any without loading the store. */
export const TIMERS_KEY = 'zesty.timers';
