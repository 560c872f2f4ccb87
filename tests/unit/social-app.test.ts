/** @jest-environment node */
import { APP_FALLBACK_MS, followInApp, socialAppUrl, type FollowEnv } from '@/lib/social-app';

describe('the social app a follow link opens', () => {
  it.each([
    ['https://www.instagram.com/pastapapa/', 'instagram://user?username=pastapapa'],
    ['https://instagram.com/green.kitchen', 'instagram://user?username=green.kitchen'],
    ['https://x.com/zesty', 'twitter://user?screen_name=zesty'],
    ['https://www.pinterest.com/ovenfresh/', 'pinterest://user/ovenfresh/'],
    ['https://www.youtube.com/@airfryeranna', 'vnd.youtube://www.youtube.com/@airfryeranna'],
    [
      'https://www.facebook.com/budgetbites',
      'fb://facewebmodal/f?href=https%3A%2F%2Fwww.facebook.com%2Fbudgetbites',
    ],
    ['https://www.tiktok.com/@spicewok', 'snssdk1233://user/profile/%40spicewok'],
  ])('%s → %s', (web, app) => {
    expect(socialAppUrl(web)).toBe(app);
  });
  it.each([
    'https://example.com/pastapapa',
    'https://www.instagram.com/',
    'javascript:alert(1)',
    'instagram://user?username=x',
    'not a url',
  ])('%s has no app link', (web) => {
    expect(socialAppUrl(web)).toBeUndefined();
  });
});

describe('following: the app first, the web page where it is absent', () => {
  function env(visible = true) {
    const navigated: string[] = [];
    let timer: (() => void) | undefined;
    let delay = 0;
    let leave: (() => void) | undefined;
    const e: FollowEnv = {
      openApp: (href) => void navigated.push(`app ${href}`),
      openWeb: (href) => void navigated.push(`web ${href}`),
      isVisible: () => visible,
      onLeave: (cb) => {
        leave = cb;
        return () => (leave = undefined);
      },
      setTimer: (cb, ms) => {
        timer = cb;
        delay = ms;
      },
    };
    return {
      e,
      navigated,
      fire: () => timer?.(),
      leave: () => leave?.(),
      delay: () => delay,
    };
  }
  const web = 'https://www.instagram.com/pastapapa/';

  it('opens the app, and the web page when the page is still in front afterwards', () => {
    const t = env();
    followInApp(web, t.e);
    expect(t.navigated).toEqual(['app instagram://user?username=pastapapa']);
    expect(t.delay()).toBe(APP_FALLBACK_MS);
    t.fire();
    expect(t.navigated).toEqual(['app instagram://user?username=pastapapa', `web ${web}`]);
  });
  it('stays with the app when it took over (the page was hidden or left)', () => {
    const t = env();
    followInApp(web, t.e);
    t.leave();
    t.fire();
    expect(t.navigated).toEqual(['app instagram://user?username=pastapapa']);
    const hidden = env(false);
    followInApp(web, hidden.e);
    hidden.fire();
    expect(hidden.navigated).toHaveLength(1);
  });
  it('a network without an app link opens its web page at once', () => {
    const t = env();
    followInApp('https://example.com/chef', t.e);
    expect(t.navigated).toEqual(['web https://example.com/chef']);
  });
});
