import { LEGAL_FACTS as F } from './facts';
import { link, p, strong, titleFor, ul, type LegalDocument } from './types';

const mail = link(F.privacyEmail, `mailto:${F.privacyEmail}`);

export const title = titleFor('Privacybeleid', (creator) => `Privacybeleid – ${creator} op Zesty`);

export const privacyPolicy: LegalDocument = {
  slug: 'privacy-policy',
  title,
  summary:
    'Welke persoonsgegevens Zesty verwerkt, waarom, op welke grondslag, hoe lang we ze bewaren en welke rechten je hebt.',
  lastUpdated: F.lastUpdated,
  intro: [
    p(
      'Zesty is een receptenplatform: thuiskoks ontdekken, bewaren en bestellen recepten, en foodcreators publiceren ze, op Zesty en op hun eigen white-label site. We verzamelen zo weinig persoonsgegevens als we kunnen. In dit beleid lees je wat we ermee doen, in lijn met de Algemene verordening gegevensbescherming (AVG).',
    ),
  ],
  sections: [
    {
      id: 'controller',
      heading: '1. Wie is verantwoordelijk',
      blocks: [
        p(
          'Zesty is de verwerkingsverantwoordelijke voor de persoonsgegevens in dit beleid. Dat geldt voor de hoofdsite van Zesty en voor elke creatorsite die Zesty op een eigen subdomein host. Creators krijgen de persoonsgegevens van de bezoekers van hun site niet.',
        ),
        p('Heb je een vraag over privacy? Mail naar ', mail, '.'),
      ],
    },
    {
      id: 'data',
      heading: '2. Welke gegevens we verwerken',
      blocks: [
        ul(
          [
            strong('Accountgegevens: '),
            'je naam, e-mailadres en gebruikersnaam, en een profielfoto als je inlogt met Google of Facebook.',
          ],
          [
            strong('Inloggegevens: '),
            'eenmalige codes die we je mailen (we bewaren er alleen een hash van; ze zijn kort geldig en één keer te gebruiken) en de inlogtokens in cookies op je apparaat.',
          ],
          [
            strong('Gegevens van Google of Facebook: '),
            'als je ervoor kiest om daarmee in te loggen, ontvangen we je naam, e-mailadres en profielfoto. We krijgen nooit je wachtwoord en we plaatsen nooit iets namens jou.',
          ],
          [
            strong('Je keuzes in Zesty: '),
            'de recepten die je bewaart (favorieten), de recepten die je als besteld markeert en je voorkeurssupermarkt.',
          ],
          [
            strong('Gegevens van creators: '),
            'ben je foodcreator, dan je openbare profiel, recepten, collecties en sociale links. Die publiceren we omdat jij ons dat vraagt.',
          ],
          [
            strong('Beveiligingsgegevens: '),
            'je IP-adres, kort gebruikt om het aantal inlogpogingen te beperken en accounts tegen misbruik te beschermen.',
          ],
        ),
        p(
          strong('Alleen anonieme gebruiksstatistieken. '),
          'We tellen paginabezoeken en vergelijkbare gebeurtenissen in totalen, zodat we Zesty kunnen verbeteren. Die statistieken zijn anoniem: er staan geen namen, e-mailadressen of volledige IP-adressen in, ze gebruiken geen cookies en we gebruiken ze nooit om een profiel van je te maken of je op andere websites te volgen.',
        ),
        p(
          'We verkopen geen persoonsgegevens, tonen geen gepersonaliseerde advertenties en verwerken geen bijzondere persoonsgegevens, zoals gezondheidsgegevens.',
        ),
      ],
    },
    {
      id: 'purposes',
      heading: '3. Waarom we ze verwerken en op welke grondslag',
      blocks: [
        {
          kind: 'table',
          caption: 'Doelen en grondslagen (artikel 6 lid 1 AVG)',
          head: ['Doel', 'Gegevens', 'Grondslag'],
          rows: [
            [
              'Je account aanmaken en je laten inloggen',
              'Accountgegevens, inloggegevens, gegevens van Google of Facebook',
              'Uitvoering van onze overeenkomst met jou (de gebruiksvoorwaarden)',
            ],
            [
              'Je favorieten, bestellingen en voorkeurssupermarkt bewaren',
              'Je keuzes in Zesty',
              'Uitvoering van onze overeenkomst met jou',
            ],
            [
              'Recepten publiceren en de white-label site van een creator draaien',
              'Gegevens van creators',
              'Uitvoering van onze overeenkomst met de creator',
            ],
            [
              'Zesty veilig houden en misbruik voorkomen',
              'Beveiligingsgegevens, inloggegevens',
              'Ons gerechtvaardigd belang bij een veilige dienst',
            ],
            [
              'Zesty verbeteren',
              'Anonieme gebruiksstatistieken (geen persoonsgegevens)',
              'Niet van toepassing: de statistieken zijn anoniem',
            ],
            [
              'Je vragen en verzoeken over je rechten beantwoorden',
              'Je e-mailadres en de inhoud van je bericht',
              'Onze wettelijke plicht onder de AVG en ons gerechtvaardigd belang om je te helpen',
            ],
          ],
        },
      ],
    },
    {
      id: 'sharing',
      heading: '4. Wie je gegevens ontvangt',
      blocks: [
        p(
          'We delen persoonsgegevens alleen als dat nodig is voor de doelen hierboven, en alleen met:',
        ),
        ul(
          'onze hosting- en e-mailproviders, die gegevens in onze opdracht verwerken onder een verwerkersovereenkomst en ze nergens anders voor mogen gebruiken;',
          'Google of Facebook, alleen als je ervoor kiest om daarmee in te loggen (voor wat er aan hun kant gebeurt, geldt hun eigen privacybeleid);',
          'de bestelpartner voor boodschappen en de supermarkt die je kiest (Albert Heijn, Jumbo, Plus of Coop), alleen als je boodschappen voor een recept bestelt. De bestelwidget komt van die partner; de bestelling zelf, de betaling en de bezorging regelt de supermarkt onder haar eigen privacybeleid;',
          'overheidsinstanties, alleen als de wet ons daartoe verplicht.',
        ),
        p(
          'Verwerkt een provider gegevens buiten de Europese Economische Ruimte, dan baseren we ons op een adequaatheidsbesluit van de Europese Commissie (zoals het EU-VS Data Privacy Framework) of op de standaardcontractbepalingen van de Europese Commissie.',
        ),
      ],
    },
    {
      id: 'retention',
      heading: '5. Hoe lang we je gegevens bewaren',
      blocks: [
        ul(
          'Je accountgegevens zolang je een account hebt.',
          [
            strong('Inactieve accounts: '),
            `ben je ${F.inactivityReminderYears} jaar niet ingelogd, dan sturen we je een herinnering per e-mail. Log je daarna nog steeds niet in, dan verwijderen we je account ${F.deletionAfterReminderMonths} maanden na die herinnering.`,
          ],
          [
            strong('Verwijderde accounts: '),
            `wordt je account verwijderd, door jou of door ons, dan bewaren we de gegevens nog ${F.deletedAccountRetentionDays} dagen (zodat een vergissing hersteld kan worden) en wissen we ze daarna definitief.`,
          ],
          'Eenmalige inlogcodes tot ze gebruikt zijn of verlopen, wat het eerst gebeurt.',
          'Beveiligingsgegevens alleen zolang nodig is om misbruik te blokkeren; daarna worden ze gewist.',
          'Cookies voor de termijnen in ons cookiebeleid; de gebruikerscookie blijft 120 dagen bewaard.',
        ),
      ],
    },
    {
      id: 'rights',
      heading: '6. Je rechten',
      blocks: [
        p('Onder de AVG heb je het recht om:'),
        ul(
          'de persoonsgegevens in te zien die we over je hebben;',
          'onjuiste gegevens te laten corrigeren;',
          'je gegevens te laten wissen;',
          'de verwerking van je gegevens te laten beperken;',
          'je gegevens in een gestructureerde, machineleesbare vorm te ontvangen (dataportabiliteit);',
          'bezwaar te maken tegen verwerking op basis van ons gerechtvaardigd belang.',
        ),
        p(
          'Stuur je verzoek naar ',
          mail,
          `. We beantwoorden elk verzoek binnen ${F.rightsResponseDays} dagen. We kunnen je vragen te bevestigen dat het verzoek van jou komt, bijvoorbeeld vanaf het e-mailadres van je account. Je rechten uitoefenen is gratis.`,
        ),
        p(
          'Ben je niet tevreden over hoe we met je gegevens omgaan, dan kun je een klacht indienen bij de Autoriteit Persoonsgegevens of bij de toezichthouder in je eigen EU-land.',
        ),
      ],
    },
    {
      id: 'age',
      heading: '7. Minimumleeftijd',
      blocks: [
        p(
          `Je moet minimaal ${F.minimumAge} jaar oud zijn om een account aan te maken. We verwerken niet bewust persoonsgegevens van kinderen jonger dan ${F.minimumAge}. Denk je dat een kind een account heeft aangemaakt? Neem contact met ons op, dan verwijderen we het.`,
        ),
      ],
    },
    {
      id: 'security',
      heading: '8. Beveiliging',
      blocks: [
        p(
          'Alle verbindingen met Zesty zijn versleuteld. Inlogtokens staan in cookies die scripts in je browser niet kunnen lezen, eenmalige codes bewaren we alleen als hash en met een beperkt aantal pogingen, en alleen de mensen die het nodig hebben, hebben toegang tot onze systemen.',
        ),
      ],
    },
    {
      id: 'cookies',
      heading: '9. Cookies',
      blocks: [
        p(
          'Zesty gebruikt alleen functionele cookies, die nodig zijn om de site te laten werken. Welke cookies dat zijn, wat ze doen en hoe lang ze blijven staan, lees je in ons ',
          link('cookiebeleid', '/legal/cookie-policy'),
          '.',
        ),
      ],
    },
    {
      id: 'changes',
      heading: '10. Wijzigingen en contact',
      blocks: [
        p(
          'We kunnen dit beleid aanpassen als onze dienst of de wet verandert. De datum bovenaan laat zien wanneer het voor het laatst is gewijzigd; is een wijziging belangrijk voor je, dan laten we je dat per e-mail weten voordat ze ingaat.',
        ),
        p('Vragen, verzoeken of klachten: ', mail, '.'),
      ],
    },
  ],
};
