import { LoadingScreen } from '@/components/ui/loading-screen';

export default function CreatorRecipeLoading() {
  return <LoadingScreen text="Recipe.loading" count={3} hero />;
}
