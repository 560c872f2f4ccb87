export { CreatorRecipeLoading as default } from '@/components/screens/creator-recipe';
