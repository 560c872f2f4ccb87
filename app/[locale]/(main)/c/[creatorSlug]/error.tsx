'use client';

export { default } from '@/components/screens/creator-home-error';
