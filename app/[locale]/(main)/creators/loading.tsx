import { LoadingScreen } from '@/components/ui/loading-screen';

export default function Loading() {
  return <LoadingScreen text="Creators.loading" count={4} />;
}
