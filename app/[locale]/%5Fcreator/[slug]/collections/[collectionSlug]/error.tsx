'use client';

export { default } from '@/components/screens/creator-collection-error';
