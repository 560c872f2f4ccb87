-- Issue 28: the cookie policy names the week menu's cookie (`menu`: a visitor's menu, or this
-- browser's copy of a signed-in user's), after the theme cookie that 0018 added. A new published
-- version of each language's policy, made from the published one only where no editor's draft is
-- pending and the text has the theme row (and no menu row yet); otherwise the editors' console
-- has it to do. The date is set whatever the published one says.
INSERT INTO "content_versions" ("page", "locale", "number", "markdown", "summary", "created_at")
SELECT v."page", v."locale", v."number" + 1,
  replace(regexp_replace(v."markdown", $re$lastUpdated: [0-9]{4}-[0-9]{2}-[0-9]{2}$re$, $new$lastUpdated: 2026-11-29$new$), $old$| `theme` | Remembers that you chose a light or dark theme; without it the site follows your device’s setting. Only set when you choose. | 365 days |$old$, $new$| `theme` | Remembers that you chose a light or dark theme; without it the site follows your device’s setting. Only set when you choose. | 365 days |
| `menu` | Your week menu while you are not signed in: the recipes planned for the coming days and their servings. Signed in, it is this browser’s copy of the menu in your account. | 30 days |$new$),
  $s$The week menu’s cookie$s$, now()
FROM "content_documents" d
JOIN "content_versions" v ON v."page" = d."page" AND v."locale" = d."locale" AND v."number" = d."published"
WHERE d."page" = 'cookie-policy' AND d."locale" = 'en' AND d."draft" = d."published"
  AND position($old$| `theme` | Remembers that you chose a light or dark theme; without it the site follows your device’s setting. Only set when you choose. | 365 days |$old$ in v."markdown") > 0
  AND position($old$| `menu` |$old$ in v."markdown") = 0
  AND v."number" = (SELECT max("number") FROM "content_versions" WHERE "page" = 'cookie-policy' AND "locale" = 'en');
--> statement-breakpoint
UPDATE "content_documents" SET "draft" = "draft" + 1, "published" = "published" + 1, "published_at" = now(), "updated_at" = now()
WHERE "page" = 'cookie-policy' AND "locale" = 'en'
  AND "draft" = "published"
  AND EXISTS (SELECT 1 FROM "content_versions" v WHERE v."page" = 'cookie-policy' AND v."locale" = 'en' AND v."number" = "content_documents"."published" + 1 AND v."summary" = $s$The week menu’s cookie$s$);
--> statement-breakpoint
INSERT INTO "content_versions" ("page", "locale", "number", "markdown", "summary", "created_at")
SELECT v."page", v."locale", v."number" + 1,
  replace(regexp_replace(v."markdown", $re$lastUpdated: [0-9]{4}-[0-9]{2}-[0-9]{2}$re$, $new$lastUpdated: 2026-11-29$new$), $old$| `theme` | Onthoudt dat je een licht of donker thema hebt gekozen; zonder deze cookie volgt de site de instelling van je apparaat. Wordt alleen gezet als je kiest. | 365 dagen |$old$, $new$| `theme` | Onthoudt dat je een licht of donker thema hebt gekozen; zonder deze cookie volgt de site de instelling van je apparaat. Wordt alleen gezet als je kiest. | 365 dagen |
| `menu` | Je weekmenu zolang je niet bent ingelogd: de recepten die je voor de komende dagen hebt gepland en voor hoeveel personen. Ben je ingelogd, dan is het de kopie in deze browser van het weekmenu in je account. | 30 dagen |$new$),
  $s$Cookie voor het weekmenu$s$, now()
FROM "content_documents" d
JOIN "content_versions" v ON v."page" = d."page" AND v."locale" = d."locale" AND v."number" = d."published"
WHERE d."page" = 'cookie-policy' AND d."locale" = 'nl' AND d."draft" = d."published"
  AND position($old$| `theme` | Onthoudt dat je een licht of donker thema hebt gekozen; zonder deze cookie volgt de site de instelling van je apparaat. Wordt alleen gezet als je kiest. | 365 dagen |$old$ in v."markdown") > 0
  AND position($old$| `menu` |$old$ in v."markdown") = 0
  AND v."number" = (SELECT max("number") FROM "content_versions" WHERE "page" = 'cookie-policy' AND "locale" = 'nl');
--> statement-breakpoint
UPDATE "content_documents" SET "draft" = "draft" + 1, "published" = "published" + 1, "published_at" = now(), "updated_at" = now()
WHERE "page" = 'cookie-policy' AND "locale" = 'nl'
  AND "draft" = "published"
  AND EXISTS (SELECT 1 FROM "content_versions" v WHERE v."page" = 'cookie-policy' AND v."locale" = 'nl' AND v."number" = "content_documents"."published" + 1 AND v."summary" = $s$Cookie voor het weekmenu$s$);
