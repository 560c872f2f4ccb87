export { default } from '@/components/screens/creator-home-loading';
