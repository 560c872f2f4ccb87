/**
 * The editor console's routes (issue 25), the zod-free half as in `paths.ts`: only the console's
 * screens and the server import this table, so public pages carry none of it. Every route checks,
 * in the API, that the user is an editor.
 */
import { proxied, type ApiPath } from './paths';

export const EDITOR_PATHS = {
  /** Every page in both locales with its status (published, draft ahead). */
  'editor.pages': proxied(['GET'], '/api/v1/editor/pages'),
  /** A page's newest version (GET), or a new version of it (PUT, named on the version it was made on). */
  'editor.page': proxied(['GET', 'PUT'], '/api/v1/editor/pages/{page}/{locale}'),
  /** Every version of a page, newest first. */
  'editor.versions': proxied(['GET'], '/api/v1/editor/pages/{page}/{locale}/versions'),
  /** One version, whole. */
  'editor.version': proxied(['GET'], '/api/v1/editor/pages/{page}/{locale}/versions/{id}'),
  /** A new version with an old one's text. */
  'editor.restore': proxied(['POST'], '/api/v1/editor/pages/{page}/{locale}/versions/{id}/restore'),
  /** Makes the newest version the published one, dated today. */
  'editor.publish': proxied(['POST'], '/api/v1/editor/pages/{page}/{locale}/publish'),
  /** Signed links that open the newest version in draft mode on the main site and a creator's. */
  'editor.preview': proxied(['POST'], '/api/v1/editor/pages/{page}/{locale}/preview'),
  /** Applications to become a creator, pending first (issue 25 item 5). */
  'editor.applications': proxied(['GET'], '/api/v1/editor/applications'),
  /** Creates the creator (not yet enabled) with the applicant as owner, and mails them. */
  'editor.application.approve': proxied(['POST'], '/api/v1/editor/applications/{id}/approve'),
  /** Declines with a message, mailed to the applicant. */
  'editor.application.decline': proxied(['POST'], '/api/v1/editor/applications/{id}/decline'),
  /** Every creator's site, on or off. */
  'editor.creators': proxied(['GET'], '/api/v1/editor/creators'),
  /** Switches a creator's site on or off (`zestyEnabled`). */
  'editor.creator.enabled': proxied(['PUT'], '/api/v1/editor/creators/{slug}/enabled'),
} as const satisfies Record<string, ApiPath>;
