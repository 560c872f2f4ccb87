export { CreatorCollectionLoading as default } from '@/components/screens/creator-collection';
