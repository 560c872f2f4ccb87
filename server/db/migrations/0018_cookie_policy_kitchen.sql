-- Issue 28: the cookie policy names the units and theme cookies, and what the kitchen keeps on
-- the device (timers in local storage, offline copies in the service worker’s cache). A new
-- published version of each language's policy, made from the published one only where no
-- editor's draft is pending and the text still has the rows it is built on; otherwise the
-- editors' console has it to do.
INSERT INTO "content_versions" ("page", "locale", "number", "markdown", "summary", "created_at")
SELECT v."page", v."locale", v."number" + 1,
  replace(replace(replace(v."markdown", $old$lastUpdated: 2025-07-30$old$, $new$lastUpdated: 2026-11-28$new$), $old$| `user` | Your name, username and profile picture, so the site can show that you are signed in. | 120 days |$old$, $new$| `user` | Your name, username and profile picture, so the site can show that you are signed in. | 120 days |
| `units` | Remembers whether you read amounts and oven temperatures in metric or US measures (English pages only). Only set when you choose. | 365 days |
| `theme` | Remembers that you chose a light or dark theme; without it the site follows your device’s setting. Only set when you choose. | 365 days |$new$), $old$All of these are first-party cookies: they are set by Zesty and sent only to Zesty. When you sign out, we delete the sign-in cookies straight away.$old$, $new$All of these are first-party cookies: they are set by Zesty and sent only to Zesty. When you sign out, we delete the sign-in cookies straight away.

### Stored on your device {#device}

Two things are kept in your browser’s own storage rather than in cookies. Neither is ever sent to us.

- **Cooking timers** (`zesty.timers`, local storage): the timers you start in a recipe’s steps, so they keep running across a reload or a locked screen. Kept until you stop or dismiss them.
- **Offline copies** (the service worker’s cache): the recipe pages you opened and your favourites, with their pictures, so you can read them and cook from them without a connection. At most 150 pages, each for up to 30 days. Personal pages, such as your account, are never kept.$new$),
  $s$Units and theme cookies; timers and offline copies on the device$s$, now()
FROM "content_documents" d
JOIN "content_versions" v ON v."page" = d."page" AND v."locale" = d."locale" AND v."number" = d."published"
WHERE d."page" = 'cookie-policy' AND d."locale" = 'en' AND d."draft" = d."published"
  AND position($old$| `user` | Your name, username and profile picture, so the site can show that you are signed in. | 120 days |$old$ in v."markdown") > 0
  AND position($old$All of these are first-party cookies: they are set by Zesty and sent only to Zesty. When you sign out, we delete the sign-in cookies straight away.$old$ in v."markdown") > 0
  AND v."number" = (SELECT max("number") FROM "content_versions" WHERE "page" = 'cookie-policy' AND "locale" = 'en');
--> statement-breakpoint
UPDATE "content_documents" SET "draft" = "draft" + 1, "published" = "published" + 1, "published_at" = now(), "updated_at" = now()
WHERE "page" = 'cookie-policy' AND "locale" = 'en'
  AND "draft" = "published"
  AND EXISTS (SELECT 1 FROM "content_versions" v WHERE v."page" = 'cookie-policy' AND v."locale" = 'en' AND v."number" = "content_documents"."published" + 1 AND v."summary" = $s$Units and theme cookies; timers and offline copies on the device$s$);
--> statement-breakpoint
INSERT INTO "content_versions" ("page", "locale", "number", "markdown", "summary", "created_at")
SELECT v."page", v."locale", v."number" + 1,
  replace(replace(replace(v."markdown", $old$lastUpdated: 2025-07-30$old$, $new$lastUpdated: 2026-11-28$new$), $old$| `user` | Je naam, gebruikersnaam en profielfoto, zodat de site kan laten zien dat je bent ingelogd. | 120 dagen |$old$, $new$| `user` | Je naam, gebruikersnaam en profielfoto, zodat de site kan laten zien dat je bent ingelogd. | 120 dagen |
| `units` | Onthoudt of je hoeveelheden en oventemperaturen in metrische of Amerikaanse maten leest (alleen op Engelstalige pagina's). Wordt alleen gezet als je kiest. | 365 dagen |
| `theme` | Onthoudt dat je een licht of donker thema hebt gekozen; zonder deze cookie volgt de site de instelling van je apparaat. Wordt alleen gezet als je kiest. | 365 dagen |$new$), $old$Dit zijn allemaal first-party cookies: Zesty plaatst ze en ze worden alleen naar Zesty gestuurd. Log je uit, dan verwijderen we de inlogcookies meteen.$old$, $new$Dit zijn allemaal first-party cookies: Zesty plaatst ze en ze worden alleen naar Zesty gestuurd. Log je uit, dan verwijderen we de inlogcookies meteen.

### Opgeslagen op je apparaat {#device}

Twee dingen bewaren we in de eigen opslag van je browser in plaats van in cookies. Geen van beide wordt ooit naar ons gestuurd.

- **Kookwekkers** (`zesty.timers`, lokale opslag): de timers die je bij de stappen van een recept start, zodat ze blijven lopen na herladen of een vergrendeld scherm. Bewaard tot je ze stopt of wegklikt.
- **Offline kopieën** (de cache van de service worker): de receptpagina's die je hebt geopend en je favorieten, met hun foto's, zodat je ze zonder verbinding kunt lezen en ermee kunt koken. Hooguit 150 pagina's, elk tot 30 dagen. Persoonlijke pagina's, zoals je account, worden nooit bewaard.$new$),
  $s$Cookies voor maten en thema; timers en offline kopieën op het apparaat$s$, now()
FROM "content_documents" d
JOIN "content_versions" v ON v."page" = d."page" AND v."locale" = d."locale" AND v."number" = d."published"
WHERE d."page" = 'cookie-policy' AND d."locale" = 'nl' AND d."draft" = d."published"
  AND position($old$| `user` | Je naam, gebruikersnaam en profielfoto, zodat de site kan laten zien dat je bent ingelogd. | 120 dagen |$old$ in v."markdown") > 0
  AND position($old$Dit zijn allemaal first-party cookies: Zesty plaatst ze en ze worden alleen naar Zesty gestuurd. Log je uit, dan verwijderen we de inlogcookies meteen.$old$ in v."markdown") > 0
  AND v."number" = (SELECT max("number") FROM "content_versions" WHERE "page" = 'cookie-policy' AND "locale" = 'nl');
--> statement-breakpoint
UPDATE "content_documents" SET "draft" = "draft" + 1, "published" = "published" + 1, "published_at" = now(), "updated_at" = now()
WHERE "page" = 'cookie-policy' AND "locale" = 'nl'
  AND "draft" = "published"
  AND EXISTS (SELECT 1 FROM "content_versions" v WHERE v."page" = 'cookie-policy' AND v."locale" = 'nl' AND v."number" = "content_documents"."published" + 1 AND v."summary" = $s$Cookies voor maten en thema; timers en offline kopieën op het apparaat$s$);
