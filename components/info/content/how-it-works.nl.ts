import { link, p, strong, type HowItWorksContent } from './types';

export const howItWorks: HowItWorksContent = {
  intro: [
    p(
      'Zesty brengt recepten van je favoriete foodcreators samen op één plek en zorgt dat de ingrediënten in je keuken komen. Zo werkt het voor thuiskoks en voor creators.',
    ),
  ],
  audiences: [
    {
      id: 'home-cooks',
      heading: 'Voor thuiskoks',
      lead: 'Vind iets waar je zin in hebt, bewaar het en laat de boodschappen bezorgen.',
      steps: [
        {
          title: 'Ontdek recepten',
          body: [
            p(
              'Bekijk populaire recepten, zoek op gerecht of ingrediënt en filter op soort (ontbijt, diner, vegan, vis en meer) of op categorie, zoals One Pot, Onder 30 min of Onder €2 p.p. Ontdek ',
              link('creators', '/creators'),
              ' en hun collecties en vind een kookstijl die bij je past.',
            ),
          ],
        },
        {
          title: 'Bewaar je favorieten',
          body: [
            p(
              'Tik op het hartje bij een recept om het te bewaren. Zonder account blijven je bewaarde recepten in deze browser staan; log je in, dan komen ze bij je favorieten en heb je ze op elk apparaat.',
            ),
          ],
        },
        {
          title: 'Kook zonder gedoe',
          body: [
            p(
              'Vink de ingrediënten af die je al in huis hebt, deel het lijstje met wat je nog nodig hebt en zet de kookmodus aan, zodat je scherm aan blijft terwijl je de stappen volgt.',
            ),
          ],
        },
        {
          title: 'Bestel de boodschappen',
          body: [
            p(
              'Bestel alle ingrediënten van een recept in één keer via de boodschappenwidget, bij Albert Heijn, Jumbo, Plus of Coop. Kies één keer je voorkeurssupermarkt en wij onthouden die. Je betaalt de supermarkt en regelt bezorgen of ophalen met hen; recepten die je hebt besteld, vind je terug onder Bestellingen.',
            ),
          ],
        },
      ],
    },
    {
      id: 'creators',
      heading: 'Voor foodcreators',
      lead: 'Deel je recepten met meer thuiskoks en krijg je eigen receptensite, zonder er zelf een te bouwen.',
      steps: [
        {
          title: 'Maak je account aan',
          body: [
            p(
              'Meld je aan met je e-mailadres, of met Google of Facebook, en kies Word creator om je foodcreatorprofiel in te richten.',
            ),
          ],
        },
        {
          title: 'Publiceer recepten en collecties',
          body: [
            p(
              'Voeg je recepten toe met foto’s, ingrediënten, bereidingsstappen en tags, en bundel ze in collecties zoals ‘Doordeweekse diners’ of ‘Kerstbakken’. Ze verschijnen op Zesty voor iedereen die zoekt naar iets om te koken.',
            ),
          ],
        },
        {
          title: 'Krijg je eigen white-label site',
          body: [
            p(
              'Elke creator krijgt een site op een eigen subdomein, zoals jouwnaam.zesty.example, in jouw kleuren en met je eigen logo en favicon. Daar staan alleen jouw recepten en collecties, en je volgers kunnen er direct de ingrediënten bestellen.',
            ),
          ],
        },
        {
          title: 'Laat je publiek groeien',
          body: [
            p(
              'Je profiel linkt naar je socials en kan je kookworkshop of kookboek onder de aandacht brengen. Je recepten blijven van jou: je houdt alle rechten erop.',
            ),
          ],
        },
      ],
    },
  ],
  notes: [
    {
      id: 'free',
      heading: 'Voor altijd gratis',
      blocks: [
        p(
          strong('Zesty is voor altijd gratis, '),
          'voor thuiskoks en creators: geen abonnement, geen kosten om te publiceren. Je betaalt alleen de supermarkt voor de boodschappen die je bestelt.',
        ),
      ],
    },
    {
      id: 'accounts',
      heading: 'Zo werkt je account',
      blocks: [
        p(
          'Je hoeft geen wachtwoord te onthouden. Vul je e-mailadres in en we sturen je een code van zes cijfers om in te loggen, of ga verder met Google of Facebook. Je moet minimaal 16 jaar zijn en iedereen mag één account hebben. ',
          link('Maak je account aan', '/account/signup'),
          ' of lees in het ',
          link('privacybeleid', '/legal/privacy-policy'),
          ' wat we met je gegevens doen.',
        ),
      ],
    },
  ],
};
