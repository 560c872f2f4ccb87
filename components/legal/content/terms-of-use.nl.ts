import { LEGAL_FACTS as F } from './facts';
import { link, p, strong, titleFor, ul, type LegalDocument } from './types';

const mail = link(F.privacyEmail, `mailto:${F.privacyEmail}`);

export const title = titleFor(
  'Gebruiksvoorwaarden',
  (creator) => `Gebruiksvoorwaarden – ${creator} op Zesty`,
);

export const termsOfUse: LegalDocument = {
  slug: 'terms-of-use',
  title,
  summary:
    'De regels voor het gebruik van Zesty als thuiskok of foodcreator: accounts, recepten, boodschappen bestellen en onze verantwoordelijkheden.',
  lastUpdated: F.lastUpdated,
  intro: [
    p(
      'Deze voorwaarden gelden voor iedereen die Zesty gebruikt, op de hoofdsite of op de white-label site van een creator. Door een account aan te maken of Zesty te gebruiken, ga je ermee akkoord. Lees ze samen met ons ',
      link('privacybeleid', '/legal/privacy-policy'),
      ' en ',
      link('cookiebeleid', '/legal/cookie-policy'),
      '.',
    ),
  ],
  sections: [
    {
      id: 'service',
      heading: '1. Wat Zesty is',
      blocks: [
        p(
          'Zesty is een receptenplatform. Thuiskoks bekijken, zoeken en bewaren recepten van foodcreators en kunnen de ingrediënten bij een supermarkt bestellen. Foodcreators publiceren recepten en collecties en krijgen een eigen white-label site op een subdomein van Zesty.',
        ),
      ],
    },
    {
      id: 'free',
      heading: '2. Voor altijd gratis',
      blocks: [
        p(
          strong('Zesty is voor altijd gratis. '),
          'Er is geen abonnement, een account kost niets en recepten publiceren ook niet, voor thuiskoks en creators. Boodschappen die je via de bestelwidget bestelt, verkoopt en rekent de supermarkt af, niet Zesty.',
        ),
      ],
    },
    {
      id: 'accounts',
      heading: '3. Je account',
      blocks: [
        ul(
          [
            strong('Minimumleeftijd: '),
            `je moet minimaal ${F.minimumAge} jaar oud zijn om een account aan te maken.`,
          ],
          [
            strong('Eén account per persoon: '),
            'een account is persoonlijk. Deel het niet met anderen en maak er niet meer dan één aan.',
          ],
          'Je logt in met een eenmalige code die we naar je e-mailadres sturen, of met Google of Facebook. Houd de toegang tot je e-mail goed beveiligd: wie je e-mail kan lezen, kan ook inloggen op je Zesty-account.',
          'Geef ons juiste gegevens en houd ze actueel.',
          `Ben je ${F.inactivityReminderYears} jaar niet ingelogd, dan sturen we je een herinnering; log je daarna nog steeds niet in, dan verwijderen we het account ${F.deletionAfterReminderMonths} maanden na die herinnering.`,
          `Je kunt ons altijd vragen je account te verwijderen. We bewaren de gegevens dan nog ${F.deletedAccountRetentionDays} dagen en wissen ze daarna, zoals beschreven in het privacybeleid.`,
        ),
      ],
    },
    {
      id: 'creators',
      heading: '4. Recepten blijven van de creator',
      blocks: [
        p(
          strong('Recepten blijven van de creator. '),
          'Creators houden alle rechten op de recepten, foto’s, teksten en collecties die ze op Zesty publiceren. Wij claimen daar geen eigendom op.',
        ),
        p(
          'Om je content te kunnen tonen, geef je Zesty een niet-exclusieve, kosteloze toestemming om die te hosten, weer te geven en op te maken op de hoofdsite van Zesty en op je white-label site, en om korte voorbeelden (zoals een titel en foto) te tonen in zoekresultaten, overzichten en gedeelde links. Die toestemming eindigt zodra je de content of je account verwijdert, afgezien van kopieën die nog kort in een cache staan.',
        ),
        p('Als creator beloof je dat:'),
        ul(
          'je het recht hebt om te publiceren wat je uploadt, ook de foto’s;',
          'je betaalde samenwerkingen, gesponsorde producten en affiliate links duidelijk vermeldt;',
          'ingrediënten en bereidingsstappen naar beste weten kloppen.',
        ),
      ],
    },
    {
      id: 'use',
      heading: '5. Recepten en de site gebruiken',
      blocks: [
        p(
          'Je mag de recepten op Zesty gebruiken om zelf te koken, niet commercieel, en links ernaar delen. Je mag niet:',
        ),
        ul(
          'recepten, foto’s of collecties op grote schaal kopiëren, scrapen of opnieuw publiceren, of ze commercieel gebruiken zonder toestemming van de creator;',
          'proberen toegang te krijgen tot accounts, gegevens of systemen die niet van jou zijn, of Zesty verstoren;',
          'content publiceren die onrechtmatig, misleidend of haatdragend is of inbreuk maakt op rechten van anderen.',
        ),
        p(
          'We mogen content verwijderen die deze regels overtreedt en, waar redelijk na een waarschuwing, de betrokken accounts blokkeren of opheffen.',
        ),
      ],
    },
    {
      id: 'groceries',
      heading: '6. Boodschappen bestellen',
      blocks: [
        p(
          'Je kunt de ingrediënten van een recept bestellen via een ingebouwde bestelwidget van een bestelpartner, bij de supermarkt van je keuze: Albert Heijn, Jumbo, Plus of Coop. De koopovereenkomst sluit je met de supermarkt. Prijzen, beschikbaarheid, betaling, bezorging en retouren vallen onder de verantwoordelijkheid van de supermarkt, en haar eigen voorwaarden gelden. Zesty is geen partij bij die aankoop.',
        ),
      ],
    },
    {
      id: 'sponsored',
      heading: '7. Gesponsorde content en affiliate links',
      blocks: [
        p(
          'Sommige recepten tonen uitgelichte producten of bevatten affiliate links. Die markeren we duidelijk, net als creators. Een creator of Zesty kan een vergoeding krijgen als je via zo’n link klikt of iets koopt; dat kost jou nooit extra.',
        ),
      ],
    },
    {
      id: 'cooking',
      heading: '8. Veilig koken',
      blocks: [
        p(
          'Recepten zijn door creators geschreven als inspiratie. Controleer ingrediënten en allergenen altijd zelf, zeker als je een allergie of dieetwens hebt, en ga voorzichtig om met voedsel en keukengerei. Bereidingstijden en voedingswaarden zijn indicatief.',
        ),
      ],
    },
    {
      id: 'liability',
      heading: '9. Aansprakelijkheid',
      blocks: [
        p(
          'We doen ons best om Zesty beschikbaar en correct te houden, maar kunnen niet beloven dat het altijd foutloos of zonder onderbreking werkt. Voor zover de wet dat toestaat, is Zesty niet aansprakelijk voor indirecte schade of voor content die creators publiceren. Niets in deze voorwaarden beperkt de rechten die je als consument volgens dwingend recht hebt.',
        ),
      ],
    },
    {
      id: 'changes',
      heading: '10. Wijzigingen, toepasselijk recht en contact',
      blocks: [
        p(
          'We kunnen deze voorwaarden aanpassen als onze dienst of de wet verandert. Is een wijziging belangrijk voor je, dan laten we je dat per e-mail weten voordat ze ingaat. Ben je het er niet mee eens, dan kun je je account altijd verwijderen.',
        ),
        p(
          'Op deze voorwaarden is Nederlands recht van toepassing. Geschillen worden voorgelegd aan de bevoegde rechter in Nederland, tenzij dwingend consumentenrecht je het recht geeft naar de rechter in je eigen woonplaats te gaan.',
        ),
        p('Vragen over deze voorwaarden: ', mail, '.'),
      ],
    },
  ],
};
