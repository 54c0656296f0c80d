/**
 * Skills as resumes write them (docs/product.md §5 Local ATS score, skill detection): a lexicon of
 * common skills with their aliases and variants, and matching by word stems in any spelling
 * ("Matplotlib/Seaborn", "hypothesis tests", "cross-validation", "HTML5", "forecasting with
 * Prophet"). Used to read a resume's own skills and to decide which roadmap skills it shows.
 */

import { own } from '../../../shared/lookup.ts';
import { skillTerms } from '../../../shared/skill-terms.ts';
import { escapeRegExp, stem, words } from './text.ts';

/** A skill by its usual name, with the other ways people write it. */
interface Entry {
  name: string;
  aliases?: string[];
}

const E = (name: string, ...aliases: string[]): Entry => ({ name, aliases });

/** Common skills of tech, data, design, product and IT resumes (names as people write them). */
export const SKILL_LEXICON: readonly Entry[] = [
  // languages
  E('JavaScript', 'js', 'es6', 'es2015', 'ecmascript'),
  E('TypeScript', 'ts'),
  E('Python', 'python3'),
  E('Java'),
  E('C#', 'csharp'),
  E('C++', 'cpp'),
  E('Go', 'golang'),
  E('C'),
  E('R'),
  E('Rust'),
  E('Ruby'),
  E('PHP'),
  E('Kotlin'),
  E('Swift'),
  E('Scala'),
  E('MATLAB'),
  E('Perl'),
  E('Dart'),
  E('Solidity'),
  E('VHDL'),
  E('Verilog'),
  E('Assembly', 'assembly language', 'x86 assembly'),
  E('Bash', 'bash scripting', 'shell scripting', 'shell scripts'),
  E('PowerShell'),
  E('SQL', 't-sql', 'pl/sql', 'sql queries'),
  E('HTML', 'html5', 'semantic html'),
  E('CSS', 'css3', 'scss', 'sass'),
  E('GraphQL'),
  // web
  E('React', 'react.js', 'reactjs', 'react hooks'),
  E('Angular', 'angularjs'),
  E('Vue.js', 'vue', 'vuejs', 'nuxt'),
  E('Svelte'),
  E('Next.js', 'nextjs'),
  E('Node.js', 'node', 'nodejs'),
  E('Express.js', 'express', 'expressjs'),
  E('Fastify'),
  E('NestJS'),
  E('Django'),
  E('Flask'),
  E('FastAPI'),
  E('Spring Boot'),
  E('.NET', 'asp.net', 'dotnet'),
  E('Ruby on Rails', 'rails'),
  E('Laravel'),
  E('jQuery'),
  E('Tailwind CSS', 'tailwind', 'tailwindcss'),
  E('Bootstrap'),
  E('Redux', 'redux toolkit', 'zustand', 'mobx'),
  E('TanStack Query', 'react query', 'swr'),
  E('Vite', 'webpack', 'rollup', 'esbuild', 'babel'),
  E('Storybook'),
  E('REST APIs', 'rest', 'restful', 'rest api', 'restful apis', 'openapi', 'swagger'),
  E('Responsive design', 'responsive', 'media queries', 'mobile-first', 'flexbox', 'css grid'),
  E('Web accessibility', 'accessibility', 'wcag', 'a11y', 'aria', 'screen readers', 'accessible'),
  E('Web performance', 'lighthouse', 'core web vitals', 'web vitals', 'page speed'),
  E('DOM', 'dom manipulation', 'browser apis', 'web apis'),
  E('WebSockets', 'websocket', 'socket.io', 'server-sent events'),
  E('OAuth', 'oauth 2.0', 'oauth2', 'openid connect'),
  E('JWT', 'json web tokens'),
  // testing
  E('Jest'),
  E('Vitest'),
  E('Testing Library', 'react testing library'),
  E('Cypress'),
  E('Playwright'),
  E('Selenium', 'selenium webdriver', 'webdriver'),
  E('Postman'),
  E('Supertest'),
  E('JUnit'),
  E('pytest'),
  E('k6'),
  E('ESLint', 'eslint config'),
  E('Prettier'),
  E('Unit testing', 'unit tests', 'integration tests', 'end-to-end tests', 'e2e tests', 'tdd'),
  // data and ML
  E('pandas'),
  E('NumPy'),
  E('SciPy'),
  E('scikit-learn', 'sklearn', 'scikit learn'),
  E('TensorFlow', 'keras'),
  E('PyTorch'),
  E('XGBoost', 'lightgbm', 'catboost', 'gradient boosting'),
  E('statsmodels'),
  E('Prophet'),
  E('Matplotlib'),
  E('Seaborn'),
  E('Plotly'),
  E('Jupyter', 'jupyter notebooks', 'jupyterlab', 'notebooks', 'google colab', 'colab'),
  E(
    'Hypothesis testing',
    'hypothesis tests',
    'hypothesis test',
    'significance testing',
    'statistical tests',
    't-tests',
    't-test',
    'chi-square',
    'p-values',
    'confidence intervals',
    'statistical inference',
    'inferential statistics',
  ),
  E(
    'A/B testing',
    'a/b tests',
    'a/b test',
    'ab testing',
    'split testing',
    'experimentation',
    'online experiments',
  ),
  E('Regression', 'linear regression', 'logistic regression', 'regression analysis'),
  E(
    'Forecasting',
    'forecast',
    'forecasts',
    'time series',
    'time-series',
    'arima',
    'sarima',
    'demand forecasting',
  ),
  E('Cross-validation', 'cross validation', 'k-fold', 'kfold'),
  E('Feature engineering', 'feature selection', 'engineered features'),
  E('Model evaluation', 'evaluation metrics', 'roc auc', 'auc', 'precision and recall', 'f1 score'),
  E('Clustering', 'k-means', 'kmeans', 'dbscan', 'hierarchical clustering'),
  E('Dimensionality reduction', 'pca', 't-sne', 'umap'),
  E(
    'Causal inference',
    'difference-in-differences',
    'propensity score',
    'uplift modeling',
    'instrumental variables',
  ),
  E('Exploratory data analysis', 'eda', 'exploratory analysis', 'data exploration'),
  E('Statistics', 'statistical analysis', 'descriptive statistics', 'business statistics', 'probability'),
  E('Linear algebra'),
  E('Machine learning', 'ml', 'supervised learning', 'unsupervised learning'),
  E('Deep learning', 'neural networks', 'cnn', 'rnn', 'transformers'),
  E('NLP', 'natural language processing', 'nltk', 'spacy'),
  E('Computer vision', 'opencv', 'image classification'),
  E('Hugging Face', 'hugging face transformers'),
  E('LLMs', 'llm', 'large language models', 'langchain', 'rag', 'retrieval-augmented generation'),
  E('MLflow'),
  E('Data visualization', 'visualization', 'visualisation', 'data viz'),
  E(
    'Data cleaning',
    'data preparation',
    'data wrangling',
    'data cleansing',
    'cleaned data',
    'data quality checks',
  ),
  E('ETL', 'elt', 'data pipelines'),
  E(
    'Data modeling',
    'data modelling',
    'database design',
    'schema design',
    'star schema',
    'dimensional modeling',
    'normalization',
  ),
  E('Spark', 'pyspark', 'apache spark'),
  E('Hadoop'),
  E('Airflow', 'apache airflow'),
  E('dbt'),
  E('Snowflake'),
  E('BigQuery'),
  E('Redshift'),
  E('Databricks'),
  E('Tableau'),
  E('Power BI', 'powerbi', 'power query'),
  E('DAX'),
  E('Looker', 'looker studio', 'google data studio'),
  E('Excel', 'microsoft excel', 'spreadsheets', 'pivot tables', 'vlookup', 'xlookup', 'google sheets'),
  E('Google Analytics', 'ga4', 'google analytics 4'),
  E('Dashboards', 'dashboard', 'dashboard design', 'kpi dashboards'),
  E('KPIs', 'kpi', 'business metrics'),
  E('Cohort analysis', 'cohorts', 'cohort', 'funnel analysis', 'funnels', 'funnel'),
  E('Data storytelling', 'storytelling with data', 'presenting insights'),
  E('SQL window functions', 'window functions', 'ctes', 'common table expressions'),
  // databases
  E('PostgreSQL', 'postgres', 'psql'),
  E('MySQL'),
  E('SQLite'),
  E('SQL Server', 'mssql', 'microsoft sql server'),
  E('Oracle Database', 'oracle db', 'oracle'),
  E('MongoDB', 'mongo', 'mongoose'),
  E('DynamoDB'),
  E('Cassandra'),
  E('Elasticsearch', 'opensearch'),
  E('Redis'),
  E('Prisma', 'drizzle', 'sequelize', 'typeorm', 'sqlalchemy', 'orm'),
  E('Database migrations', 'schema migrations', 'migrations'),
  E('Kafka', 'apache kafka'),
  E('RabbitMQ', 'message queues', 'sqs', 'bullmq', 'background jobs'),
  // cloud and ops
  E('AWS', 'amazon web services', 'ec2', 's3', 'rds', 'lambda', 'cloudformation', 'aws cdk'),
  E('Azure', 'microsoft azure'),
  E('Google Cloud', 'gcp', 'google cloud platform'),
  E('Docker', 'containers', 'containerization', 'docker compose'),
  E('Kubernetes', 'k8s', 'eks', 'gke', 'aks'),
  E('Helm'),
  E('Terraform'),
  E('Ansible'),
  E('Chef'),
  E('Puppet'),
  E('Jenkins'),
  E('GitHub Actions'),
  E('GitLab CI'),
  E('CircleCI'),
  E('CI/CD', 'continuous integration', 'continuous delivery', 'continuous deployment', 'ci pipelines'),
  E('Argo CD', 'argocd', 'gitops'),
  E('Prometheus'),
  E('Grafana'),
  E('OpenTelemetry', 'otel'),
  E('Datadog'),
  E('Splunk'),
  E('ELK', 'elastic stack', 'kibana', 'logstash'),
  E('Observability', 'monitoring', 'logging', 'tracing'),
  E('Incident response', 'on-call', 'incident management', 'postmortems', 'postmortem', 'slos', 'slo'),
  E('Unix'),
  E('macOS'),
  E('iOS'),
  E(
    'Linux',
    'ubuntu',
    'centos',
    'rhel',
    'red hat',
    'debian',
    'linux administration',
    'system administration',
  ),
  E('Windows Server', 'active directory'),
  E('VMware', 'vsphere'),
  E('Nginx'),
  E('Networking', 'tcp/ip', 'dns', 'dhcp', 'vpn', 'firewalls', 'routing'),
  E('Git', 'github', 'gitlab', 'bitbucket', 'version control'),
  E('Microservices'),
  E('Serverless'),
  E('System design', 'scalability', 'distributed systems'),
  // security
  E('Wireshark'),
  E('Nmap'),
  E('Metasploit'),
  E('Burp Suite'),
  E('SIEM'),
  E('OWASP', 'owasp top 10'),
  E('MITRE ATT&CK', 'mitre att&ck', 'mitre attack'),
  E('Vulnerability management', 'vulnerability scanning', 'nessus', 'qualys'),
  E('Cryptography', 'pki', 'encryption'),
  // design and product
  E('Figma', 'figjam'),
  E('Sketch'),
  E('Adobe XD'),
  E('Photoshop', 'adobe photoshop'),
  E('Illustrator', 'adobe illustrator'),
  E('InDesign', 'adobe indesign'),
  E('Miro'),
  E(
    'User research',
    'user interviews',
    'research interviews',
    'stakeholder interviews',
    'contextual inquiry',
  ),
  E('Usability testing', 'usability tests', 'usability studies', 'user testing'),
  E('Wireframing', 'wireframes', 'wireframe'),
  E('Prototyping', 'prototypes', 'prototype', 'interactive prototypes'),
  E('Personas', 'persona'),
  E('Journey mapping', 'journey maps', 'journey map', 'customer journey'),
  E('User flows', 'user flow', 'task flows'),
  E('Information architecture', 'card sorting', 'tree testing', 'sitemaps'),
  E('Design systems', 'design system', 'component library'),
  E('Design thinking'),
  E('Typography'),
  E('Visual design', 'visual hierarchy', 'layout grids', 'color theory', 'colour theory'),
  E('UX writing', 'microcopy', 'content design'),
  E('Material Design', 'human interface guidelines', 'hig'),
  E('Agile', 'scrum', 'kanban', 'sprint planning', 'agile delivery'),
  E('Jira', 'jira software'),
  E('Confluence'),
  E('Trello'),
  E('Asana'),
  E('Notion'),
  E('Product roadmaps', 'roadmapping', 'product roadmap'),
  E('Stakeholder management', 'stakeholder communication'),
  E('Project management', 'pmp'),
  E('OKRs', 'okr'),
  E('Salesforce'),
  E('HubSpot'),
  E('SAP'),
  E('QuickBooks'),
  E('SEO', 'search engine optimization'),
  E('Microsoft Word', 'ms word', 'word'),
  E('PowerPoint', 'microsoft powerpoint', 'google slides'),
  E('Microsoft Office', 'ms office', 'office 365', 'microsoft 365'),
  // general skills employers list
  E('Communication', 'communication skills', 'written communication', 'verbal communication'),
  E('Leadership', 'team leadership'),
  E('Teamwork', 'collaboration'),
  E('Problem solving', 'problem-solving'),
  E('Organization', 'organizational skills', 'organisation'),
  E('Time management'),
  E('Customer service', 'customer support'),
  E('Data analysis', 'data analytics'),
  E('Management', 'people management', 'team management'),
  E('Negotiation'),
  E('Public speaking', 'presentations'),
  E('Mentoring', 'coaching'),
  E('Budgeting', 'budget management'),
  E('Technical writing', 'documentation'),
  // engineering tools
  E('Eclipse'),
  E('Visual Studio', 'vs code', 'visual studio code'),
  E('Xilinx', 'vivado'),
  E('ModelSim'),
  E('PSpice'),
  E('AutoCAD'),
  E('SolidWorks'),
  E('LabVIEW'),
  E('Arduino'),
  E('Raspberry Pi'),
  E('Simulink'),
  // mobile and games
  E('SwiftUI'),
  E('Xcode'),
  E('Android Studio', 'android'),
  E('Jetpack Compose'),
  E('React Native', 'expo'),
  E('Flutter'),
  E('Unity', 'unity3d'),
  E('Unreal Engine', 'unreal', 'ue5'),
  E('Godot'),
  E('Blender'),
  E('Ethereum', 'evm'),
  E('Hardhat'),
  E('Foundry'),
];

/** Words that name a field, not a skill, when they stand alone in a roadmap skill's name. */
const GENERIC = new Set(
  (
    'basics fundamentals essentials principles design testing analysis data management security development ' +
    'engineering framework frameworks models model patterns optimization strategy vision delivery communication ' +
    'contrast layout publishing storage governance monitoring evaluation metrics documentation architecture ' +
    'integration validation selection recovery response programming performance deployment setup systems ' +
    'services tools tooling apps programs features forms fluency types web mobile cloud game games processes ' +
    'permissions sessions logs traces vectors matrices components data structures shell fundamentals'
  ).split(' '),
);

/** A text's word stems and where each occurs, for matching many skill terms against one text. */
export interface TextIndex {
  text: string;
  stems: string[];
  positions: Map<string, number[]>;
}

/**
 * Terms that are also everyday words count only when written as the name is ("REST", not "the
 * rest"; "Unity", not "unity").
 */
const AS_WRITTEN: Record<string, string> = {
  word: 'Word',
  rust: 'Rust',
  swift: 'Swift',
  dart: 'Dart',
  express: 'Express',
  rest: 'REST',
  sap: 'SAP',
  chef: 'Chef',
  puppet: 'Puppet',
  unity: 'Unity',
  sketch: 'Sketch',
  notion: 'Notion',
  oracle: 'Oracle',
  assembly: 'Assembly',
  foundry: 'Foundry',
  prophet: 'Prophet',
  helm: 'Helm',
  spark: 'Spark',
  flask: 'Flask',
  miro: 'Miro',
  expo: 'Expo',
  ts: 'TS',
  js: 'JS',
  ml: 'ML',
  hig: 'HIG',
  orm: 'ORM',
  ia: 'IA',
  grid: 'Grid',
  shell: 'Shell',
};

/** Stems for skill matching: symbols kept (C#, Node.js), version digits dropped (HTML5, CSS3). */
function skillStem(word: string): string {
  if (/[.+#]/.test(word)) return word;
  const versioned = /^(html|css|python|es|php|angular|vue|java)(\d{1,2})$/.exec(word);
  if (versioned) return versioned[1] as string;
  return stem(word);
}

function skillStems(text: string): string[] {
  return words(text.replace(/&/g, ' and ')).map(skillStem);
}

export function indexText(text: string): TextIndex {
  const stems = skillStems(text);
  const positions = new Map<string, number[]>();
  stems.forEach((s, i) => {
    const list = positions.get(s) ?? [];
    list.push(i);
    positions.set(s, list);
  });
  return { text, stems, positions };
}

/** Where the term's words occur in the text in order, next to each other. */
function termStarts(term: string, index: TextIndex): number[] {
  const written = own(AS_WRITTEN, term.toLowerCase());
  if (written && !new RegExp(`(^|[^A-Za-z])${escapeRegExp(written)}(?![A-Za-z])`).test(index.text)) return [];
  const seq = skillStems(term);
  if (seq.length === 0) return [];
  return (index.positions.get(seq[0] as string) ?? []).filter((start) => {
    let at = start;
    for (const s of seq.slice(1)) {
      // next to each other, or with a number or article between ("engineered 40+ features")
      if (index.stems[at + 1] === s) at += 1;
      else if (index.stems[at + 2] === s && FILLER.test(index.stems[at + 1] ?? '')) at += 2;
      else return false;
    }
    return true;
  });
}

const FILLER = /^(\d[\d,.+%]*|a|an|the|\d+\+?)$/;

/** True when the term's words occur in the text in order, next to each other. */
export function termIn(term: string, index: TextIndex): boolean {
  return termStarts(term, index).length > 0;
}

/** How often the term occurs (for keyword density). */
export function termCount(term: string, index: TextIndex): number {
  return termStarts(term, index).length;
}

const normal = (t: string) => skillStems(t).join(' ');
const byTerm = new Map<string, Entry>();
for (const entry of SKILL_LEXICON)
  for (const t of [entry.name, ...(entry.aliases ?? [])])
    if (!byTerm.has(normal(t))) byTerm.set(normal(t), entry);

/** The lexicon entry a phrase names (by its name or an alias), if any. */
function entryOf(phrase: string): Entry | undefined {
  return byTerm.get(normal(phrase));
}

/**
 * The parts of a roadmap skill's name that each identify it: "Matplotlib and Seaborn" is either
 * one; "Python for Data Science" is Python (the part after "for" is the context, not the skill);
 * "Containerizing Services with Docker" is Docker. Parts that only name a field ("Design",
 * "Testing") are dropped.
 */
export function nameParts(name: string): string[] {
  const inner = [...name.matchAll(/\(([^)]*)\)/g)].flatMap((m) => (m[1] ?? '').split(/,|\/| or | and | & /));
  const head = name.replace(/\([^)]*\)/g, ' ').replace(/\s+for\s+.*$/i, '');
  // "A/B" and "I/O" stay whole; "Git/GitHub" splits
  const pieces = head.split(/\s+(?:and|&|with|or)\s+|,|\s\/\s|(?<=\w{2})\/(?=\w{2})/i);
  return [...new Set([...pieces, ...inner].map((p) => p.trim().toLowerCase()).filter(Boolean))].filter(
    (p) => p.length >= 2 && !GENERIC.has(p),
  );
}

/** Every way a resume may show a roadmap skill: its terms, its name's parts and their aliases. */
export function roadmapSkillTerms(name: string): string[] {
  const terms = new Set<string>();
  const addEntry = (phrase: string) => {
    const entry = entryOf(phrase);
    if (entry) for (const t of [entry.name, ...(entry.aliases ?? [])]) terms.add(t.toLowerCase());
  };
  for (const t of skillTerms(name)) if (!GENERIC.has(t)) terms.add(t);
  for (const part of nameParts(name)) {
    terms.add(part);
    addEntry(part);
    const w = part.split(/\s+/);
    // "API Integration Testing" is also "integration testing"; "User Research Interviews" also
    // "research interviews" (and so "user interviews")
    if (w.length >= 3) {
      const tail = w.slice(1).join(' ');
      terms.add(tail);
      addEntry(tail);
    }
    // "A/B Test Analysis" is an A/B test; "Dashboard Design" a dashboard
    if (w.length >= 2 && GENERIC.has(w.at(-1) as string)) addEntry(w.slice(0, -1).join(' '));
  }
  const whole = entryOf(name);
  if (whole) for (const t of [whole.name, ...(whole.aliases ?? [])]) terms.add(t.toLowerCase());
  return [...terms].filter((t) => t.length >= 2);
}

/** True when the resume shows the roadmap skill in any of its spellings. */
export function mentionsSkill(name: string, index: TextIndex): boolean {
  return roadmapSkillTerms(name).some((t) => termIn(t, index));
}

const LIST_ONLY = new Set(['C', 'R', 'Go']);

/** Single-letter languages, only inside a list ("C, C++, Java" or "R / Python"). */
function letterLanguages(text: string): string[] {
  const found: string[] = [];
  for (const line of text.split('\n')) {
    if ((line.match(/[,|•·/]/g)?.length ?? 0) < 1) continue;
    if (/(^|[,|•·/:]\s*)C(\s*[,|•·/]|\s*$)/.test(line)) found.push('C');
    if (/(^|[,|•·/:]\s*)R(\s*[,|•·/]|\s*$)/.test(line)) found.push('R');
    if (/(^|[,|•·/:]\s*)Go(\s*[,|•·/]|\s*$)/.test(line)) found.push('Go');
  }
  return [...new Set(found)];
}

/** The skills a resume names, by their lexicon names, in the order they first appear. */
export function resumeSkills(text: string, index: TextIndex = indexText(text)): string[] {
  const found: Array<{ name: string; at: number }> = [];
  for (const entry of SKILL_LEXICON) {
    let at = Number.POSITIVE_INFINITY;
    for (const t of [entry.name, ...(entry.aliases ?? [])]) {
      // one- and two-letter languages only count inside a list (see letterLanguages)
      if (LIST_ONLY.has(t)) continue;
      const starts = termStarts(t, index);
      if (starts.length > 0) at = Math.min(at, ...starts);
    }
    if (Number.isFinite(at)) found.push({ name: entry.name, at });
  }
  const letters = letterLanguages(text).map((name) => ({ name, at: -1 }));
  return [...new Set([...letters, ...found].sort((a, b) => a.at - b.at).map((f) => f.name))];
}
