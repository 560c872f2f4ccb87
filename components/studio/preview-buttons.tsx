'use client';

import { useTranslations } from 'next-intl';
import { toast } from '@/lib/client/toast';
import styles from './studio.module.css';
import { errorMessage } from './error-message';

/** The two hosts a preview opens on: the main site and the creator's own. */
export type PreviewSite = 'main' | 'creator';
const SITES: readonly PreviewSite[] = ['main', 'creator'];

/**
 * 'Preview on Zesty' and 'Preview on your site' (issue 24 item 6), for a recipe, a collection or
 * the profile, or the editor console's buttons for an editors' page (`labels`, and only `sites`):
 * `links` makes the signed links (saving first where the editor needs to). The tab is opened
 * within the click, so no pop-up blocker stops it, and sent on once the link is made; without a
 * tab this one goes. A failure closes the tab and says why in a toast. `onBusy` tells the editor
 * while a preview is being opened.
 */
export function PreviewButtons({
  links,
  disabled,
  describedBy,
  onBusy,
  sites = SITES,
  labels,
}: {
  links: () => Promise<Record<PreviewSite, string | null>>;
  disabled: boolean;
  describedBy?: string;
  onBusy: (busy: boolean) => void;
  sites?: readonly PreviewSite[];
  labels?: Record<PreviewSite, string>;
}) {
  const t = useTranslations('Studio');
  async function open(site: PreviewSite) {
    const win = window.open('about:blank', '_blank');
    onBusy(true);
    try {
      const url = (await links())[site];
      if (url === null) throw new Error(t('previewUnavailable'));
      if (win) {
        win.opener = null;
        win.location.href = url;
      } else window.location.assign(url);
    } catch (err) {
      win?.close();
      toast.error(t('actionFailed', { message: errorMessage(err) }));
    } finally {
      onBusy(false);
    }
  }
  return sites.map((site) => (
    <button
      key={site}
      type="button"
      className={styles.secondary}
      disabled={disabled}
      aria-describedby={describedBy}
      onClick={() => void open(site)}
    >
      {labels?.[site] ?? t(site === 'main' ? 'editor.previewMain' : 'editor.previewCreator')}
    </button>
  ));
}
