import { Hono, type Context } from 'hono';
import type { AuthServices } from '../auth';
import { creatorOrigin } from '../auth/redirect-url';
import type { AppEnv } from '../env-types';
import { noStore } from '../http';
import { approvedMessage, declinedMessage } from '../mail/creator-mail';
import {
  apply,
  approve,
  checkSubdomain,
  decline,
  editorCreators,
  listApplications,
  myApplication,
  setCreatorEnabled,
  type Decision,
} from '../services/creator-applications';
import { editorUser } from './editor';
import { signedIn } from './signed-in';
import { bodyRoute, route } from './validate';

/**
 * Becoming a creator (issue 25 item 5): the applicant's routes (signed in), and the editors'
 * (an editor, checked here in the API: 401 or 403 for anyone else), which mail the decision
 * through the one mailer (SMTP where configured). Nothing here is cacheable.
 */
export function applicationRoutes(services: AuthServices | undefined) {
  const mainSiteName = services?.origins.mainSiteName;

  /** Mails a decision; a mail that fails is logged, never undoes what the editor decided. */
  async function tell(decision: Decision, approved: boolean) {
    if (!services) return;
    const { application, applicant } = decision;
    const input = {
      to: applicant.email,
      name: applicant.name,
      creatorName: application.name,
      locale: application.language,
      message: application.message ?? '',
    };
    const site = new URL(creatorOrigin(services.origins, application.slug));
    const message = approved
      ? approvedMessage({
          ...input,
          studioUrl: `${services.origins.mainOrigin}/${application.language}/account/creator`,
          siteAddress: site.host,
        })
      : declinedMessage(input);
    try {
      await services.mailer.send(message);
    } catch (err) {
      console.warn(
        `applications: the decision on application ${application.id} was not mailed: ${err instanceof Error ? err.message : String(err)}`,
      );
    }
  }

  /**
   * An editor's decision on application `id` (approved or not, as `decide` does): recorded, then
   * mailed to the applicant.
   */
  async function decided(
    c: Context<AppEnv>,
    id: string,
    message: string,
    decide: typeof approve | typeof decline,
    approved: boolean,
  ) {
    const editorId = editorUser(c);
    const decision = await decide(await c.var.db(), editorId, Number(id), message);
    await tell(decision, approved);
    noStore(c);
    return c.json({ data: decision.application });
  }

  return new Hono<AppEnv>()
    .get(...route('applications.subdomain'), async (c) => {
      const userId = signedIn(c);
      noStore(c);
      const { slug } = c.req.valid('query');
      return c.json({ data: await checkSubdomain(await c.var.db(), slug, userId, mainSiteName) });
    })
    .get(...route('applications.mine'), async (c) => {
      const userId = signedIn(c);
      noStore(c);
      return c.json({ data: await myApplication(await c.var.db(), userId) });
    })
    .post(...bodyRoute('applications.create'), async (c) => {
      const userId = signedIn(c);
      const body = c.req.valid('json');
      const application = await apply(await c.var.db(), userId, body, mainSiteName);
      noStore(c);
      return c.json({ data: application }, 201);
    })
    .get(...route('editor.applications'), async (c) => {
      editorUser(c);
      noStore(c);
      return c.json({ data: await listApplications(await c.var.db()) });
    })
    .post(...bodyRoute('editor.application.approve'), (c) =>
      decided(c, c.req.valid('param').id, c.req.valid('json').message, approve, true),
    )
    .post(...bodyRoute('editor.application.decline'), (c) =>
      decided(c, c.req.valid('param').id, c.req.valid('json').message, decline, false),
    )
    .get(...route('editor.creators'), async (c) => {
      editorUser(c);
      noStore(c);
      return c.json({ data: await editorCreators(await c.var.db()) });
    })
    .put(...bodyRoute('editor.creator.enabled'), async (c) => {
      editorUser(c);
      const { slug } = c.req.valid('param');
      const { creator, changed } = await setCreatorEnabled(
        await c.var.db(),
        slug,
        c.req.valid('json').enabled,
      );
      noStore(c);
      return c.json(changed ? { data: creator, changed } : { data: creator });
    });
}
