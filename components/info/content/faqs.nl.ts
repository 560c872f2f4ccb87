import { link, p, type FaqContent } from './types';

export const faqs: FaqContent = {
  intro: [
    p(
      'Snelle antwoorden over recepten, boodschappen bestellen, je account en creëren op Zesty. Nieuw hier? Begin bij ',
      link('hoe het werkt', '/how-it-works'),
      '.',
    ),
  ],
  groups: [
    {
      id: 'general',
      heading: 'Over Zesty',
      items: [
        {
          id: 'what-is-zesty',
          question: 'Wat is Zesty?',
          answer: [
            p(
              'Zesty is een receptenplatform. Thuiskoks ontdekken, bewaren en bestellen recepten van foodcreators; creators publiceren hun recepten en collecties en krijgen een eigen white-label site.',
            ),
          ],
        },
        {
          id: 'cost',
          question: 'Kost Zesty iets?',
          answer: [
            p(
              'Nee. Zesty is voor altijd gratis, voor thuiskoks en voor creators. Bestel je boodschappen, dan betaal je die aan de supermarkt, niet aan Zesty.',
            ),
          ],
        },
        {
          id: 'languages',
          question: 'In welke talen is Zesty beschikbaar?',
          answer: [
            p(
              'In het Nederlands en het Engels. Je wisselt van taal in het menu; Zesty onthoudt je keuze op dit apparaat.',
            ),
          ],
        },
      ],
    },
    {
      id: 'recipes',
      heading: 'Recepten en bewaren',
      items: [
        {
          id: 'find-recipes',
          question: 'Hoe vind ik een recept?',
          answer: [
            p(
              'Typ minstens drie letters in de zoekbalk om recepten en creators te zoeken, of open ',
              link('recepten', '/recipes'),
              ' en filter op soort en categorie, zoals Vegan, One Pot of Onder 30 min.',
            ),
          ],
        },
        {
          id: 'bookmark-without-account',
          question: 'Heb ik een account nodig om recepten te bewaren?',
          answer: [
            p(
              'Nee. Tik op het hartje en het recept wordt in deze browser bewaard. Met een account worden je bewaarde recepten favorieten die je op elk apparaat terugvindt, en wat je vóór het inloggen bewaarde, komt daar automatisch bij.',
            ),
          ],
        },
        {
          id: 'cook-mode',
          question: 'Wat is de kookmodus?',
          answer: [
            p(
              'De kookmodus houdt je scherm aan en toont alle bereidingsstappen, zodat je kunt koken zonder je telefoon met bloemhanden aan te raken. Zet hem weer uit als je klaar bent.',
            ),
          ],
        },
      ],
    },
    {
      id: 'groceries',
      heading: 'Boodschappen bestellen',
      items: [
        {
          id: 'how-ordering-works',
          question: 'Hoe werkt boodschappen bestellen?',
          answer: [
            p(
              'Open bij een recept de boodschappenwidget: die zet de ingrediënten in een mandje bij jouw supermarkt. Je controleert het mandje en betaalt en kiest bezorgen of ophalen bij de supermarkt zelf.',
            ),
          ],
        },
        {
          id: 'supermarkets',
          question: 'Bij welke supermarkten kan ik bestellen?',
          answer: [
            p(
              'Bij Albert Heijn, Jumbo, Plus en Coop. Kies één keer je voorkeurssupermarkt onder Mijn supermarkt in je account; je kunt die altijd wijzigen.',
            ),
          ],
        },
        {
          id: 'order-problems',
          question: 'Er is iets mis met mijn bestelling. Bij wie moet ik zijn?',
          answer: [
            p(
              'Bij de supermarkt waar je hebt besteld: die regelt betaling, bezorging en retouren. Zesty geeft de ingrediënten door, maar verkoopt zelf geen boodschappen.',
            ),
          ],
        },
      ],
    },
    {
      id: 'account',
      heading: 'Je account',
      items: [
        {
          id: 'sign-in',
          question: 'Hoe meld ik me aan of log ik in?',
          answer: [
            p(
              'Met je e-mailadres: we sturen je een code van zes cijfers die je invult, dus je hoeft geen wachtwoord te onthouden. Je kunt ook verdergaan met Google of Facebook. ',
              link('Maak een account aan', '/account/signup'),
              ' of ',
              link('log in', '/account/signin'),
              '.',
            ),
          ],
        },
        {
          id: 'no-code',
          question: 'Ik heb geen code ontvangen. Wat nu?',
          answer: [
            p(
              'Kijk in je spammap en controleer of je e-mailadres goed is gespeld. Na 60 seconden kun je op het verificatiescherm een nieuwe code aanvragen.',
            ),
          ],
        },
        {
          id: 'age-and-accounts',
          question: 'Wie kan een account aanmaken?',
          answer: [
            p(
              'Iedereen van 16 jaar of ouder. Een account is persoonlijk: één account per persoon.',
            ),
          ],
        },
        {
          id: 'inactive',
          question: 'Wat gebeurt er als ik mijn account niet meer gebruik?',
          answer: [
            p(
              'Ben je 2 jaar niet ingelogd, dan sturen we je een herinnering. Log je daarna nog steeds niet in, dan verwijderen we het account 6 maanden na die herinnering.',
            ),
          ],
        },
        {
          id: 'delete',
          question: 'Hoe verwijder ik mijn account of krijg ik een kopie van mijn gegevens?',
          answer: [
            p(
              'Mail naar ',
              link('privacy@zesty.example', 'mailto:privacy@zesty.example'),
              '. We antwoorden binnen 30 dagen. Na verwijdering bewaren we je gegevens nog 30 dagen en daarna wissen we ze. Meer in ons ',
              link('privacybeleid', '/legal/privacy-policy'),
              '.',
            ),
          ],
        },
      ],
    },
    {
      id: 'creators',
      heading: 'Voor foodcreators',
      items: [
        {
          id: 'become-creator',
          question: 'Hoe word ik creator op Zesty?',
          answer: [
            p(
              'Maak een account aan en kies Word creator in het menu. Zodra je foodcreatorprofiel klaar is, kun je recepten en collecties publiceren.',
            ),
          ],
        },
        {
          id: 'white-label',
          question: 'Wat is een white-label site?',
          answer: [
            p(
              'Je eigen receptensite op je eigen subdomein, in jouw kleuren en met je eigen logo en favicon. Er staan alleen jouw recepten en collecties op, met een kleine vermelding van Zesty onderaan, en bezoekers kunnen er net als op Zesty ingrediënten bestellen.',
            ),
          ],
        },
        {
          id: 'ownership',
          question: 'Van wie zijn de recepten die ik publiceer?',
          answer: [
            p(
              'Van jou. Recepten blijven van de creator; je geeft Zesty alleen toestemming om ze te tonen zolang ze gepubliceerd zijn. Zie de ',
              link('gebruiksvoorwaarden', '/legal/terms-of-use'),
              '.',
            ),
          ],
        },
      ],
    },
    {
      id: 'privacy',
      heading: 'Privacy en cookies',
      items: [
        {
          id: 'cookies',
          question: 'Welke cookies gebruikt Zesty?',
          answer: [
            p(
              'Alleen functionele cookies, bijvoorbeeld om je taal, bewaarde recepten en inlog te onthouden. In het ',
              link('cookiebeleid', '/legal/cookie-policy'),
              ' staan ze allemaal.',
            ),
          ],
        },
        {
          id: 'tracking',
          question: 'Volgt Zesty mij?',
          answer: [
            p(
              'Nee. We houden alleen anonieme gebruiksstatistieken bij, zonder cookies en zonder een profiel van je te maken, en we tonen geen gepersonaliseerde advertenties.',
            ),
          ],
        },
      ],
    },
  ],
};
