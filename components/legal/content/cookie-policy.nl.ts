import { COOKIE_NAMES as C, LEGAL_FACTS as F } from './facts';
import { link, p, strong, titleFor, ul, type LegalDocument } from './types';

const mail = link(F.privacyEmail, `mailto:${F.privacyEmail}`);

export const title = titleFor('Cookiebeleid', (creator) => `Cookiebeleid – ${creator} op Zesty`);

export const cookiePolicy: LegalDocument = {
  slug: 'cookie-policy',
  title,
  summary:
    'Zesty gebruikt alleen functionele cookies. Hier vind je elke cookie, wat die doet en hoe lang die blijft staan.',
  lastUpdated: F.lastUpdated,
  intro: [
    p(
      'Een cookie is een klein tekstbestand dat een website in je browser opslaat. In dit beleid staan alle cookies die Zesty gebruikt, op de hoofdsite en op de white-label sites van creators.',
    ),
  ],
  sections: [
    {
      id: 'functional-only',
      heading: '1. Alleen functionele cookies',
      blocks: [
        p(
          strong('Zesty gebruikt alleen functionele cookies. '),
          'Ze onthouden je taal, je bewaarde recepten en dat je bent ingelogd, en zonder die cookies werkt de site niet goed. We gebruiken geen advertentiecookies, geen trackingcookies en geen cookies van sociale netwerken. Omdat functionele cookies volgens de Telecommunicatiewet geen toestemming vereisen, tonen we geen cookiebanner.',
        ),
        p(
          'We houden alleen anonieme gebruiksstatistieken bij, en dat doen we zonder cookies: daarvoor wordt niets in je browser opgeslagen en ze zijn niet naar jou te herleiden.',
        ),
      ],
    },
    {
      id: 'list',
      heading: '2. De cookies die we gebruiken',
      blocks: [
        {
          kind: 'table',
          caption: 'Cookies van Zesty, met hun doel en bewaartermijn',
          head: ['Cookie', 'Doel', 'Bewaartermijn'],
          codeRowHeads: true,
          rows: [
            [C.locale, 'Onthoudt je taal (Engels of Nederlands).', '30 dagen'],
            [
              C.bookmarks,
              'Onthoudt de recepten die je hebt bewaard, ook als je niet bent ingelogd.',
              '30 dagen',
            ],
            [C.orders, 'Onthoudt de recepten die je als besteld hebt gemarkeerd.', '30 dagen'],
            [
              C.preferredStore,
              'Onthoudt je voorkeurssupermarkt (Albert Heijn, Jumbo, Plus of Coop) voor het bestellen van boodschappen.',
              '30 dagen',
            ],
            [
              C.siteAccess,
              'Onthoudt dat je het wachtwoord van een beveiligde site hebt ingevoerd. Wordt alleen gezet als die beveiliging aanstaat.',
              '7 dagen',
            ],
            [
              C.accessToken,
              'Houdt je ingelogd: hiermee weet onze server wie je bent. Scripts in je browser kunnen deze cookie niet lezen.',
              'Tot het token verloopt (kort geldig), maximaal 120 dagen',
            ],
            [
              C.refreshToken,
              'Vernieuwt je inlog als het toegangstoken is verlopen, zodat je niet bij elk bezoek een nieuwe code nodig hebt. Scripts in je browser kunnen deze cookie niet lezen.',
              'Tot het token verloopt, maximaal 120 dagen',
            ],
            [
              C.user,
              'Je naam, gebruikersnaam en profielfoto, zodat de site kan laten zien dat je bent ingelogd.',
              '120 dagen',
            ],
          ],
        },
        p(
          'Dit zijn allemaal first-party cookies: Zesty plaatst ze en ze worden alleen naar Zesty gestuurd. Log je uit, dan verwijderen we de inlogcookies meteen.',
        ),
      ],
    },
    {
      id: 'widget',
      heading: '3. De bestelwidget voor boodschappen',
      blocks: [
        p(
          'Bestel je boodschappen, dan wordt de bestelwidget geladen van onze bestelpartner en rond je de bestelling af bij de supermarkt die je kiest. Wat zij opslaan om je bestelling af te ronden, valt onder hun eigen cookie- en privacybeleid.',
        ),
      ],
    },
    {
      id: 'manage',
      heading: '4. Cookies verwijderen',
      blocks: [
        p(
          'In de instellingen van je browser kun je cookies altijd bekijken en verwijderen. Verwijder of blokkeer je de cookies van Zesty, dan word je uitgelogd, vergeet de site op dat apparaat je taal, bewaarde recepten en voorkeurssupermarkt, en werken delen van de site mogelijk niet meer.',
        ),
        ul(
          'Recepten die je hebt bewaard terwijl je was ingelogd, blijven als favorieten in je account staan.',
          'Recepten die je zonder account hebt bewaard, staan alleen in de cookie.',
        ),
      ],
    },
    {
      id: 'contact',
      heading: '5. Wijzigingen en contact',
      blocks: [
        p(
          'Willen we ooit cookies gebruiken die niet functioneel zijn, dan passen we eerst dit beleid aan en vragen we je toestemming waar de wet dat vereist. Hoe we met persoonsgegevens omgaan, lees je in ons ',
          link('privacybeleid', '/legal/privacy-policy'),
          '. Vragen: ',
          mail,
          '.',
        ),
      ],
    },
  ],
};
