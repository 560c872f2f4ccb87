import type { Locale } from '../../core/locale';
import type { MailMessage } from './index';

const TEXTS = {
  en: {
    subject: (code: string) => `${code} is your Zesty sign-in code`,
    greeting: (name: string) => `Hi ${name},`,
    intro: 'Use this code to sign in to Zesty:',
    link: 'Or open this link and enter the code there:',
    expiry: 'The code is valid for 5 minutes and can be used once.',
    ignore:
      'Did not ask for it? Then you can ignore this e-mail: nobody can sign in without the code.',
  },
  nl: {
    subject: (code: string) => `${code} is je inlogcode voor Zesty`,
    greeting: (name: string) => `Hoi ${name},`,
    intro: 'Gebruik deze code om in te loggen bij Zesty:',
    link: 'Of open deze link en vul de code daar in:',
    expiry: 'De code is 5 minuten geldig en werkt één keer.',
    ignore:
      'Niet aangevraagd? Dan kun je deze e-mail negeren: zonder de code kan niemand inloggen.',
  },
} as const;

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The sign-in mail (issue 14): the code, and a link to the verify screen, in the visitor's language. */
export function otpMessage(input: {
  to: string;
  name: string;
  code: string;
  link: string;
  locale: Locale;
}): MailMessage {
  const t = TEXTS[input.locale];
  const text = [
    t.greeting(input.name),
    '',
    t.intro,
    '',
    `    ${input.code}`,
    '',
    t.link,
    input.link,
    '',
    t.expiry,
    t.ignore,
    '',
    'Zesty',
  ].join('\n');
  const html = `<!doctype html>
<html lang="${input.locale}"><body style="font-family:system-ui,sans-serif;color:#212121;line-height:1.5">
<p>${escapeHtml(t.greeting(input.name))}</p>
<p>${escapeHtml(t.intro)}</p>
<p style="font-size:28px;font-weight:700;letter-spacing:6px">${escapeHtml(input.code)}</p>
<p>${escapeHtml(t.link)}<br><a href="${escapeHtml(input.link)}">${escapeHtml(input.link)}</a></p>
<p style="color:#555">${escapeHtml(t.expiry)}<br>${escapeHtml(t.ignore)}</p>
<p>Zesty</p>
</body></html>`;
  return { to: input.to, subject: t.subject(input.code), text, html };
}

const NO_ACCOUNT_TEXTS = {
  en: {
    subject: 'Signing in to Zesty',
    greeting: 'Hi,',
    intro:
      'Someone, hopefully you, asked to sign in to Zesty with this e-mail address, but there is no Zesty account with it.',
    link: 'To make one, open this link:',
    ignore: 'Did not ask for it? Then you can ignore this e-mail: nothing has been made.',
  },
  nl: {
    subject: 'Inloggen bij Zesty',
    greeting: 'Hoi,',
    intro:
      'Iemand, hopelijk jij, wilde met dit e-mailadres inloggen bij Zesty, maar er is geen Zesty-account met dit adres.',
    link: 'Wil je er een maken? Open dan deze link:',
    ignore: 'Niet aangevraagd? Dan kun je deze e-mail negeren: er is niets aangemaakt.',
  },
} as const;

/**
 * The mail an address without an account gets when someone asks to sign in with it (issue 26):
 * the sign-in answers the same as for an account, so whether one exists is told only to the
 * mailbox, with a link to sign up.
 */
export function noAccountMessage(input: { to: string; link: string; locale: Locale }): MailMessage {
  const t = NO_ACCOUNT_TEXTS[input.locale];
  const text = [t.greeting, '', t.intro, '', t.link, input.link, '', t.ignore, '', 'Zesty'].join(
    '\n',
  );
  const html = `<!doctype html>
<html lang="${input.locale}"><body style="font-family:system-ui,sans-serif;color:#212121;line-height:1.5">
<p>${escapeHtml(t.greeting)}</p>
<p>${escapeHtml(t.intro)}</p>
<p>${escapeHtml(t.link)}<br><a href="${escapeHtml(input.link)}">${escapeHtml(input.link)}</a></p>
<p style="color:#555">${escapeHtml(t.ignore)}</p>
<p>Zesty</p>
</body></html>`;
  return { to: input.to, subject: t.subject, text, html };
}
