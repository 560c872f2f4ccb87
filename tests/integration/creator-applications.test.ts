/**
 * Becoming a creator (issue 25 item 5) through the API, on PGlite and (where TEST_DATABASE_URL is
 * set) PostgreSQL, with the decision mails caught by a real SMTP server: the live subdomain check
 * refuses the names the middleware would never route to a creator and the taken ones; one pending
 * application per user; only editors decide; approving makes a creator that is not yet enabled,
 * with the applicant as its owner and a creator's role, and mails them in their language;
 * declining mails the reason; switching a site on and off changes what visitors get and says what
 * to revalidate.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { and, eq, ne } from 'drizzle-orm';
import {
  ERROR_CODES,
  applicationResponse,
  applicationsResponse,
  editorCreatorResponse,
  editorCreatorsResponse,
  myApplicationResponse,
  subdomainCheckResponse,
} from '../../core/contract';
import * as schema from '../../server/db/schema';
import { targets } from './databases';
import { seededAppWithMail } from './mail-app';
import { COOK, SANNE, refused, signedInApi } from './studio-support';

const SECRET = new TextEncoder().encode('applications-secret-0123456789abcdefghijk');
const EDITOR = 'editor@example.com';
const NEWCOMER = 'newcomer@example.com';

for (const target of targets()) {
  describe(`becoming a creator on ${target.name}`, () => {
    const api = signedInApi(
      () => seededAppWithMail(target, SECRET),
      SECRET,
      [EDITOR, SANNE, COOK, NEWCOMER],
      (db) =>
        db
          .insert(schema.users)
          .values({ email: NEWCOMER, name: 'Nina Nieuw', username: 'ninanieuw' }),
    );

    const { call } = api;
    const check = async (slug: string, as = COOK) => {
      const res = await call(
        'GET',
        `/api/v1/creator-applications/subdomain?slug=${encodeURIComponent(slug)}`,
        as,
      );
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.match(res.headers.get('cache-control') ?? '', /private, no-store/);
      return subdomainCheckResponse.parse(res.body).data;
    };
    const application = (slug: string, over: Record<string, unknown> = {}) => ({
      name: 'Kees Kookt',
      slug,
      workUrl: 'https://instagram.com/keeskookt',
      language: 'nl',
      ...over,
    });
    /** An application for `slug`, sent by `as` (a visitor when undefined). */
    const sendApplication = (
      as: string | undefined,
      slug: string,
      over?: Record<string, unknown>,
    ) => call('POST', '/api/v1/creator-applications', as, application(slug, over));
    const creatorRow = async (slug: string) =>
      (await api.db.select().from(schema.creators).where(eq(schema.creators.slug, slug)))[0];

    test('the live check refuses invalid, reserved and taken names with the reason', async () => {
      const cases: Array<[string, string | null]> = [
        ['www', 'reserved'],
        ['api', 'reserved'],
        ['shop-www', 'reserved'],
        ['a--b', 'hyphens'],
        ['-kees', 'hyphens'],
        ['x'.repeat(64), 'tooLong'],
        ['ab', 'tooShort'],
        ['KeesKookt', 'uppercase'],
        ['kees🍝', 'characters'],
        ['kees kookt', 'characters'],
        ['pastapapa', 'taken'],
        ['keeskookt', null],
        ['x'.repeat(63), null],
      ];
      for (const [slug, issue] of cases) {
        const out = await check(slug);
        assert.deepEqual([slug, out.issue, out.available], [slug, issue, issue === null]);
      }
      refused(
        await call('GET', '/api/v1/creator-applications/subdomain?slug=keeskookt'),
        401,
        ERROR_CODES.unauthorized,
      );
    });

    test('a user applies once; the subdomain is held; bad input is a 4xx with the reason', async () => {
      const mine = async (as: string) =>
        myApplicationResponse.parse(
          (await call('GET', '/api/v1/creator-applications/mine', as)).body,
        ).data;
      assert.equal(await mine(COOK), null);

      const made = await sendApplication(COOK, 'keeskookt');
      assert.equal(made.status, 201, JSON.stringify(made.body));
      const created = applicationResponse.parse(made.body).data;
      assert.equal(created.status, 'pending');
      assert.equal(created.applicant, undefined, 'the applicant is not told about themselves');
      assert.equal((await mine(COOK))?.id, created.id);

      // One pending application per user; the subdomain is theirs while it is pending.
      refused(await sendApplication(COOK, 'keesbakt'), 409);
      assert.equal((await check('keeskookt', COOK)).available, true, 'their own');
      assert.equal((await check('keeskookt', NEWCOMER)).issue, 'taken');
      const taken = refused(
        await sendApplication(NEWCOMER, 'keeskookt'),
        422,
        ERROR_CODES.validation,
      );
      assert.deepEqual(taken.issues, [{ path: 'slug', message: 'taken' }]);

      // The form's rules, in the API too; a creator already has a studio.
      for (const [slug, issue] of [
        ['www', 'reserved'],
        ['a--b', 'hyphens'],
        ['Nina', 'uppercase'],
        ['x'.repeat(64), 'tooLong'],
      ] as const) {
        const out = refused(await sendApplication(NEWCOMER, slug), 422);
        assert.deepEqual(out.issues, [{ path: 'slug', message: issue }]);
      }
      for (const bad of [
        { workUrl: 'javascript:alert(1)' },
        { workUrl: 'not a link' },
        { name: 'x' },
        { name: 'x'.repeat(61) },
        { language: 'fr' },
        { extra: true },
      ]) {
        refused(await sendApplication(NEWCOMER, 'ninakookt', bad), 400);
      }
      refused(await sendApplication(SANNE, 'sannetwee'), 409);
      refused(await sendApplication(undefined, 'x1x'), 401);
    });

    test('only editors see and decide applications', async () => {
      const routes: Array<[string, string, unknown?]> = [
        ['GET', '/api/v1/editor/applications'],
        ['POST', '/api/v1/editor/applications/1/approve', { message: '' }],
        ['POST', '/api/v1/editor/applications/1/decline', { message: 'No' }],
        ['GET', '/api/v1/editor/creators'],
        ['PUT', '/api/v1/editor/creators/pastapapa/enabled', { enabled: false }],
      ];
      for (const [method, path, body] of routes) {
        refused(await call(method, path, undefined, body), 401, ERROR_CODES.unauthorized);
        refused(await call(method, path, COOK, body), 403, ERROR_CODES.forbidden);
        refused(await call(method, path, SANNE, body), 403, ERROR_CODES.forbidden);
      }
      assert.equal((await creatorRow('pastapapa'))?.zestyEnabled, true, 'nothing changed');
      const list = applicationsResponse.parse(
        (await call('GET', '/api/v1/editor/applications', EDITOR)).body,
      ).data;
      const pending = list.find((a) => a.slug === 'keeskookt');
      assert.equal(pending?.status, 'pending');
      assert.deepEqual(pending?.applicant, { name: 'Kees Kok', email: COOK });
    });

    test('approving makes a creator, not yet enabled, owned by the applicant, who is mailed', async () => {
      const list = applicationsResponse.parse(
        (await call('GET', '/api/v1/editor/applications', EDITOR)).body,
      ).data;
      const id = list.find((a) => a.slug === 'keeskookt')!.id;
      const before = api.mail.messagesTo(COOK).length;
      const res = await call('POST', `/api/v1/editor/applications/${id}/approve`, EDITOR, {
        message: 'Welkom! Begin met je profiel.',
      });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.equal(applicationResponse.parse(res.body).data.status, 'approved');

      const creator = await creatorRow('keeskookt');
      assert.ok(creator);
      assert.deepEqual(
        [creator.name, creator.language, creator.zestyEnabled],
        ['Kees Kookt', 'nl', false],
      );
      const [member] = await api.db
        .select()
        .from(schema.creatorMembers)
        .where(
          and(
            eq(schema.creatorMembers.creatorId, creator.id),
            eq(schema.creatorMembers.userId, api.users.get(COOK)!.id),
          ),
        );
      assert.equal(member?.role, 'owner');
      const [user] = await api.db.select().from(schema.users).where(eq(schema.users.email, COOK));
      assert.equal(user?.role, 'creator');
      // Their studio has it; visitors get 'not enabled'.
      const studio = await call('GET', '/api/v1/studio/creators', COOK);
      assert.equal(studio.status, 200, JSON.stringify(studio.body));
      assert.match(JSON.stringify(studio.body), /"slug":"keeskookt"/);
      refused(
        await call('GET', '/api/v1/websites/keeskookt?locale=nl'),
        403,
        ERROR_CODES.websiteNotEnabled,
      );

      // The mail, in Dutch (the application's language), with the studio's address and the message.
      const sent = await api.mail.waitForMail(COOK, before + 1);
      assert.equal(sent.subject, 'Kees Kookt is nu maker op Zesty');
      assert.match(sent.text, /http:\/\/localhost:3000\/nl\/account\/creator/);
      assert.match(sent.text, /keeskookt\.localhost:3000/);
      assert.match(sent.text, /Welkom! Begin met je profiel\./);

      // Decided once.
      refused(
        await call('POST', `/api/v1/editor/applications/${id}/approve`, EDITOR, { message: '' }),
        409,
      );
      refused(
        await call('POST', `/api/v1/editor/applications/${id}/decline`, EDITOR, { message: 'No' }),
        409,
      );
      refused(
        await call('POST', '/api/v1/editor/applications/999999/approve', EDITOR, { message: '' }),
        404,
      );
      refused(
        await call('POST', '/api/v1/editor/applications/abc/approve', EDITOR, { message: '' }),
        400,
      );
    });

    test('declining says why, by mail, and the applicant may apply again', async () => {
      const made = await sendApplication(NEWCOMER, 'ninakookt', {
        name: 'Nina Kookt',
        language: 'en',
      });
      const { id } = applicationResponse.parse(made.body).data;
      refused(
        await call('POST', `/api/v1/editor/applications/${id}/decline`, EDITOR, { message: ' ' }),
        400,
      );
      const before = api.mail.messagesTo(NEWCOMER).length;
      const res = await call('POST', `/api/v1/editor/applications/${id}/decline`, EDITOR, {
        message: 'Please show us a few of your own recipes first.',
      });
      assert.equal(applicationResponse.parse(res.body).data.status, 'declined');
      const sent = await api.mail.waitForMail(NEWCOMER, before + 1);
      assert.equal(sent.subject, 'Your application for Nina Kookt on Zesty');
      assert.match(sent.text, /Please show us a few of your own recipes first\./);
      assert.equal(await creatorRow('ninakookt'), undefined);
      const mine = myApplicationResponse.parse(
        (await call('GET', '/api/v1/creator-applications/mine', NEWCOMER)).body,
      ).data;
      assert.deepEqual(
        [mine?.status, mine?.message],
        ['declined', 'Please show us a few of your own recipes first.'],
      );
      // The subdomain is free again, and so is the applicant.
      assert.equal((await check('ninakookt', COOK)).available, true);
      const again = await sendApplication(NEWCOMER, 'ninakookt');
      assert.equal(again.status, 201, JSON.stringify(again.body));
    });

    test('an editor switches a site on and off; visitors follow, and the answer says what changed', async () => {
      const put = (slug: string, enabled: boolean) =>
        call('PUT', `/api/v1/editor/creators/${slug}/enabled`, EDITOR, { enabled });
      const first = await put('keeskookt', true);
      assert.equal(first.status, 200, JSON.stringify(first.body));
      const on = editorCreatorResponse.parse(first.body);
      assert.equal(on.data.zestyEnabled, true);
      assert.equal(on.data.owner, COOK);
      assert.deepEqual(on.changed, { creators: ['keeskookt'], recipes: [], collections: [] });
      assert.equal((await call('GET', '/api/v1/websites/keeskookt?locale=nl')).status, 200);
      // The same state again: nothing to revalidate.
      assert.equal(
        editorCreatorResponse.parse((await put('keeskookt', true)).body).changed,
        undefined,
      );

      // pastapapa off: out of the lists, its recipes named for revalidation; then on again.
      const off = editorCreatorResponse.parse((await put('pastapapa', false)).body);
      assert.equal(off.changed?.creators[0], 'pastapapa');
      assert.ok((off.changed?.recipes.length ?? 0) > 0);
      // Its recipes are no longer served, nor found by search (found again once it is on).
      const recipe = off.changed!.recipes[0]!;
      const searchFor = async () =>
        JSON.stringify(
          (await call('GET', `/api/v1/search?search=${recipe.replace(/-/g, '+')}&locale=en`)).body,
        );
      refused(await call('GET', `/api/v1/recipes/${recipe}?locale=en`), 404);
      assert.doesNotMatch(await searchFor(), new RegExp(`"slug":"${recipe}"`));
      await put('pastapapa', true);
      assert.match(await searchFor(), new RegExp(`"slug":"${recipe}"`));
      await put('pastapapa', false);
      const listed = await call('GET', '/api/v1/websites?locale=en&perPage=50');
      assert.doesNotMatch(JSON.stringify(listed.body), /"slug":"pastapapa"/);
      refused(
        await call('GET', '/api/v1/websites/pastapapa?locale=en'),
        403,
        ERROR_CODES.websiteNotEnabled,
      );
      assert.equal(
        editorCreatorResponse.parse((await put('pastapapa', true)).body).data.zestyEnabled,
        true,
      );

      const sites = editorCreatorsResponse.parse(
        (await call('GET', '/api/v1/editor/creators', EDITOR)).body,
      ).data;
      assert.ok(sites.some((s) => s.slug === 'keeskookt' && s.zestyEnabled));
      refused(await put('nobody-here', true), 404, ERROR_CODES.notFound);
      refused(
        await call('PUT', '/api/v1/editor/creators/pastapapa/enabled', EDITOR, { enabled: 'yes' }),
        400,
      );
    });

    test("the editors' list counts a creator's recipes without those in its bin", async () => {
      const countOf = async () =>
        editorCreatorsResponse
          .parse((await call('GET', '/api/v1/editor/creators', EDITOR)).body)
          .data.find((s) => s.slug === 'greenkitchen')!.recipes;
      const [creator] = await api.db
        .select({ id: schema.creators.id })
        .from(schema.creators)
        .where(eq(schema.creators.slug, 'greenkitchen'));
      const live = await api.db
        .select({ id: schema.recipes.id })
        .from(schema.recipes)
        .where(
          and(eq(schema.recipes.creatorId, creator!.id), ne(schema.recipes.status, 'deleted')),
        );
      assert.equal(await countOf(), live.length);
      await api.db
        .update(schema.recipes)
        .set({ status: 'deleted' })
        .where(eq(schema.recipes.id, live[0]!.id));
      assert.equal(await countOf(), live.length - 1);
    });
  });
}
