import { CreatorSkeleton } from '@/components/creator/creator-load-view';

/** While the server renders a creator's home: the same skeleton as the client-side creator load. */
export default function CreatorHomeLoading() {
  return (
    <main>
      <CreatorSkeleton />
    </main>
  );
}
