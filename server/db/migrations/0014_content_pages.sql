CREATE TABLE "content_documents" (
	"page" text NOT NULL,
	"locale" text NOT NULL,
	"draft" integer NOT NULL,
	"published" integer,
	"published_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_documents_page_locale_pk" PRIMARY KEY("page","locale")
);
--> statement-breakpoint
CREATE TABLE "content_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"page" text NOT NULL,
	"locale" text NOT NULL,
	"number" integer NOT NULL,
	"markdown" text NOT NULL,
	"summary" text NOT NULL,
	"author_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_versions" ADD CONSTRAINT "content_versions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_versions_page_key" ON "content_versions" USING btree ("page","locale","number");--> statement-breakpoint
INSERT INTO "content_versions" ("page", "locale", "number", "markdown", "summary", "created_at") VALUES ('legal', 'en', 1, $md$---
title: Legal
summary: Terms of use, privacy policy and cookie policy of Zesty.
lastUpdated: 2025-07-30
---

These documents apply when you use Zesty.
$md$, 'Imported from the codebase', '2025-07-30T00:00:00Z');
--> statement-breakpoint
INSERT INTO "content_documents" ("page", "locale", "draft", "published", "published_at", "updated_at") VALUES ('legal', 'en', 1, 1, '2025-07-30T00:00:00Z', '2025-07-30T00:00:00Z');
--> statement-breakpoint
INSERT INTO "content_versions" ("page", "locale", "number", "markdown", "summary", "created_at") VALUES ('legal', 'nl', 1, $md$---
title: Juridisch
summary: Gebruiksvoorwaarden, privacybeleid en cookiebeleid van Zesty.
lastUpdated: 2025-07-30
---

Deze documenten zijn van toepassing als je Zesty gebruikt.
$md$, 'Imported from the codebase', '2025-07-30T00:00:00Z');
--> statement-breakpoint
INSERT INTO "content_documents" ("page", "locale", "draft", "published", "published_at", "updated_at") VALUES ('legal', 'nl', 1, 1, '2025-07-30T00:00:00Z', '2025-07-30T00:00:00Z');
--> statement-breakpoint
INSERT INTO "content_versions" ("page", "locale", "number", "markdown", "summary", "created_at") VALUES ('privacy-policy', 'en', 1, $md$---
title: Privacy Policy
whiteLabelTitle: Privacy Policy – {creator} on Zesty
summary: Which personal data Zesty processes, why, on which legal basis, how long we keep it and which rights you have.
lastUpdated: 2025-07-30
---

Zesty is a recipe marketplace: home cooks discover, bookmark and shop recipes, and food creators publish them, on Zesty and on their own white-label site. We collect as little personal data as we can. This policy explains what we do with it, in line with the General Data Protection Regulation (GDPR).

## 1. Who is responsible {#controller}

Zesty is the controller of the personal data described in this policy. This applies to the main Zesty site and to every creator site that Zesty hosts on its own subdomain. Creators do not receive the personal data of the visitors of their site.

For any question about privacy, write to [privacy@zesty.example](mailto:privacy@zesty.example).

## 2. Which data we process {#data}

- **Account data:** your name, e-mail address and username, and a profile picture if you sign in with Google or Facebook.
- **Sign-in data:** one-time codes that we e-mail to you (stored only in hashed form, valid for a short time and usable once) and the sign-in tokens kept in cookies on your device.
- **Data from Google or Facebook:** if you choose to sign in with one of them, we receive your name, e-mail address and profile picture. We never receive your password and we never post anything on your behalf.
- **Your choices in Zesty:** the recipes you bookmark (favourites), the recipes you mark as ordered and your preferred supermarket.
- **Creator data:** if you are a food creator, your public profile, recipes, collections and social links, which we publish because that is what you asked us to do.
- **Security data:** your IP address, used briefly to limit the number of sign-in attempts and protect accounts from abuse.

**Anonymous usage statistics only.** We count page views and similar events in aggregate so we can improve Zesty. These statistics are anonymous: they contain no names, e-mail addresses or full IP addresses, use no cookies, and are never used to build a profile of you or to follow you across other websites.

We do not sell personal data, we do not show personalised advertising and we do not process special categories of personal data such as health data.

## 3. Why we process it and on which legal basis {#purposes}

Table: Purposes and legal bases (Article 6(1) GDPR)

| Purpose | Data | Legal basis |
| --- | --- | --- |
| Creating your account and signing you in | Account data, sign-in data, data from Google or Facebook | Performance of our agreement with you (the Terms of Use) |
| Saving your favourites, orders and preferred supermarket | Your choices in Zesty | Performance of our agreement with you |
| Publishing recipes and running a creator’s white-label site | Creator data | Performance of our agreement with the creator |
| Keeping Zesty secure and preventing abuse | Security data, sign-in data | Our legitimate interest in a safe service |
| Improving Zesty | Anonymous usage statistics (no personal data) | Not applicable: the statistics are anonymous |
| Answering your questions and rights requests | Your e-mail address and the content of your message | Our legal obligations under the GDPR and our legitimate interest in helping you |

## 4. Who receives your data {#sharing}

We only share personal data where that is needed for the purposes above, and only with:

- our hosting and e-mail providers, who process data on our behalf under a data processing agreement and may not use it for anything else;
- Google or Facebook, only if you choose to sign in with them (their own privacy policies apply to what happens on their side);
- the grocery-ordering partner and the supermarket you choose (Albert Heijn, Jumbo, Plus or Coop), only when you order groceries for a recipe. The ordering widget is provided by that partner; the order itself, payment and delivery are handled by the supermarket under its own privacy policy;
- authorities, only where the law obliges us to.

Where a provider processes data outside the European Economic Area, we rely on an adequacy decision of the European Commission (such as the EU–US Data Privacy Framework) or on the European Commission’s standard contractual clauses.

## 5. How long we keep your data {#retention}

- Your account data for as long as you have an account.
- **Inactive accounts:** if you have not signed in for 2 years, we send you a reminder by e-mail. If you still do not sign in, we delete your account 6 months after that reminder.
- **Deleted accounts:** when your account is deleted, by you or by us, we keep its data for 30 days (so a mistake can be put right) and then erase it permanently.
- One-time sign-in codes until they are used or expire, whichever comes first.
- Security data only as long as needed to block abuse, after which it is discarded.
- Cookies for the periods listed in our Cookie Policy; the user cookie lasts 120 days.

## 6. Your rights {#rights}

Under the GDPR you have the right to:

- access the personal data we hold about you;
- have incorrect data corrected;
- have your data erased;
- restrict how we process your data;
- receive your data in a structured, machine-readable format (data portability);
- object to processing that is based on our legitimate interest.

Send your request to [privacy@zesty.example](mailto:privacy@zesty.example). We answer every rights request within 30 days. We may ask you to confirm that the request comes from you, for example from the e-mail address of your account. Exercising your rights is free of charge.

If you are not satisfied with how we handle your data, you may lodge a complaint with the Dutch Data Protection Authority (Autoriteit Persoonsgegevens) or with the supervisory authority in your own EU country.

## 7. Minimum age {#age}

You must be at least 16 years old to create an account. We do not knowingly process the personal data of children under 16. If you believe a child has created an account, contact us and we will delete it.

## 8. Security {#security}

All connections to Zesty are encrypted. Sign-in tokens are kept in cookies that scripts in your browser cannot read, one-time codes are stored only in hashed form and limited to a few attempts, and access to our systems is restricted to the people who need it.

## 9. Cookies {#cookies}

Zesty uses only functional cookies, which are needed for the site to work. Which cookies these are, what they do and how long they last is explained in our [Cookie Policy](/legal/cookie-policy).

## 10. Changes and contact {#changes}

We may update this policy when our service or the law changes. The date at the top shows when it last changed; if a change matters to you, we tell you by e-mail before it takes effect.

Questions, requests or complaints: [privacy@zesty.example](mailto:privacy@zesty.example).
$md$, 'Imported from the codebase', '2025-07-30T00:00:00Z');
--> statement-breakpoint
INSERT INTO "content_documents" ("page", "locale", "draft", "published", "published_at", "updated_at") VALUES ('privacy-policy', 'en', 1, 1, '2025-07-30T00:00:00Z', '2025-07-30T00:00:00Z');
--> statement-breakpoint
INSERT INTO "content_versions" ("page", "locale", "number", "markdown", "summary", "created_at") VALUES ('privacy-policy', 'nl', 1, $md$---
title: Privacybeleid
whiteLabelTitle: Privacybeleid – {creator} op Zesty
summary: Welke persoonsgegevens Zesty verwerkt, waarom, op welke grondslag, hoe lang we ze bewaren en welke rechten je hebt.
lastUpdated: 2025-07-30
---

Zesty is een receptenplatform: thuiskoks ontdekken, bewaren en bestellen recepten, en foodcreators publiceren ze, op Zesty en op hun eigen white-label site. We verzamelen zo weinig persoonsgegevens als we kunnen. In dit beleid lees je wat we ermee doen, in lijn met de Algemene verordening gegevensbescherming (AVG).

## 1. Wie is verantwoordelijk {#controller}

Zesty is de verwerkingsverantwoordelijke voor de persoonsgegevens in dit beleid. Dat geldt voor de hoofdsite van Zesty en voor elke creatorsite die Zesty op een eigen subdomein host. Creators krijgen de persoonsgegevens van de bezoekers van hun site niet.

Heb je een vraag over privacy? Mail naar [privacy@zesty.example](mailto:privacy@zesty.example).

## 2. Welke gegevens we verwerken {#data}

- **Accountgegevens:** je naam, e-mailadres en gebruikersnaam, en een profielfoto als je inlogt met Google of Facebook.
- **Inloggegevens:** eenmalige codes die we je mailen (we bewaren er alleen een hash van; ze zijn kort geldig en één keer te gebruiken) en de inlogtokens in cookies op je apparaat.
- **Gegevens van Google of Facebook:** als je ervoor kiest om daarmee in te loggen, ontvangen we je naam, e-mailadres en profielfoto. We krijgen nooit je wachtwoord en we plaatsen nooit iets namens jou.
- **Je keuzes in Zesty:** de recepten die je bewaart (favorieten), de recepten die je als besteld markeert en je voorkeurssupermarkt.
- **Gegevens van creators:** ben je foodcreator, dan je openbare profiel, recepten, collecties en sociale links. Die publiceren we omdat jij ons dat vraagt.
- **Beveiligingsgegevens:** je IP-adres, kort gebruikt om het aantal inlogpogingen te beperken en accounts tegen misbruik te beschermen.

**Alleen anonieme gebruiksstatistieken.** We tellen paginabezoeken en vergelijkbare gebeurtenissen in totalen, zodat we Zesty kunnen verbeteren. Die statistieken zijn anoniem: er staan geen namen, e-mailadressen of volledige IP-adressen in, ze gebruiken geen cookies en we gebruiken ze nooit om een profiel van je te maken of je op andere websites te volgen.

We verkopen geen persoonsgegevens, tonen geen gepersonaliseerde advertenties en verwerken geen bijzondere persoonsgegevens, zoals gezondheidsgegevens.

## 3. Waarom we ze verwerken en op welke grondslag {#purposes}

Table: Doelen en grondslagen (artikel 6 lid 1 AVG)

| Doel | Gegevens | Grondslag |
| --- | --- | --- |
| Je account aanmaken en je laten inloggen | Accountgegevens, inloggegevens, gegevens van Google of Facebook | Uitvoering van onze overeenkomst met jou (de gebruiksvoorwaarden) |
| Je favorieten, bestellingen en voorkeurssupermarkt bewaren | Je keuzes in Zesty | Uitvoering van onze overeenkomst met jou |
| Recepten publiceren en de white-label site van een creator draaien | Gegevens van creators | Uitvoering van onze overeenkomst met de creator |
| Zesty veilig houden en misbruik voorkomen | Beveiligingsgegevens, inloggegevens | Ons gerechtvaardigd belang bij een veilige dienst |
| Zesty verbeteren | Anonieme gebruiksstatistieken (geen persoonsgegevens) | Niet van toepassing: de statistieken zijn anoniem |
| Je vragen en verzoeken over je rechten beantwoorden | Je e-mailadres en de inhoud van je bericht | Onze wettelijke plicht onder de AVG en ons gerechtvaardigd belang om je te helpen |

## 4. Wie je gegevens ontvangt {#sharing}

We delen persoonsgegevens alleen als dat nodig is voor de doelen hierboven, en alleen met:

- onze hosting- en e-mailproviders, die gegevens in onze opdracht verwerken onder een verwerkersovereenkomst en ze nergens anders voor mogen gebruiken;
- Google of Facebook, alleen als je ervoor kiest om daarmee in te loggen (voor wat er aan hun kant gebeurt, geldt hun eigen privacybeleid);
- de bestelpartner voor boodschappen en de supermarkt die je kiest (Albert Heijn, Jumbo, Plus of Coop), alleen als je boodschappen voor een recept bestelt. De bestelwidget komt van die partner; de bestelling zelf, de betaling en de bezorging regelt de supermarkt onder haar eigen privacybeleid;
- overheidsinstanties, alleen als de wet ons daartoe verplicht.

Verwerkt een provider gegevens buiten de Europese Economische Ruimte, dan baseren we ons op een adequaatheidsbesluit van de Europese Commissie (zoals het EU-VS Data Privacy Framework) of op de standaardcontractbepalingen van de Europese Commissie.

## 5. Hoe lang we je gegevens bewaren {#retention}

- Je accountgegevens zolang je een account hebt.
- **Inactieve accounts:** ben je 2 jaar niet ingelogd, dan sturen we je een herinnering per e-mail. Log je daarna nog steeds niet in, dan verwijderen we je account 6 maanden na die herinnering.
- **Verwijderde accounts:** wordt je account verwijderd, door jou of door ons, dan bewaren we de gegevens nog 30 dagen (zodat een vergissing hersteld kan worden) en wissen we ze daarna definitief.
- Eenmalige inlogcodes tot ze gebruikt zijn of verlopen, wat het eerst gebeurt.
- Beveiligingsgegevens alleen zolang nodig is om misbruik te blokkeren; daarna worden ze gewist.
- Cookies voor de termijnen in ons cookiebeleid; de gebruikerscookie blijft 120 dagen bewaard.

## 6. Je rechten {#rights}

Onder de AVG heb je het recht om:

- de persoonsgegevens in te zien die we over je hebben;
- onjuiste gegevens te laten corrigeren;
- je gegevens te laten wissen;
- de verwerking van je gegevens te laten beperken;
- je gegevens in een gestructureerde, machineleesbare vorm te ontvangen (dataportabiliteit);
- bezwaar te maken tegen verwerking op basis van ons gerechtvaardigd belang.

Stuur je verzoek naar [privacy@zesty.example](mailto:privacy@zesty.example). We beantwoorden elk verzoek binnen 30 dagen. We kunnen je vragen te bevestigen dat het verzoek van jou komt, bijvoorbeeld vanaf het e-mailadres van je account. Je rechten uitoefenen is gratis.

Ben je niet tevreden over hoe we met je gegevens omgaan, dan kun je een klacht indienen bij de Autoriteit Persoonsgegevens of bij de toezichthouder in je eigen EU-land.

## 7. Minimumleeftijd {#age}

Je moet minimaal 16 jaar oud zijn om een account aan te maken. We verwerken niet bewust persoonsgegevens van kinderen jonger dan 16. Denk je dat een kind een account heeft aangemaakt? Neem contact met ons op, dan verwijderen we het.

## 8. Beveiliging {#security}

Alle verbindingen met Zesty zijn versleuteld. Inlogtokens staan in cookies die scripts in je browser niet kunnen lezen, eenmalige codes bewaren we alleen als hash en met een beperkt aantal pogingen, en alleen de mensen die het nodig hebben, hebben toegang tot onze systemen.

## 9. Cookies {#cookies}

Zesty gebruikt alleen functionele cookies, die nodig zijn om de site te laten werken. Welke cookies dat zijn, wat ze doen en hoe lang ze blijven staan, lees je in ons [cookiebeleid](/legal/cookie-policy).

## 10. Wijzigingen en contact {#changes}

We kunnen dit beleid aanpassen als onze dienst of de wet verandert. De datum bovenaan laat zien wanneer het voor het laatst is gewijzigd; is een wijziging belangrijk voor je, dan laten we je dat per e-mail weten voordat ze ingaat.

Vragen, verzoeken of klachten: [privacy@zesty.example](mailto:privacy@zesty.example).
$md$, 'Imported from the codebase', '2025-07-30T00:00:00Z');
--> statement-breakpoint
INSERT INTO "content_documents" ("page", "locale", "draft", "published", "published_at", "updated_at") VALUES ('privacy-policy', 'nl', 1, 1, '2025-07-30T00:00:00Z', '2025-07-30T00:00:00Z');
--> statement-breakpoint
INSERT INTO "content_versions" ("page", "locale", "number", "markdown", "summary", "created_at") VALUES ('terms-of-use', 'en', 1, $md$---
title: Terms of Use
whiteLabelTitle: Terms of Use – {creator} on Zesty
summary: "The rules for using Zesty as a home cook or food creator: accounts, recipes, grocery ordering and our responsibilities."
lastUpdated: 2025-07-30
---

These terms apply to everyone who uses Zesty, on the main site or on a creator’s white-label site. By creating an account or using Zesty you agree to them. Please read them together with our [Privacy Policy](/legal/privacy-policy) and [Cookie Policy](/legal/cookie-policy).

## 1. What Zesty is {#service}

Zesty is a recipe marketplace. Home cooks browse, search and bookmark recipes from food creators and can order the ingredients from a supermarket. Food creators publish recipes and collections and get their own white-label site on a Zesty subdomain.

## 2. Free forever {#free}

**Zesty is free forever.** There is no subscription, no fee for an account and no charge for publishing recipes, for home cooks and creators alike. Groceries you order through the ordering widget are sold and charged by the supermarket, not by Zesty.

## 3. Your account {#accounts}

- **Minimum age:** you must be at least 16 years old to create an account.
- **One account per person:** an account is personal. Do not share it and do not create more than one.
- You sign in with a one-time code that we send to your e-mail address, or with Google or Facebook. Keep access to your e-mail account secure: whoever can read your e-mail can sign in to your Zesty account.
- Give us correct details and keep them up to date.
- If you have not signed in for 2 years, we send you a reminder; if you still do not sign in, we delete the account 6 months after that reminder.
- You can ask us to delete your account at any time. We keep its data for 30 days and then erase it, as described in the Privacy Policy.

## 4. Recipes remain the creator’s own {#creators}

**Recipes remain the creator’s own.** Creators keep all rights in the recipes, photos, texts and collections they publish on Zesty. We do not claim ownership of them.

To show your content, you give Zesty a non-exclusive, royalty-free permission to host, display and format it on the main Zesty site and on your white-label site, and to show short previews (such as a title and photo) in search results, lists and shared links. This permission ends when you remove the content or your account, apart from copies that are still in a cache for a short time.

As a creator you promise that:

- you have the right to publish what you upload, including the photos;
- you clearly disclose paid collaborations, sponsored products and affiliate links;
- ingredients and preparation steps are accurate to the best of your knowledge.

## 5. Using recipes and the site {#use}

You may use the recipes on Zesty for your own, non-commercial cooking and share links to them. You may not:

- copy, scrape or republish recipes, photos or collections in bulk, or use them commercially without the creator’s permission;
- try to access accounts, data or systems that are not yours, or disrupt Zesty;
- publish content that is unlawful, misleading, hateful or infringes someone else’s rights.

We may remove content that breaks these rules and, after a warning where reasonable, suspend or close the accounts involved.

## 6. Ordering groceries {#groceries}

You can order the ingredients of a recipe through an embedded ordering widget from a grocery-ordering partner, at the supermarket of your choice: Albert Heijn, Jumbo, Plus or Coop. The purchase agreement is between you and the supermarket. Prices, availability, payment, delivery and returns are the supermarket’s responsibility and its own terms apply. Zesty is not a party to that purchase.

## 7. Sponsored content and affiliate links {#sponsored}

Some recipes show featured products or contain affiliate links. We mark them clearly, as creators do. A creator or Zesty may receive a fee when you click or buy through such a link; it never costs you extra.

## 8. Cooking safely {#cooking}

Recipes are written by creators for inspiration. Always check ingredients and allergens yourself, especially if you have an allergy or dietary requirement, and handle food and kitchen equipment with care. Cooking times and nutrition information are indicative.

## 9. Liability {#liability}

We do our best to keep Zesty available and correct, but we cannot promise that it is always free of errors or interruptions. To the extent the law allows, Zesty is not liable for indirect damage or for content published by creators. Nothing in these terms limits the rights you have as a consumer under mandatory law.

## 10. Changes, law and contact {#changes}

We may change these terms when our service or the law changes. If a change matters to you, we tell you by e-mail before it takes effect. If you do not agree, you can delete your account at any time.

Dutch law applies to these terms. Disputes go to the competent court in the Netherlands, unless mandatory consumer law gives you the right to go to the court where you live.

Questions about these terms: [privacy@zesty.example](mailto:privacy@zesty.example).
$md$, 'Imported from the codebase', '2025-07-30T00:00:00Z');
--> statement-breakpoint
INSERT INTO "content_documents" ("page", "locale", "draft", "published", "published_at", "updated_at") VALUES ('terms-of-use', 'en', 1, 1, '2025-07-30T00:00:00Z', '2025-07-30T00:00:00Z');
--> statement-breakpoint
INSERT INTO "content_versions" ("page", "locale", "number", "markdown", "summary", "created_at") VALUES ('terms-of-use', 'nl', 1, $md$---
title: Gebruiksvoorwaarden
whiteLabelTitle: Gebruiksvoorwaarden – {creator} op Zesty
summary: "De regels voor het gebruik van Zesty als thuiskok of foodcreator: accounts, recepten, boodschappen bestellen en onze verantwoordelijkheden."
lastUpdated: 2025-07-30
---

Deze voorwaarden gelden voor iedereen die Zesty gebruikt, op de hoofdsite of op de white-label site van een creator. Door een account aan te maken of Zesty te gebruiken, ga je ermee akkoord. Lees ze samen met ons [privacybeleid](/legal/privacy-policy) en [cookiebeleid](/legal/cookie-policy).

## 1. Wat Zesty is {#service}

Zesty is een receptenplatform. Thuiskoks bekijken, zoeken en bewaren recepten van foodcreators en kunnen de ingrediënten bij een supermarkt bestellen. Foodcreators publiceren recepten en collecties en krijgen een eigen white-label site op een subdomein van Zesty.

## 2. Voor altijd gratis {#free}

**Zesty is voor altijd gratis.** Er is geen abonnement, een account kost niets en recepten publiceren ook niet, voor thuiskoks en creators. Boodschappen die je via de bestelwidget bestelt, verkoopt en rekent de supermarkt af, niet Zesty.

## 3. Je account {#accounts}

- **Minimumleeftijd:** je moet minimaal 16 jaar oud zijn om een account aan te maken.
- **Eén account per persoon:** een account is persoonlijk. Deel het niet met anderen en maak er niet meer dan één aan.
- Je logt in met een eenmalige code die we naar je e-mailadres sturen, of met Google of Facebook. Houd de toegang tot je e-mail goed beveiligd: wie je e-mail kan lezen, kan ook inloggen op je Zesty-account.
- Geef ons juiste gegevens en houd ze actueel.
- Ben je 2 jaar niet ingelogd, dan sturen we je een herinnering; log je daarna nog steeds niet in, dan verwijderen we het account 6 maanden na die herinnering.
- Je kunt ons altijd vragen je account te verwijderen. We bewaren de gegevens dan nog 30 dagen en wissen ze daarna, zoals beschreven in het privacybeleid.

## 4. Recepten blijven van de creator {#creators}

**Recepten blijven van de creator.** Creators houden alle rechten op de recepten, foto’s, teksten en collecties die ze op Zesty publiceren. Wij claimen daar geen eigendom op.

Om je content te kunnen tonen, geef je Zesty een niet-exclusieve, kosteloze toestemming om die te hosten, weer te geven en op te maken op de hoofdsite van Zesty en op je white-label site, en om korte voorbeelden (zoals een titel en foto) te tonen in zoekresultaten, overzichten en gedeelde links. Die toestemming eindigt zodra je de content of je account verwijdert, afgezien van kopieën die nog kort in een cache staan.

Als creator beloof je dat:

- je het recht hebt om te publiceren wat je uploadt, ook de foto’s;
- je betaalde samenwerkingen, gesponsorde producten en affiliate links duidelijk vermeldt;
- ingrediënten en bereidingsstappen naar beste weten kloppen.

## 5. Recepten en de site gebruiken {#use}

Je mag de recepten op Zesty gebruiken om zelf te koken, niet commercieel, en links ernaar delen. Je mag niet:

- recepten, foto’s of collecties op grote schaal kopiëren, scrapen of opnieuw publiceren, of ze commercieel gebruiken zonder toestemming van de creator;
- proberen toegang te krijgen tot accounts, gegevens of systemen die niet van jou zijn, of Zesty verstoren;
- content publiceren die onrechtmatig, misleidend of haatdragend is of inbreuk maakt op rechten van anderen.

We mogen content verwijderen die deze regels overtreedt en, waar redelijk na een waarschuwing, de betrokken accounts blokkeren of opheffen.

## 6. Boodschappen bestellen {#groceries}

Je kunt de ingrediënten van een recept bestellen via een ingebouwde bestelwidget van een bestelpartner, bij de supermarkt van je keuze: Albert Heijn, Jumbo, Plus of Coop. De koopovereenkomst sluit je met de supermarkt. Prijzen, beschikbaarheid, betaling, bezorging en retouren vallen onder de verantwoordelijkheid van de supermarkt, en haar eigen voorwaarden gelden. Zesty is geen partij bij die aankoop.

## 7. Gesponsorde content en affiliate links {#sponsored}

Sommige recepten tonen uitgelichte producten of bevatten affiliate links. Die markeren we duidelijk, net als creators. Een creator of Zesty kan een vergoeding krijgen als je via zo’n link klikt of iets koopt; dat kost jou nooit extra.

## 8. Veilig koken {#cooking}

Recepten zijn door creators geschreven als inspiratie. Controleer ingrediënten en allergenen altijd zelf, zeker als je een allergie of dieetwens hebt, en ga voorzichtig om met voedsel en keukengerei. Bereidingstijden en voedingswaarden zijn indicatief.

## 9. Aansprakelijkheid {#liability}

We doen ons best om Zesty beschikbaar en correct te houden, maar kunnen niet beloven dat het altijd foutloos of zonder onderbreking werkt. Voor zover de wet dat toestaat, is Zesty niet aansprakelijk voor indirecte schade of voor content die creators publiceren. Niets in deze voorwaarden beperkt de rechten die je als consument volgens dwingend recht hebt.

## 10. Wijzigingen, toepasselijk recht en contact {#changes}

We kunnen deze voorwaarden aanpassen als onze dienst of de wet verandert. Is een wijziging belangrijk voor je, dan laten we je dat per e-mail weten voordat ze ingaat. Ben je het er niet mee eens, dan kun je je account altijd verwijderen.

Op deze voorwaarden is Nederlands recht van toepassing. Geschillen worden voorgelegd aan de bevoegde rechter in Nederland, tenzij dwingend consumentenrecht je het recht geeft naar de rechter in je eigen woonplaats te gaan.

Vragen over deze voorwaarden: [privacy@zesty.example](mailto:privacy@zesty.example).
$md$, 'Imported from the codebase', '2025-07-30T00:00:00Z');
--> statement-breakpoint
INSERT INTO "content_documents" ("page", "locale", "draft", "published", "published_at", "updated_at") VALUES ('terms-of-use', 'nl', 1, 1, '2025-07-30T00:00:00Z', '2025-07-30T00:00:00Z');
--> statement-breakpoint
INSERT INTO "content_versions" ("page", "locale", "number", "markdown", "summary", "created_at") VALUES ('cookie-policy', 'en', 1, $md$---
title: Cookie Policy
whiteLabelTitle: Cookie Policy – {creator} on Zesty
summary: Zesty uses only functional cookies. Here you find each cookie, what it does and how long it lasts.
lastUpdated: 2025-07-30
---

A cookie is a small text file that a website stores in your browser. This policy lists every cookie Zesty uses, on the main site and on creators’ white-label sites.

## 1. Only functional cookies {#functional-only}

**Zesty uses only functional cookies.** They remember your language, your bookmarks and your sign-in, and the site does not work properly without them. We use no advertising cookies, no tracking cookies and no cookies from social networks. Because functional cookies are exempt from the consent requirement in the Dutch Telecommunications Act, we do not show a cookie banner.

We keep anonymous usage statistics only, and we collect them without cookies: nothing is stored in your browser for them and they cannot be traced back to you.

## 2. The cookies we use {#list}

Table: Cookies set by Zesty, with their purpose and lifetime

| Cookie | Purpose | Lifetime |
| --- | --- | --- |
| `locale` | Remembers your language (English or Dutch). | 30 days |
| `bookmarks` | Remembers the recipes you bookmarked, also when you are not signed in. | 30 days |
| `orders` | Remembers the recipes you marked as ordered. | 30 days |
| `preferredStore` | Remembers your preferred supermarket (Albert Heijn, Jumbo, Plus or Coop) for ordering groceries. | 30 days |
| `site_access` | Remembers that you entered the password of a password-protected site. Only set when such protection is switched on. | 7 days |
| `zesty_at` | Keeps you signed in: it tells our server who you are. Scripts in your browser cannot read it. | Until the token expires (short-lived), at most 120 days |
| `zesty_rt` | Renews your sign-in when the access token has expired, so you do not need a new code every visit. Scripts in your browser cannot read it. | Until the token expires, at most 120 days |
| `user` | Your name, username and profile picture, so the site can show that you are signed in. | 120 days |

All of these are first-party cookies: they are set by Zesty and sent only to Zesty. When you sign out, we delete the sign-in cookies straight away.

## 3. The grocery-ordering widget {#widget}

When you order groceries, the ordering widget is loaded from our grocery-ordering partner and the order is completed with the supermarket you choose. What they store to complete your order is covered by their own cookie and privacy policies.

## 4. Deleting cookies {#manage}

You can see and delete cookies in your browser settings at any time. If you delete or block Zesty’s cookies, you will be signed out, your language choice, bookmarks and preferred supermarket on that device are forgotten, and parts of the site may no longer work.

- Bookmarks you saved while signed in are kept as favourites in your account.
- Bookmarks you saved without an account exist only in the cookie.

## 5. Changes and contact {#contact}

If we ever want to use cookies that are not functional, we will update this policy first and ask for your consent where the law requires it. How we handle personal data is explained in our [Privacy Policy](/legal/privacy-policy). Questions: [privacy@zesty.example](mailto:privacy@zesty.example).
$md$, 'Imported from the codebase', '2025-07-30T00:00:00Z');
--> statement-breakpoint
INSERT INTO "content_documents" ("page", "locale", "draft", "published", "published_at", "updated_at") VALUES ('cookie-policy', 'en', 1, 1, '2025-07-30T00:00:00Z', '2025-07-30T00:00:00Z');
--> statement-breakpoint
INSERT INTO "content_versions" ("page", "locale", "number", "markdown", "summary", "created_at") VALUES ('cookie-policy', 'nl', 1, $md$---
title: Cookiebeleid
whiteLabelTitle: Cookiebeleid – {creator} op Zesty
summary: Zesty gebruikt alleen functionele cookies. Hier vind je elke cookie, wat die doet en hoe lang die blijft staan.
lastUpdated: 2025-07-30
---

Een cookie is een klein tekstbestand dat een website in je browser opslaat. In dit beleid staan alle cookies die Zesty gebruikt, op de hoofdsite en op de white-label sites van creators.

## 1. Alleen functionele cookies {#functional-only}

**Zesty gebruikt alleen functionele cookies.** Ze onthouden je taal, je bewaarde recepten en dat je bent ingelogd, en zonder die cookies werkt de site niet goed. We gebruiken geen advertentiecookies, geen trackingcookies en geen cookies van sociale netwerken. Omdat functionele cookies volgens de Telecommunicatiewet geen toestemming vereisen, tonen we geen cookiebanner.

We houden alleen anonieme gebruiksstatistieken bij, en dat doen we zonder cookies: daarvoor wordt niets in je browser opgeslagen en ze zijn niet naar jou te herleiden.

## 2. De cookies die we gebruiken {#list}

Table: Cookies van Zesty, met hun doel en bewaartermijn

| Cookie | Doel | Bewaartermijn |
| --- | --- | --- |
| `locale` | Onthoudt je taal (Engels of Nederlands). | 30 dagen |
| `bookmarks` | Onthoudt de recepten die je hebt bewaard, ook als je niet bent ingelogd. | 30 dagen |
| `orders` | Onthoudt de recepten die je als besteld hebt gemarkeerd. | 30 dagen |
| `preferredStore` | Onthoudt je voorkeurssupermarkt (Albert Heijn, Jumbo, Plus of Coop) voor het bestellen van boodschappen. | 30 dagen |
| `site_access` | Onthoudt dat je het wachtwoord van een beveiligde site hebt ingevoerd. Wordt alleen gezet als die beveiliging aanstaat. | 7 dagen |
| `zesty_at` | Houdt je ingelogd: hiermee weet onze server wie je bent. Scripts in je browser kunnen deze cookie niet lezen. | Tot het token verloopt (kort geldig), maximaal 120 dagen |
| `zesty_rt` | Vernieuwt je inlog als het toegangstoken is verlopen, zodat je niet bij elk bezoek een nieuwe code nodig hebt. Scripts in je browser kunnen deze cookie niet lezen. | Tot het token verloopt, maximaal 120 dagen |
| `user` | Je naam, gebruikersnaam en profielfoto, zodat de site kan laten zien dat je bent ingelogd. | 120 dagen |

Dit zijn allemaal first-party cookies: Zesty plaatst ze en ze worden alleen naar Zesty gestuurd. Log je uit, dan verwijderen we de inlogcookies meteen.

## 3. De bestelwidget voor boodschappen {#widget}

Bestel je boodschappen, dan wordt de bestelwidget geladen van onze bestelpartner en rond je de bestelling af bij de supermarkt die je kiest. Wat zij opslaan om je bestelling af te ronden, valt onder hun eigen cookie- en privacybeleid.

## 4. Cookies verwijderen {#manage}

In de instellingen van je browser kun je cookies altijd bekijken en verwijderen. Verwijder of blokkeer je de cookies van Zesty, dan word je uitgelogd, vergeet de site op dat apparaat je taal, bewaarde recepten en voorkeurssupermarkt, en werken delen van de site mogelijk niet meer.

- Recepten die je hebt bewaard terwijl je was ingelogd, blijven als favorieten in je account staan.
- Recepten die je zonder account hebt bewaard, staan alleen in de cookie.

## 5. Wijzigingen en contact {#contact}

Willen we ooit cookies gebruiken die niet functioneel zijn, dan passen we eerst dit beleid aan en vragen we je toestemming waar de wet dat vereist. Hoe we met persoonsgegevens omgaan, lees je in ons [privacybeleid](/legal/privacy-policy). Vragen: [privacy@zesty.example](mailto:privacy@zesty.example).
$md$, 'Imported from the codebase', '2025-07-30T00:00:00Z');
--> statement-breakpoint
INSERT INTO "content_documents" ("page", "locale", "draft", "published", "published_at", "updated_at") VALUES ('cookie-policy', 'nl', 1, 1, '2025-07-30T00:00:00Z', '2025-07-30T00:00:00Z');
--> statement-breakpoint
INSERT INTO "content_versions" ("page", "locale", "number", "markdown", "summary", "created_at") VALUES ('how-it-works', 'en', 1, $md$---
title: How it works
summary: "How Zesty works: discover recipes, save your favourites and order the ingredients."
lastUpdated: 2025-07-30
---

Zesty brings recipes from the food creators you love together in one place, and gets the ingredients to your kitchen. Here is how it works for home cooks and for creators.

## For home cooks {#home-cooks}

Find something you feel like cooking, keep it, and have the groceries delivered.

### Discover recipes

Browse trending recipes, search by dish or ingredient, and filter by type (breakfast, dinner, vegan, seafood and more) or by category, such as One Pot, Under 30min or Under €2 p/p. Explore [creators](/creators) and their collections to find a cooking style that suits you.

### Bookmark your favourites

Tap the heart on a recipe to save it. Without an account your bookmarks are kept in this browser; once you sign in, they are added to your favourites so you have them on every device.

### Cook with ease

Tick off the ingredients you already have, share the list of what you still need, and switch on cook mode to keep your screen awake while you follow the steps.

### Order the groceries

Order all the ingredients of a recipe in one go through the grocery widget, at Albert Heijn, Jumbo, Plus or Coop. Choose your preferred supermarket once and we remember it. You pay the supermarket and arrange delivery or pick-up with them; recipes you ordered are listed under Orders.

## For food creators {#creators}

Share your recipes with more home cooks and get a recipe site of your own, without building one.

### Create your account

Sign up with your e-mail address, or with Google or Facebook, and choose Become a creator to set up your food creator profile.

### Publish recipes and collections

Add your recipes with photos, ingredients, preparation steps and tags, and group them into collections such as “Weeknight dinners” or “Christmas baking”. They appear on Zesty for everyone searching for something to cook.

### Get your own white-label site

Every creator gets a site on their own subdomain, such as yourname.zesty.example, in your colours and with your logo and favicon. It shows only your recipes and collections, and your followers can order the ingredients straight from there.

### Grow your audience

Your profile links to your socials and can promote your cooking class or cookbook. Your recipes remain your own: you keep every right in them.

## Free forever {#free}

**Zesty is free forever,** for home cooks and creators alike: no subscription, no fees for publishing. You only pay the supermarket for the groceries you order.

## How accounts work {#accounts}

There is no password to remember. Enter your e-mail address and we send you a six-digit code to sign in, or continue with Google or Facebook. You need to be at least 16 and each person can have one account. [Create your account](/account/signup) or read the [privacy policy](/legal/privacy-policy) to see what we do with your data.
$md$, 'Imported from the codebase', '2025-07-30T00:00:00Z');
--> statement-breakpoint
INSERT INTO "content_documents" ("page", "locale", "draft", "published", "published_at", "updated_at") VALUES ('how-it-works', 'en', 1, 1, '2025-07-30T00:00:00Z', '2025-07-30T00:00:00Z');
--> statement-breakpoint
INSERT INTO "content_versions" ("page", "locale", "number", "markdown", "summary", "created_at") VALUES ('how-it-works', 'nl', 1, $md$---
title: Hoe het werkt
summary: "Zo werkt Zesty: ontdek recepten, bewaar je favorieten en bestel de ingrediënten."
lastUpdated: 2025-07-30
---

Zesty brengt recepten van je favoriete foodcreators samen op één plek en zorgt dat de ingrediënten in je keuken komen. Zo werkt het voor thuiskoks en voor creators.

## Voor thuiskoks {#home-cooks}

Vind iets waar je zin in hebt, bewaar het en laat de boodschappen bezorgen.

### Ontdek recepten

Bekijk populaire recepten, zoek op gerecht of ingrediënt en filter op soort (ontbijt, diner, vegan, vis en meer) of op categorie, zoals One Pot, Onder 30 min of Onder €2 p.p. Ontdek [creators](/creators) en hun collecties en vind een kookstijl die bij je past.

### Bewaar je favorieten

Tik op het hartje bij een recept om het te bewaren. Zonder account blijven je bewaarde recepten in deze browser staan; log je in, dan komen ze bij je favorieten en heb je ze op elk apparaat.

### Kook zonder gedoe

Vink de ingrediënten af die je al in huis hebt, deel het lijstje met wat je nog nodig hebt en zet de kookmodus aan, zodat je scherm aan blijft terwijl je de stappen volgt.

### Bestel de boodschappen

Bestel alle ingrediënten van een recept in één keer via de boodschappenwidget, bij Albert Heijn, Jumbo, Plus of Coop. Kies één keer je voorkeurssupermarkt en wij onthouden die. Je betaalt de supermarkt en regelt bezorgen of ophalen met hen; recepten die je hebt besteld, vind je terug onder Bestellingen.

## Voor foodcreators {#creators}

Deel je recepten met meer thuiskoks en krijg je eigen receptensite, zonder er zelf een te bouwen.

### Maak je account aan

Meld je aan met je e-mailadres, of met Google of Facebook, en kies Word creator om je foodcreatorprofiel in te richten.

### Publiceer recepten en collecties

Voeg je recepten toe met foto’s, ingrediënten, bereidingsstappen en tags, en bundel ze in collecties zoals ‘Doordeweekse diners’ of ‘Kerstbakken’. Ze verschijnen op Zesty voor iedereen die zoekt naar iets om te koken.

### Krijg je eigen white-label site

Elke creator krijgt een site op een eigen subdomein, zoals jouwnaam.zesty.example, in jouw kleuren en met je eigen logo en favicon. Daar staan alleen jouw recepten en collecties, en je volgers kunnen er direct de ingrediënten bestellen.

### Laat je publiek groeien

Je profiel linkt naar je socials en kan je kookworkshop of kookboek onder de aandacht brengen. Je recepten blijven van jou: je houdt alle rechten erop.

## Voor altijd gratis {#free}

**Zesty is voor altijd gratis,** voor thuiskoks en creators: geen abonnement, geen kosten om te publiceren. Je betaalt alleen de supermarkt voor de boodschappen die je bestelt.

## Zo werkt je account {#accounts}

Je hoeft geen wachtwoord te onthouden. Vul je e-mailadres in en we sturen je een code van zes cijfers om in te loggen, of ga verder met Google of Facebook. Je moet minimaal 16 jaar zijn en iedereen mag één account hebben. [Maak je account aan](/account/signup) of lees in het [privacybeleid](/legal/privacy-policy) wat we met je gegevens doen.
$md$, 'Imported from the codebase', '2025-07-30T00:00:00Z');
--> statement-breakpoint
INSERT INTO "content_documents" ("page", "locale", "draft", "published", "published_at", "updated_at") VALUES ('how-it-works', 'nl', 1, 1, '2025-07-30T00:00:00Z', '2025-07-30T00:00:00Z');
--> statement-breakpoint
INSERT INTO "content_versions" ("page", "locale", "number", "markdown", "summary", "created_at") VALUES ('faqs', 'en', 1, $md$---
title: Frequently asked questions
metaTitle: FAQs
summary: Answers to frequently asked questions about Zesty.
lastUpdated: 2025-07-30
---

Quick answers about recipes, grocery ordering, accounts and creating on Zesty. New here? Start with [how it works](/how-it-works).

## About Zesty {#general}

### What is Zesty? {#what-is-zesty}

Zesty is a recipe marketplace. Home cooks discover, bookmark and shop recipes from food creators; creators publish their recipes and collections and get a white-label site of their own.

### Does Zesty cost anything? {#cost}

No. Zesty is free forever, for home cooks and for creators. When you order groceries, you pay the supermarket for the groceries, not Zesty.

### Which languages is Zesty available in? {#languages}

English and Dutch. Switch language in the menu; Zesty remembers your choice on this device.

## Recipes and bookmarks {#recipes}

### How do I find a recipe? {#find-recipes}

Type at least three letters in the search bar to search recipes and creators, or open [recipes](/recipes) and filter by type and category, such as Vegan, One Pot or Under 30min.

### Do I need an account to save recipes? {#bookmark-without-account}

No. Tap the heart and the recipe is saved in this browser. With an account your bookmarks become favourites that you can find on any device, and bookmarks you made before signing in are added to them.

### What is cook mode? {#cook-mode}

Cook mode keeps your screen from dimming and shows every preparation step, so you can cook without touching your phone with floury hands. Switch it off again when you are done.

## Ordering groceries {#groceries}

### How does ordering groceries work? {#how-ordering-works}

On a recipe, open the grocery widget: it fills a basket with the ingredients at your supermarket. You check the basket, then pay and choose delivery or pick-up at the supermarket itself.

### Which supermarkets can I order from? {#supermarkets}

Albert Heijn, Jumbo, Plus and Coop. Choose your preferred supermarket once, under My Supermarket in your account, and you can change it at any time.

### Something is wrong with my order. Who do I contact? {#order-problems}

The supermarket you ordered from: they handle payment, delivery and returns. Zesty passes the ingredients on but does not sell groceries itself.

## Your account {#account}

### How do I sign up or sign in? {#sign-in}

With your e-mail address: we send you a six-digit code to enter, so there is no password to remember. You can also continue with Google or Facebook. [Create an account](/account/signup) or [sign in](/account/signin).

### I did not receive a code. What now? {#no-code}

Check your spam folder and that the e-mail address is spelled correctly. After 60 seconds you can ask for a new code on the verification screen.

### Who can create an account? {#age-and-accounts}

Anyone aged 16 or over. An account is personal: one account per person.

### What happens if I stop using my account? {#inactive}

If you have not signed in for 2 years, we send you a reminder. If you still do not sign in, we delete the account 6 months after that reminder.

### How do I delete my account or get a copy of my data? {#delete}

E-mail [privacy@zesty.example](mailto:privacy@zesty.example). We answer within 30 days. After deletion we keep your data for 30 days and then erase it. More in our [privacy policy](/legal/privacy-policy).

## For food creators {#creators}

### How do I become a creator on Zesty? {#become-creator}

Create an account and choose Become a creator in the menu. Once your food creator profile is set up, you can publish recipes and collections.

### What is a white-label site? {#white-label}

Your own recipe site on your own subdomain, in your colours and with your logo and favicon. It shows only your recipes and collections, with a small credit to Zesty in the footer, and visitors can order ingredients from it just like on Zesty.

### Who owns the recipes I publish? {#ownership}

You do. Recipes remain the creator’s own; you only give Zesty permission to show them for as long as they are published. See the [terms of use](/legal/terms-of-use).

## Privacy and cookies {#privacy}

### Which cookies does Zesty use? {#cookies}

Only functional cookies, for example to remember your language, bookmarks and sign-in. The [cookie policy](/legal/cookie-policy) lists every one of them.

### Does Zesty track me? {#tracking}

No. We keep anonymous usage statistics only, without cookies and without building a profile of you, and we do not show personalised advertising.
$md$, 'Imported from the codebase', '2025-07-30T00:00:00Z');
--> statement-breakpoint
INSERT INTO "content_documents" ("page", "locale", "draft", "published", "published_at", "updated_at") VALUES ('faqs', 'en', 1, 1, '2025-07-30T00:00:00Z', '2025-07-30T00:00:00Z');
--> statement-breakpoint
INSERT INTO "content_versions" ("page", "locale", "number", "markdown", "summary", "created_at") VALUES ('faqs', 'nl', 1, $md$---
title: Veelgestelde vragen
summary: Antwoorden op veelgestelde vragen over Zesty.
lastUpdated: 2025-07-30
---

Snelle antwoorden over recepten, boodschappen bestellen, je account en creëren op Zesty. Nieuw hier? Begin bij [hoe het werkt](/how-it-works).

## Over Zesty {#general}

### Wat is Zesty? {#what-is-zesty}

Zesty is een receptenplatform. Thuiskoks ontdekken, bewaren en bestellen recepten van foodcreators; creators publiceren hun recepten en collecties en krijgen een eigen white-label site.

### Kost Zesty iets? {#cost}

Nee. Zesty is voor altijd gratis, voor thuiskoks en voor creators. Bestel je boodschappen, dan betaal je die aan de supermarkt, niet aan Zesty.

### In welke talen is Zesty beschikbaar? {#languages}

In het Nederlands en het Engels. Je wisselt van taal in het menu; Zesty onthoudt je keuze op dit apparaat.

## Recepten en bewaren {#recipes}

### Hoe vind ik een recept? {#find-recipes}

Typ minstens drie letters in de zoekbalk om recepten en creators te zoeken, of open [recepten](/recipes) en filter op soort en categorie, zoals Vegan, One Pot of Onder 30 min.

### Heb ik een account nodig om recepten te bewaren? {#bookmark-without-account}

Nee. Tik op het hartje en het recept wordt in deze browser bewaard. Met een account worden je bewaarde recepten favorieten die je op elk apparaat terugvindt, en wat je vóór het inloggen bewaarde, komt daar automatisch bij.

### Wat is de kookmodus? {#cook-mode}

De kookmodus houdt je scherm aan en toont alle bereidingsstappen, zodat je kunt koken zonder je telefoon met bloemhanden aan te raken. Zet hem weer uit als je klaar bent.

## Boodschappen bestellen {#groceries}

### Hoe werkt boodschappen bestellen? {#how-ordering-works}

Open bij een recept de boodschappenwidget: die zet de ingrediënten in een mandje bij jouw supermarkt. Je controleert het mandje en betaalt en kiest bezorgen of ophalen bij de supermarkt zelf.

### Bij welke supermarkten kan ik bestellen? {#supermarkets}

Bij Albert Heijn, Jumbo, Plus en Coop. Kies één keer je voorkeurssupermarkt onder Mijn supermarkt in je account; je kunt die altijd wijzigen.

### Er is iets mis met mijn bestelling. Bij wie moet ik zijn? {#order-problems}

Bij de supermarkt waar je hebt besteld: die regelt betaling, bezorging en retouren. Zesty geeft de ingrediënten door, maar verkoopt zelf geen boodschappen.

## Je account {#account}

### Hoe meld ik me aan of log ik in? {#sign-in}

Met je e-mailadres: we sturen je een code van zes cijfers die je invult, dus je hoeft geen wachtwoord te onthouden. Je kunt ook verdergaan met Google of Facebook. [Maak een account aan](/account/signup) of [log in](/account/signin).

### Ik heb geen code ontvangen. Wat nu? {#no-code}

Kijk in je spammap en controleer of je e-mailadres goed is gespeld. Na 60 seconden kun je op het verificatiescherm een nieuwe code aanvragen.

### Wie kan een account aanmaken? {#age-and-accounts}

Iedereen van 16 jaar of ouder. Een account is persoonlijk: één account per persoon.

### Wat gebeurt er als ik mijn account niet meer gebruik? {#inactive}

Ben je 2 jaar niet ingelogd, dan sturen we je een herinnering. Log je daarna nog steeds niet in, dan verwijderen we het account 6 maanden na die herinnering.

### Hoe verwijder ik mijn account of krijg ik een kopie van mijn gegevens? {#delete}

Mail naar [privacy@zesty.example](mailto:privacy@zesty.example). We antwoorden binnen 30 dagen. Na verwijdering bewaren we je gegevens nog 30 dagen en daarna wissen we ze. Meer in ons [privacybeleid](/legal/privacy-policy).

## Voor foodcreators {#creators}

### Hoe word ik creator op Zesty? {#become-creator}

Maak een account aan en kies Word creator in het menu. Zodra je foodcreatorprofiel klaar is, kun je recepten en collecties publiceren.

### Wat is een white-label site? {#white-label}

Je eigen receptensite op je eigen subdomein, in jouw kleuren en met je eigen logo en favicon. Er staan alleen jouw recepten en collecties op, met een kleine vermelding van Zesty onderaan, en bezoekers kunnen er net als op Zesty ingrediënten bestellen.

### Van wie zijn de recepten die ik publiceer? {#ownership}

Van jou. Recepten blijven van de creator; je geeft Zesty alleen toestemming om ze te tonen zolang ze gepubliceerd zijn. Zie de [gebruiksvoorwaarden](/legal/terms-of-use).

## Privacy en cookies {#privacy}

### Welke cookies gebruikt Zesty? {#cookies}

Alleen functionele cookies, bijvoorbeeld om je taal, bewaarde recepten en inlog te onthouden. In het [cookiebeleid](/legal/cookie-policy) staan ze allemaal.

### Volgt Zesty mij? {#tracking}

Nee. We houden alleen anonieme gebruiksstatistieken bij, zonder cookies en zonder een profiel van je te maken, en we tonen geen gepersonaliseerde advertenties.
$md$, 'Imported from the codebase', '2025-07-30T00:00:00Z');
--> statement-breakpoint
INSERT INTO "content_documents" ("page", "locale", "draft", "published", "published_at", "updated_at") VALUES ('faqs', 'nl', 1, 1, '2025-07-30T00:00:00Z', '2025-07-30T00:00:00Z');
