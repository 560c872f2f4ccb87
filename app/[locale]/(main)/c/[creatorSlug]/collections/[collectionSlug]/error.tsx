'use client';

export { CreatorCollectionError as default } from '@/components/screens/creator-errors';
