import { CreatorSkeleton } from '@/components/creator/creator-load-view';

/** While the server renders the profile: the same skeleton as the client-side creator load. */
export default function CreatorLoading() {
  return (
    <main>
      <CreatorSkeleton />
    </main>
  );
}
