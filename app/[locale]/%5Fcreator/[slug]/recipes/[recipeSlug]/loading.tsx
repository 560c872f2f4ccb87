export { default } from '@/components/screens/creator-recipe-loading';
