import { ClearIcon, ClockIcon, CloseIcon, SearchIcon } from '@/components/chrome/icons';
import type { SearchIcons } from './search-screen';
import styles from './search-screen.module.css';

/**
 * The search screen's icons, drawn where the server places the screen: they reach the browser
 * as markup in the page's payload, and the screen's client code carries no icon drawing (as the
 * bottom bar's, components/chrome/main-chrome.tsx).
 */
export function searchIcons(): SearchIcons {
  return {
    field: <SearchIcon className={styles.fieldIcon} />,
    clear: <ClearIcon width={20} height={20} />,
    close: <CloseIcon />,
    history: <ClockIcon />,
    suggestion: <SearchIcon />,
  };
}
