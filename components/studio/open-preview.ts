'use client';

/** The two hosts a preview opens on: the main site and the creator's own. */
export type PreviewSite = 'main' | 'creator';

/**
 * Opens a preview in a new tab: the tab is opened within the click (so no pop-up blocker stops
 * it) and sent on once `links` has made the signed link; without a tab, this one goes. A failure
 * closes the tab and is thrown for the caller's toast.
 */
export async function openPreviewTab(
  site: PreviewSite,
  links: () => Promise<Record<PreviewSite, string>>,
): Promise<void> {
  const win = window.open('about:blank', '_blank');
  try {
    const url = (await links())[site];
    if (win) {
      win.opener = null;
      win.location.href = url;
    } else window.location.assign(url);
  } catch (err) {
    win?.close();
    throw err;
  }
}
