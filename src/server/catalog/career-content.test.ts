import { describe, expect, it } from 'vitest';
import type { ContentResource, Credential } from '../../shared/career-content.schema.ts';
import { loadOccupationData } from '../occupations/occupation-data.ts';
import { familyOfCode, loadCuratedCareers, loadFamilyPacks, loadPublishers } from './career-content.ts';

const packs = loadFamilyPacks();
const curated = loadCuratedCareers();
const publishers = loadPublishers();
const occupationCodes = new Set(loadOccupationData().data.occupations.map((o) => o.code));
const allowedHosts = new Set(publishers.map((p) => p.host));

/** A link to a site's search results, where the publisher has a page for the thing itself. */
function isSearchPage(link: string): boolean {
  const url = new URL(link);
  return (
    /\/search\b/i.test(url.pathname) ||
    ['q', 'query', 'keyword', 'keywords', 'search', 'term'].some((key) => url.searchParams.has(key))
  );
}

function linkProblems(owner: string, links: string[]): string[] {
  const problems: string[] = [];
  for (const link of links) {
    const host = new URL(link).host;
    if (!allowedHosts.has(host))
      problems.push(`${owner}: ${host} is not on the publisher allow-list (${link})`);
    if (isSearchPage(link)) problems.push(`${owner}: links a search page (${link})`);
  }
  return problems;
}

const linksOf = (items: Array<ContentResource | Credential>) => items.map((item) => item.link);

describe('publisher allow-list', () => {
  it('names each host once, with why it is trusted', () => {
    const hosts = publishers.map((p) => p.host);
    expect(new Set(hosts).size).toBe(hosts.length);
  });
});

describe('family packs', () => {
  it('have unique ids, one per SOC major group', () => {
    const ids = packs.map((p) => p.data.id);
    expect(new Set(ids).size).toBe(ids.length);
    const groups = packs.map((p) => p.data.socMajor);
    expect(new Set(groups).size).toBe(groups.length);
  });

  it('link only pages of allow-listed publishers, never a search page', () => {
    const problems = packs.flatMap(({ file, data }) =>
      [data, ...data.subFamilies].flatMap((pack) =>
        linkProblems(`${file} ${pack.id}`, [...linksOf(pack.resources), ...linksOf(pack.credentials)]),
      ),
    );
    for (const { file, data } of packs)
      for (const skill of data.skills ?? [])
        problems.push(...linkProblems(`${file} ${skill.id}`, linksOf(skill.resources)));
    expect(problems).toEqual([]);
  });

  it('place each sub-family inside its major group, with unique ids', () => {
    for (const { file, data } of packs) {
      const ids = data.subFamilies.map((s) => s.id);
      expect(new Set(ids).size, file).toBe(ids.length);
      for (const sub of data.subFamilies)
        for (const prefix of sub.socPrefixes)
          expect(prefix.slice(0, 2), `${file} ${sub.id}`).toBe(data.socMajor);
    }
  });

  it('are exactly one per SOC major group 11 to 55 (the military group 55 last), named after it', () => {
    const groups = Array.from({ length: 23 }, (_, i) => String(11 + 2 * i));
    expect(packs.map((p) => p.data.socMajor).sort()).toEqual(groups);
    for (const { file, data } of packs) expect(file).toBe(`families/${data.socMajor}-${data.id}.json`);
  });

  it('cover every occupation, military included', () => {
    const uncovered = [...occupationCodes].filter(
      (code) => !packs.some((p) => p.data.socMajor === code.slice(0, 2)),
    );
    expect(uncovered).toEqual([]);
  });

  // docs/decisions.md S94: only a family whose occupations have nothing of their own in O*NET
  it('give skills of their own only to the military family, each with 2-4 resources', () => {
    expect(packs.filter((p) => p.data.skills).map((p) => p.data.socMajor)).toEqual(['55']);
    const military = packs.find((p) => p.data.socMajor === '55')?.data;
    for (const skill of military?.skills ?? []) {
      expect(skill.id.startsWith('military.skill.'), skill.id).toBe(true);
      for (const r of skill.resources) expect(r.id.startsWith(`${skill.id}.`), r.id).toBe(true);
    }
    const links = (military?.skills ?? []).flatMap((s) => linksOf(s.resources));
    expect(new Set(links).size).toBe(links.length);
  });

  it('let no two sub-families of a pack claim the same prefix, and every prefix match an occupation', () => {
    for (const { file, data } of packs) {
      const prefixes = data.subFamilies.flatMap((s) => s.socPrefixes);
      expect(new Set(prefixes).size, file).toBe(prefixes.length);
      for (const prefix of prefixes)
        expect(
          [...occupationCodes].some((code) => code.startsWith(prefix)),
          `${file}: ${prefix} matches no occupation`,
        ).toBe(true);
    }
  });

  it('give every sub-family at least 3 practice items and 3 resources', () => {
    for (const { file, data } of packs)
      for (const sub of data.subFamilies) {
        expect(sub.practice.length, `${file} ${sub.id}`).toBeGreaterThanOrEqual(3);
        expect(sub.resources.length, `${file} ${sub.id}`).toBeGreaterThanOrEqual(3);
      }
  });

  it('have unique ids under the pack id, and no resource link twice in one pack or sub-family', () => {
    for (const { file, data } of packs) {
      const bodies = [data, ...data.subFamilies];
      const ids = bodies.flatMap((b) => [...b.resources, ...b.credentials, ...b.practice].map((x) => x.id));
      expect(new Set(ids).size, file).toBe(ids.length);
      for (const id of ids) expect(id.startsWith(`${data.id}.`), `${file}: ${id}`).toBe(true);
      for (const body of bodies) {
        const links = linksOf(body.resources);
        expect(new Set(links).size, `${file} ${body.id}`).toBe(links.length);
      }
    }
  });
});

describe('curated careers', () => {
  const familyIds = new Set(
    packs.flatMap(({ data }) => [data.id, ...data.subFamilies.map((s) => `${data.id}.${s.id}`)]),
  );

  it('are written for real occupations, one file each, with unique slugs', () => {
    const codes = curated.map((c) => c.data.occupationCode);
    expect(new Set(codes).size).toBe(codes.length);
    const slugs = curated.map((c) => c.data.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const { file, data } of curated) expect(occupationCodes.has(data.occupationCode), file).toBe(true);
  });

  it('belong to the family pack, and the sub-family, their occupation code falls in', () => {
    const packList = packs.map((p) => p.data);
    for (const { file, data } of curated) {
      expect(familyIds.has(data.family), `${file}: ${data.family}`).toBe(true);
      const found = familyOfCode(packList, data.occupationCode);
      const expected = found?.subFamily ? `${found.pack.id}.${found.subFamily.id}` : found?.pack.id;
      expect(data.family, file).toBe(expected);
    }
  });

  it('have ids under their slug, prerequisites on their own skills', () => {
    for (const { file, data } of curated) {
      const skillIds = data.skills.map((s) => s.id);
      expect(new Set(skillIds).size, file).toBe(skillIds.length);
      const ids = [
        ...skillIds,
        ...data.skills.flatMap((s) => s.resources.map((r) => r.id)),
        ...data.milestones.map((m) => m.id),
        ...data.practice.map((p) => p.id),
      ];
      for (const id of ids) expect(id.startsWith(`${data.slug}.`), `${file}: ${id}`).toBe(true);
      expect(new Set(ids).size, file).toBe(ids.length);
      for (const skill of data.skills)
        for (const pre of skill.prerequisites ?? []) {
          expect(skillIds, `${file}: ${skill.id} needs ${pre.id}`).toContain(pre.id);
          expect(pre.id, file).not.toBe(skill.id);
        }
    }
  });

  it('link only pages of allow-listed publishers, each resource link once, never a search page', () => {
    const problems = curated.flatMap(({ file, data }) => {
      const resourceLinks = data.skills.flatMap((s) => linksOf(s.resources));
      const duplicates = resourceLinks.filter((link, i) => resourceLinks.indexOf(link) !== i);
      return [
        ...linkProblems(file, [
          ...resourceLinks,
          ...linksOf(data.milestones),
          ...data.sources.map((s) => s.link),
        ]),
        ...duplicates.map((link) => `${file}: ${link} appears twice`),
      ];
    });
    expect(problems).toEqual([]);
  });
});
