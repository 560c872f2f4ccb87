'use client';

export { default } from '@/components/screens/creator-recipe-error';
