import {
  BackIcon,
  CheckIcon,
  HeartIcon,
  MinusIcon,
  PlusIcon,
  ShareIcon,
} from '@/components/chrome/icons';
import type { ActionIcons } from './recipe-actions';
import type { IngredientIcons } from './ingredients-panel';

/**
 * The recipe page's island icons, drawn where the server places the islands: they reach the
 * browser as markup in the page's payload, and the islands' code carries no icon drawing (as the
 * search screen's, components/search/search-icons.tsx). A saved recipe's heart is filled by its
 * button's style (recipe-detail.module.css), so one drawing serves both states.
 */
export function actionIcons(): ActionIcons {
  return { back: <BackIcon />, bookmark: <HeartIcon />, share: <ShareIcon /> };
}

export function ingredientIcons(): IngredientIcons {
  return { fewer: <MinusIcon />, more: <PlusIcon />, share: <ShareIcon width={18} height={18} /> };
}

/** A finished step's mark, in place of its number. */
export function stepDoneIcon() {
  return <CheckIcon width={16} height={16} />;
}
