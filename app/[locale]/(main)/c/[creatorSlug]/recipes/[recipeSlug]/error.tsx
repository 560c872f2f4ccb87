'use client';

export { CreatorRecipeError as default } from '@/components/screens/creator-errors';
