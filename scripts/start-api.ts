/** `npm run start:api`: the upstream API as its own process, seeding an empty database with the demo content. */
import { serveApi } from '../server/standalone';

await serveApi({ seeder: () => import('../demo/seed') });
