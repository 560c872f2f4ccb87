import { notFound } from 'next/navigation';

/** A creator site serves only its home, recipes and collections (spec §2). */
export default function CreatorCatchAll() {
  notFound();
}
