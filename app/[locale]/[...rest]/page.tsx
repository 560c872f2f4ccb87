import { notFound } from 'next/navigation';

/** Any path no screen claims is the 404 page, in the path's locale. */
export default function CatchAll() {
  notFound();
}
