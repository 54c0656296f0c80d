/** Ways a skill is written: names, abbreviations and the technologies inside longer skill names. */

/** Common spellings and abbreviations of skill names ("JS" is JavaScript, "Postgres" is PostgreSQL). */
const SYNONYMS: Record<string, string[]> = {
  javascript: ['js', 'ecmascript', 'es6', 'es2015'],
  typescript: ['ts'],
  postgresql: ['postgres', 'psql'],
  kubernetes: ['k8s'],
  'node.js': ['node', 'nodejs'],
  react: ['react.js', 'reactjs'],
  'vue.js': ['vue', 'vuejs'],
  'next.js': ['nextjs'],
  go: ['golang'],
  'machine learning': ['ml'],
  'amazon web services': ['aws'],
  aws: ['amazon web services'],
  'google cloud': ['gcp', 'google cloud platform'],
  'microsoft azure': ['azure'],
  'ci/cd': ['continuous integration', 'continuous delivery', 'continuous deployment'],
  python: ['py'],
  'c#': ['csharp', '.net'],
  'c++': ['cpp'],
  sql: ['mysql', 'sqlite', 't-sql', 'pl/sql'],
  docker: ['containers', 'containerization', 'containerisation'],
  'rest api': ['restful', 'rest apis', 'rest'],
  graphql: ['gql'],
  'user experience': ['ux'],
  'user interface': ['ui'],
  'scikit-learn': ['sklearn'],
  tensorflow: ['tf'],
  'power bi': ['powerbi'],
  excel: ['spreadsheets', 'spreadsheet'],
  git: ['github', 'gitlab'],
};

import { own } from './lookup.ts';

/** Technology names that, inside a longer skill name, identify it ("Containerizing Services with Docker"). */
const TECH_TERMS = new Set(
  (
    'docker kubernetes git github gitlab redis linux bash python java go rust sql postgresql mysql mongodb sqlite react vue ' +
    'angular svelte express express.js fastify nestjs prisma drizzle graphql rest openapi aws azure gcp terraform ansible ' +
    'jenkins kafka rabbitmq figma tableau excel pandas numpy pytorch tensorflow scikit-learn spark airflow dbt swift swiftui ' +
    'kotlin flutter dart unity unreal c# c++ solidity playwright selenium cypress jest vitest postman jira html css ' +
    'javascript typescript node.js next.js tailwind storybook webpack vite nginx prometheus grafana opentelemetry helm argo ' +
    'splunk wireshark nmap metasploit burp oauth jwt ci/cd github actions power bi looker snowflake bigquery hadoop mlflow ' +
    'langchain hugging face llm rag ethereum hardhat foundry web3 ethers.js react native jetpack compose android ios xcode'
  ).split(' '),
);

/** Search terms for a skill: its name, the part before any parenthesis, and known synonyms. */
export function skillTerms(name: string): string[] {
  const base = name.toLowerCase().trim();
  const head = base.replace(/\s*\(.*\)\s*/g, ' ').trim();
  const inner = /\(([^)]*)\)/.exec(base)?.[1];
  const terms = new Set([base, head]);
  if (inner) {
    for (const part of inner.split(/,|\/| or | and /)) {
      const t = part.trim();
      if (t.length >= 3) terms.add(t);
    }
  }
  for (const word of base.split(/[\s,()/]+/)) if (TECH_TERMS.has(word)) terms.add(word);
  for (const pair of base.match(/\b(github actions|power bi|hugging face|react native|jetpack compose)\b/g) ??
    [])
    terms.add(pair);
  for (const t of [...terms]) for (const syn of own(SYNONYMS, t) ?? []) terms.add(syn);
  return [...terms].filter((t) => t.length >= 2);
}

/** The words of a phrase, lowercased ("Node.js" stays one word, "CI/CD" two). */
const wordsOf = (text: string) => text.toLowerCase().match(/[a-z0-9][a-z0-9+#]*(?:\.[a-z0-9]+)*/g) ?? [];

/**
 * Words that move a common word into computing: "Data Cleaning" is not a cook's cleaning, "Network
 * Security" not a guard's security, "Web Design" not a florist's design.
 */
const COMPUTING_QUALIFIERS = new Set([
  'data',
  'software',
  'web',
  'network',
  'cloud',
  'database',
  'computer',
  'digital',
  'machine',
  'code',
  'cyber',
  'it',
]);

/**
 * True when `inner`'s words occur in `outer`, whole and in order ("customer service" in "excellent
 * customer service"), in the same sense: not right after a computing qualifier `inner` lacks ("Data
 * Cleaning" is not a cook's cleaning, "Network Security" not a guard's security).
 */
function containsWords(outer: string[], inner: string[]): boolean {
  if (inner.length === 0 || inner.length > outer.length) return false;
  for (let i = 0; i + inner.length <= outer.length; i++) {
    if (!inner.every((w, j) => outer[i + j] === w)) continue;
    const before = outer[i - 1];
    if (before === undefined || !COMPUTING_QUALIFIERS.has(before) || inner.includes(before)) return true;
  }
  return false;
}

/**
 * True when a skill (by any of its terms) and a job's required skill name the same thing: equal, or
 * one's whole words inside the other's in the same sense ("Java" is not "JavaScript", a cook's
 * "Cleaning" is not "Data Cleaning"; docs/decisions.md S82).
 */
export function sameSkill(skillName: string, required: string): boolean {
  const want = required.trim().toLowerCase();
  if (!want) return false;
  const wantWords = wordsOf(want);
  return skillTerms(skillName).some((t) => {
    if (t === want) return true;
    if (t.length <= 3 || want.length <= 3) return false;
    const termWords = wordsOf(t);
    return containsWords(termWords, wantWords) || containsWords(wantWords, termWords);
  });
}
