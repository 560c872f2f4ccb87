import { savedRecipesPage } from '@/components/favourites/saved-recipes-page';

// Personal: the login guard reads the session cookies on every request; never cached or shared.
export const dynamic = 'force-dynamic';

const page = savedRecipesPage('favourites');
export const generateMetadata = page.generateMetadata;
export default page.Page;
