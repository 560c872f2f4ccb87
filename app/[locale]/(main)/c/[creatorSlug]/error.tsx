'use client';

export { CreatorHomeError as default } from '@/components/screens/creator-errors';
