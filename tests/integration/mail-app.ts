import { createMailer } from '../../server/mail';
import { startMailCatcher } from '../support/smtp';
import { testAuth } from './auth-services';
import { seededApp, type Target } from './databases';

/**
 * A seeded API whose mail goes over SMTP to a real mail catcher on loopback (the product's own
 * mailer, as in production): for the journeys that mail someone. `dispose` stops both.
 */
export async function seededAppWithMail(target: Target, secret: Uint8Array) {
  const mail = await startMailCatcher();
  const mailer = createMailer({
    smtpUrl: mail.url,
    outboxDir: '/nonexistent',
    from: 'Zesty <no-reply@zesty.test>',
  });
  const seeded = await seededApp(target, { auth: testAuth(secret, { mailer }) });
  return {
    ...seeded,
    mail,
    dispose: async () => {
      await mail.close();
      await seeded.dispose();
    },
  };
}
