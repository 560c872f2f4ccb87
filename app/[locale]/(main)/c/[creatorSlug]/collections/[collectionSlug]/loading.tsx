export { default } from '@/components/screens/creator-collection-loading';
