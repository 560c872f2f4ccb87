export { CreatorHomeLoading as default } from '@/components/screens/creator-home';
