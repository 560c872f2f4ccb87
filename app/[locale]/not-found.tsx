import { NotFoundView } from '@/components/page/not-found-view';

/** Spec §2: the 404 page. It sits in the root layout only, so it carries its own way home. */
export default function NotFound() {
  return <NotFoundView />;
}
