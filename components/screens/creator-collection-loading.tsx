import { LoadingScreen } from '@/components/ui/loading-screen';

export default function CreatorCollectionLoading() {
  return <LoadingScreen text="Collection.loading" count={4} hero />;
}
