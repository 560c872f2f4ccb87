import { SESSION_PATHS } from '@/core/contract/session-paths';

/**
 * The recipe page's counting pixel (issue 24 item 8): one anonymous view per page shown, asked
 * for by the browser after the cached page arrived, with no JavaScript and no cookie
 * (app/api/stats/view). Out of the flow and hidden from assistive technology.
 */
export function ViewPixel({ recipeId }: { recipeId: number }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a counting pixel, not a picture
    <img
      src={`${SESSION_PATHS['stats.view'].path}?r=${recipeId}`}
      alt=""
      width={1}
      height={1}
      decoding="async"
      fetchPriority="low"
      referrerPolicy="no-referrer"
      className="visually-hidden"
      aria-hidden="true"
    />
  );
}
