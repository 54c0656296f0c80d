-- docs/decisions.md D23, S32: a skill taught by several career paths has one identity
-- (src/server/catalog/skills.ts). Progress and XP recorded under the path skill ids move to it
-- without loss: one progress row per user and skill with the most advanced state (completed over in
-- progress over not started), the earliest completion time and every note; the earliest completion
-- award becomes the skill's award (so completing it on another path pays nothing), and XP a second
-- path paid for the same skill stays in the ledger under "skill-merged:{old id}", outside the
-- "skill-complete:" count, so the XP total is unchanged and no skill is counted twice.
CREATE TEMPORARY TABLE "skill_identity_map" ("old_id" text PRIMARY KEY, "identity" text NOT NULL);
--> statement-breakpoint
INSERT INTO "skill_identity_map" ("old_id", "identity") VALUES
  ('data-analyst.sql', 'skill.sql'),
  ('data-scientist.sql', 'skill.sql'),
  ('product.sql', 'skill.sql'),
  ('qa.sql-validation', 'skill.sql'),
  ('backend.postgresql', 'skill.sql'),
  ('data-scientist.python', 'skill.python'),
  ('data-analyst.python', 'skill.python'),
  ('devops.python', 'skill.python'),
  ('security.python', 'skill.python'),
  ('devops.docker', 'skill.docker'),
  ('backend.docker', 'skill.docker'),
  ('ml-engineer.docker', 'skill.docker'),
  ('frontend.typescript', 'skill.typescript'),
  ('fullstack.typescript', 'skill.typescript'),
  ('qa.typescript-automation', 'skill.typescript'),
  ('devops.github-actions', 'skill.github-actions'),
  ('fullstack.ci', 'skill.github-actions'),
  ('qa.ci-github-actions', 'skill.github-actions'),
  ('qa.playwright', 'skill.playwright'),
  ('fullstack.e2e-testing', 'skill.playwright'),
  ('backend.linux', 'skill.linux'),
  ('devops.linux', 'skill.linux'),
  ('security.linux-cli', 'skill.linux'),
  ('devops.networking', 'skill.networking'),
  ('security.network-protocols', 'skill.networking'),
  ('data-analyst.ab-testing', 'skill.ab-testing'),
  ('product.experimentation', 'skill.ab-testing');
--> statement-breakpoint
-- a row already under an identity (none before this migration) joins its group as well
INSERT INTO "skill_identity_map" ("old_id", "identity")
SELECT DISTINCT "identity", "identity" FROM "skill_identity_map" ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE TEMPORARY TABLE "merged_skill_progress" AS
SELECT
  p."user_id",
  m."identity" AS "item_id",
  bool_or(p."completed") AS "completed",
  bool_or(p."active") AND NOT bool_or(p."completed") AS "active",
  coalesce(
    string_agg(DISTINCT nullif(p."note", ''), E'\n\n'),
    ''
  ) AS "note",
  CASE
    WHEN bool_or(p."completed") THEN min(p."updated_at") FILTER (WHERE p."completed")
    ELSE max(p."updated_at")
  END AS "updated_at"
FROM "item_progress" p
JOIN "skill_identity_map" m ON m."old_id" = p."item_id"
WHERE p."kind" = 'skill'
GROUP BY p."user_id", m."identity";
--> statement-breakpoint
DELETE FROM "item_progress" p
USING "skill_identity_map" m
WHERE p."kind" = 'skill' AND p."item_id" = m."old_id";
--> statement-breakpoint
INSERT INTO "item_progress" ("user_id", "kind", "item_id", "active", "completed", "note", "updated_at")
SELECT "user_id", 'skill', "item_id", "active", "completed", "note", "updated_at" FROM "merged_skill_progress";
--> statement-breakpoint
-- the earliest completion award of each user and skill is the skill's; later ones are set aside
CREATE TEMPORARY TABLE "ranked_skill_awards" AS
SELECT
  l."id",
  m."identity",
  row_number() OVER (
    PARTITION BY l."user_id", m."identity"
    ORDER BY (l."award_key" = 'skill-complete:' || m."identity") DESC, l."created_at", l."id"
  ) AS "rank"
FROM "xp_ledger" l
JOIN "skill_identity_map" m ON l."award_key" = 'skill-complete:' || m."old_id";
--> statement-breakpoint
UPDATE "xp_ledger" l
SET "award_key" = 'skill-merged:' || substr(l."award_key", length('skill-complete:') + 1)
FROM "ranked_skill_awards" r
WHERE l."id" = r."id" AND r."rank" > 1;
--> statement-breakpoint
UPDATE "xp_ledger" l
SET "award_key" = 'skill-complete:' || r."identity"
FROM "ranked_skill_awards" r
WHERE l."id" = r."id" AND r."rank" = 1;
--> statement-breakpoint
DROP TABLE "ranked_skill_awards";
--> statement-breakpoint
DROP TABLE "merged_skill_progress";
--> statement-breakpoint
DROP TABLE "skill_identity_map";
