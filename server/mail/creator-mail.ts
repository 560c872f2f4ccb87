import type { Locale } from '../../core/locale';
import type { MailMessage } from './index';
import { escapeHtml } from './otp-message';

/** The words of the decision mails, in the language the applicant applied in. */
const TEXTS = {
  en: {
    greeting: (name: string) => `Hi ${name},`,
    approvedSubject: (creator: string) => `${creator} is now a creator on Zesty`,
    approved: (creator: string) =>
      `Your application for ${creator} is approved. Your creator studio is ready: write your first recipes and set up your page.`,
    studio: 'Open your studio:',
    notYetLive: (address: string) =>
      `Your own site, ${address}, goes live when an editor switches it on; we will let you know.`,
    declinedSubject: (creator: string) => `Your application for ${creator} on Zesty`,
    declined: (creator: string) =>
      `Thank you for applying with ${creator}. We cannot take your application now.`,
    message: 'A word from our editor:',
    signature: 'The Zesty editors',
    inviteSubject: (creator: string) => `You are invited to work on ${creator} on Zesty`,
    invited: (inviter: string, creator: string) =>
      `${inviter} invites you to work on the recipes and page of ${creator} in the Zesty creator studio.`,
    accept: 'Open this link, signed in with this address, to accept:',
    expiry: (days: number) => `The link works for ${days} days.`,
    zesty: 'Zesty',
  },
  nl: {
    greeting: (name: string) => `Hoi ${name},`,
    approvedSubject: (creator: string) => `${creator} is nu maker op Zesty`,
    approved: (creator: string) =>
      `Je aanvraag voor ${creator} is goedgekeurd. Je makersstudio staat klaar: schrijf je eerste recepten en richt je pagina in.`,
    studio: 'Open je studio:',
    notYetLive: (address: string) =>
      `Je eigen site, ${address}, gaat live zodra een redacteur hem aanzet; we laten het je weten.`,
    declinedSubject: (creator: string) => `Je aanvraag voor ${creator} op Zesty`,
    declined: (creator: string) =>
      `Bedankt voor je aanvraag met ${creator}. We kunnen je aanvraag nu niet aannemen.`,
    message: 'Een woord van onze redacteur:',
    signature: 'De redactie van Zesty',
    inviteSubject: (creator: string) => `Je bent uitgenodigd voor ${creator} op Zesty`,
    invited: (inviter: string, creator: string) =>
      `${inviter} nodigt je uit om mee te werken aan de recepten en de pagina van ${creator} in de makersstudio van Zesty.`,
    accept: 'Open deze link, ingelogd met dit adres, om de uitnodiging aan te nemen:',
    expiry: (days: number) => `De link werkt ${days} dagen.`,
    zesty: 'Zesty',
  },
} as const;

type MailInput = {
  to: string;
  locale: Locale;
};
type DecisionInput = MailInput & {
  to: string;
  name: string;
  creatorName: string;
  locale: Locale;
  /** The editor's message (may be empty on an approval). */
  message: string;
};

/** A mail of `blocks` (paragraphs of lines) as text and as HTML. */
function mail(input: MailInput, subject: string, blocks: string[][]): MailMessage {
  const text = blocks.map((lines) => lines.join('\n')).join('\n\n');
  const html = `<!doctype html>
<html lang="${input.locale}"><body style="font-family:system-ui,sans-serif;color:#212121;line-height:1.5">
${blocks.map((lines) => `<p>${lines.map((line) => linkify(line)).join('<br>')}</p>`).join('\n')}
</body></html>`;
  return { to: input.to, subject, text, html };
}

/** A line that is a web address becomes a link; everything else is escaped text. */
const linkify = (line: string) =>
  /^https?:\/\/\S+$/.test(line)
    ? `<a href="${escapeHtml(line)}">${escapeHtml(line)}</a>`
    : escapeHtml(line).replace(/\n/g, '<br>');

/** A decision's mail: the greeting, `paragraphs`, the editor's message, the signature. */
function decisionMail(input: DecisionInput, subject: string, paragraphs: string[][]) {
  const t = TEXTS[input.locale];
  const blocks = [[t.greeting(input.name)], ...paragraphs];
  if (input.message) blocks.push([t.message], [input.message]);
  blocks.push([t.signature]);
  return mail(input, subject, blocks);
}

/** The approval (issue 25 item 5): the studio's address, and when the site goes live. */
export function approvedMessage(
  input: DecisionInput & { studioUrl: string; siteAddress: string },
): MailMessage {
  const t = TEXTS[input.locale];
  return decisionMail(input, t.approvedSubject(input.creatorName), [
    [t.approved(input.creatorName)],
    [t.studio, input.studioUrl],
    [t.notYetLive(input.siteAddress)],
  ]);
}

/** The refusal, with the editor's reason. */
export function declinedMessage(input: DecisionInput): MailMessage {
  const t = TEXTS[input.locale];
  return decisionMail(input, t.declinedSubject(input.creatorName), [
    [t.declined(input.creatorName)],
  ]);
}

/** An invitation to a creator's studio (issue 25 item 6): who invites, the link, its life. */
export function invitationMessage(
  input: MailInput & { inviter: string; creatorName: string; link: string; days: number },
): MailMessage {
  const t = TEXTS[input.locale];
  return mail(input, t.inviteSubject(input.creatorName), [
    [t.invited(input.inviter, input.creatorName)],
    [t.accept, input.link],
    [t.expiry(input.days)],
    [t.zesty],
  ]);
}
