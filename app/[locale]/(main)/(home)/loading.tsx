import { LoadingScreen } from '@/components/ui/loading-screen';

export default function Loading() {
  return <LoadingScreen text="Common.loading" count={4} />;
}
