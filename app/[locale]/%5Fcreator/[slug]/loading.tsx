import { CreatorSkeleton } from '@/components/creator/creator-load-view';

export default function CreatorHomeLoading() {
  return (
    <main>
      <CreatorSkeleton />
    </main>
  );
}
