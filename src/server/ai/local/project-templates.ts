/**
 * The local engine's project templates: per kind of goal, one project archetype per difficulty
 * (beginner, intermediate, advanced). Data only; project.ts picks and adapts one.
 */
export interface Archetype {
  title: string;
  description: string;
  tech: string[];
  features: string[];
  objectives: string[];
}

export type Family =
  | 'web'
  | 'api'
  | 'data'
  | 'mobile'
  | 'infra'
  | 'security'
  | 'design'
  | 'product'
  | 'qa'
  | 'game'
  | 'blockchain';

export const ARCHETYPES: Record<Family, [Archetype, Archetype, Archetype]> = {
  web: [
    {
      title: 'Habit Tracker Web App',
      description:
        'A small single-page app where a user adds daily habits, checks them off and sees a weekly streak. Data lives in localStorage, the layout works on a phone, and every control is usable from the keyboard.',
      tech: ['HTML', 'CSS', 'JavaScript'],
      features: [
        'Add, edit and delete habits',
        'Check off a habit for today',
        'Weekly streak view',
        'Persist data in localStorage',
        'Responsive, keyboard-accessible layout',
      ],
      objectives: [
        'Structure an app around state and rendering',
        'Handle forms and validation',
        'Persist data in the browser',
        'Build accessible, responsive UI',
      ],
    },
    {
      title: 'Team Task Board',
      description:
        'A Kanban board with columns, drag-and-drop cards, filters and a REST backend. Users can create boards, move tasks between columns and search them; the app handles loading and error states cleanly.',
      tech: ['TypeScript', 'React', 'Node.js'],
      features: [
        'Boards with To do, Doing and Done columns',
        'Drag-and-drop cards between columns',
        'Search and filter by label',
        'REST API with validation',
        'Optimistic updates with rollback on error',
        'Component tests for the board',
      ],
      objectives: [
        'Model client and server state',
        'Design a small REST API',
        'Write component tests',
        'Handle optimistic UI',
      ],
    },
    {
      title: 'Real-time Collaborative Notes',
      description:
        'A notes app where several people edit a document together and see each other’s cursors. It syncs over WebSockets, works offline and merges changes when the connection returns.',
      tech: ['TypeScript', 'React', 'WebSockets'],
      features: [
        'Live multi-user editing',
        'Presence and cursors',
        'Offline edits that merge on reconnect',
        'Authentication and shared links',
        'Performance budget under 150 KB of JavaScript',
        'End-to-end tests in a real browser',
      ],
      objectives: [
        'Handle real-time sync and conflicts',
        'Design for offline use',
        'Measure and budget performance',
        'Test end to end',
      ],
    },
  ],
  api: [
    {
      title: 'Bookmarks REST API',
      description:
        'An API for saving, tagging and searching bookmarks, with input validation, proper status codes and an OpenAPI description. A small test suite proves each endpoint.',
      tech: ['Node.js', 'SQL', 'REST'],
      features: [
        'CRUD endpoints for bookmarks',
        'Tags and tag search',
        'Input validation with clear errors',
        'OpenAPI document',
        'Integration tests on a real database',
      ],
      objectives: [
        'Design resource-oriented endpoints',
        'Validate input at the boundary',
        'Use SQL migrations',
        'Test an API end to end',
      ],
    },
    {
      title: 'Job Queue Service',
      description:
        'A service that accepts jobs over HTTP, runs them in background workers with retries and exponential backoff, and exposes job status and metrics.',
      tech: ['Node.js', 'PostgreSQL', 'Redis'],
      features: [
        'Submit and query jobs',
        'Workers with retries and backoff',
        'Dead-letter queue for failures',
        'Idempotency keys',
        'Metrics endpoint',
        'Graceful shutdown',
      ],
      objectives: [
        'Build reliable background processing',
        'Reason about idempotency',
        'Expose operational metrics',
        'Handle shutdown safely',
      ],
    },
    {
      title: 'Multi-tenant Billing API',
      description:
        'An API that meters usage per tenant, issues invoices and enforces rate limits, designed to run as several stateless processes behind a load balancer.',
      tech: ['TypeScript', 'PostgreSQL', 'Docker'],
      features: [
        'Tenant isolation on every query',
        'Usage metering',
        'Invoice generation',
        'Per-tenant rate limits',
        'Horizontal scaling on one database',
        'Load test with a written report',
      ],
      objectives: [
        'Design for multi-tenancy',
        'Keep services stateless',
        'Measure throughput and latency',
        'Reason about data consistency',
      ],
    },
  ],
  data: [
    {
      title: 'Personal Finance Insights',
      description:
        'Load a year of transactions from CSV, clean them, categorise spending and present monthly trends and the biggest changes in a notebook with clear charts.',
      tech: ['Python', 'pandas', 'Jupyter'],
      features: [
        'Load and clean CSV data',
        'Categorise transactions',
        'Monthly trend charts',
        'Summary of the largest changes',
        'Reproducible notebook',
      ],
      objectives: [
        'Clean real-world data',
        'Aggregate and visualise',
        'Communicate findings',
        'Keep analysis reproducible',
      ],
    },
    {
      title: 'Customer Churn Model',
      description:
        'Predict which customers of a subscription service will churn, compare models with proper validation, and explain the drivers to a non-technical audience.',
      tech: ['Python', 'scikit-learn', 'SQL'],
      features: [
        'Feature engineering from raw tables',
        'Baseline and tuned models',
        'Cross-validation and metrics',
        'Feature importance explanation',
        'A one-page summary for stakeholders',
        'Unit tests for the feature code',
      ],
      objectives: [
        'Frame a prediction problem',
        'Validate models honestly',
        'Explain model behaviour',
        'Write testable data code',
      ],
    },
    {
      title: 'Deployed Recommendation Service',
      description:
        'Train a recommender on an open dataset, serve it behind an API, monitor drift and retrain on a schedule, with experiments tracked end to end.',
      tech: ['Python', 'PyTorch', 'Docker'],
      features: [
        'Training pipeline with tracked experiments',
        'Model served behind an HTTP API',
        'Offline and online evaluation',
        'Drift monitoring',
        'Scheduled retraining',
        'Load test of the endpoint',
      ],
      objectives: [
        'Take a model to production',
        'Track experiments',
        'Monitor models',
        'Automate retraining',
      ],
    },
  ],
  mobile: [
    {
      title: 'Daily Journal App',
      description:
        'A mobile journal with one entry per day, mood tags and a calendar view, storing entries on the device and supporting dark mode.',
      tech: ['React Native', 'TypeScript'],
      features: [
        'Write and edit daily entries',
        'Mood tags',
        'Calendar view',
        'On-device storage',
        'Dark mode',
      ],
      objectives: [
        'Build mobile screens and navigation',
        'Store data on device',
        'Follow platform UI patterns',
        'Handle forms on mobile',
      ],
    },
    {
      title: 'Offline-first Grocery List',
      description:
        'A shared grocery list that works offline, syncs when online and sends a notification when someone adds an item.',
      tech: ['Kotlin', 'Swift', 'REST'],
      features: [
        'Shared lists',
        'Offline edits and sync',
        'Push notifications',
        'Barcode scanning',
        'Accessibility labels on every control',
        'UI tests',
      ],
      objectives: [
        'Design offline-first sync',
        'Use device features',
        'Send notifications',
        'Test mobile UI',
      ],
    },
    {
      title: 'Fitness Tracker with Wearable Sync',
      description:
        'Track workouts, sync health data from the platform’s health APIs, chart progress and keep the app fast on older devices.',
      tech: ['Swift', 'Kotlin', 'GraphQL'],
      features: [
        'Workout logging',
        'Health data sync',
        'Progress charts',
        'Background sync',
        'Performance profiling report',
        'Release build pipeline',
      ],
      objectives: [
        'Integrate platform APIs',
        'Work in the background',
        'Profile performance',
        'Ship a release build',
      ],
    },
  ],
  infra: [
    {
      title: 'Containerised Web App with CI',
      description:
        'Package a small web app in Docker, run its tests in a CI pipeline on every push and publish the image.',
      tech: ['Docker', 'GitHub Actions', 'Linux'],
      features: [
        'Dockerfile with a small image',
        'CI pipeline running tests',
        'Image published on merge',
        'Health check endpoint',
        'README with run instructions',
      ],
      objectives: ['Containerise an app', 'Automate tests in CI', 'Publish artifacts', 'Document operations'],
    },
    {
      title: 'Infrastructure as Code Environment',
      description:
        'Provision a staging environment with Terraform: network, database and app service, with secrets handled safely and a one-command deploy.',
      tech: ['Terraform', 'AWS', 'Docker'],
      features: [
        'Network and database as code',
        'App service with autoscaling',
        'Secrets in a secret manager',
        'One-command deploy',
        'Cost estimate',
        'Teardown script',
      ],
      objectives: [
        'Write infrastructure as code',
        'Manage secrets',
        'Automate deployment',
        'Reason about cost',
      ],
    },
    {
      title: 'Observable Kubernetes Platform',
      description:
        'Run a multi-service app on Kubernetes with GitOps deployment, metrics, logs and traces, alerting on SLOs and practising a rollback.',
      tech: ['Kubernetes', 'Prometheus', 'Grafana'],
      features: [
        'Helm charts per service',
        'GitOps deployment',
        'Metrics, logs and traces',
        'SLO-based alerts',
        'Canary release with rollback',
        'Runbook for incidents',
      ],
      objectives: ['Operate services on Kubernetes', 'Build observability', 'Define SLOs', 'Release safely'],
    },
  ],
  security: [
    {
      title: 'Home Lab Log Monitor',
      description:
        'Collect logs from a few virtual machines, write detection rules for suspicious logins and document each alert in a short playbook.',
      tech: ['Linux', 'Python', 'Wireshark'],
      features: [
        'Central log collection',
        'Failed-login detection rule',
        'Alert summary report',
        'Packet capture analysis',
        'Playbook per alert',
      ],
      objectives: ['Read system logs', 'Write detection rules', 'Analyse traffic', 'Document response steps'],
    },
    {
      title: 'Web App Security Assessment',
      description:
        'Assess a deliberately vulnerable web app against the OWASP Top 10, exploit what you find in the lab and write a report with fixes ranked by risk.',
      tech: ['OWASP ZAP', 'Burp Suite', 'Python'],
      features: [
        'Scope and rules of engagement',
        'Automated and manual testing',
        'Proof-of-concept for each finding',
        'Risk rating with CVSS',
        'Remediation advice',
        'Executive summary',
      ],
      objectives: ['Apply the OWASP Top 10', 'Rate risk', 'Write a professional report', 'Recommend fixes'],
    },
    {
      title: 'Detection Engineering Pipeline',
      description:
        'Build a pipeline that turns threat intelligence into tested detection rules, runs them against sample attack data and measures coverage with MITRE ATT&CK.',
      tech: ['SIEM', 'Python', 'Sigma'],
      features: [
        'Rules as code in Git',
        'Tests against attack samples',
        'ATT&CK coverage map',
        'False-positive tuning',
        'CI for rules',
        'Incident response drill',
      ],
      objectives: [
        'Engineer detections as code',
        'Measure coverage',
        'Tune alert quality',
        'Run an incident drill',
      ],
    },
  ],
  design: [
    {
      title: 'Redesign of a Local Service Website',
      description:
        'Pick a local business website, find its usability problems with three quick tests, and redesign the key pages in Figma with a before/after case study.',
      tech: ['Figma'],
      features: [
        'Heuristic review',
        'Three usability tests',
        'Wireframes',
        'High-fidelity mockups',
        'Case study write-up',
      ],
      objectives: [
        'Run lightweight research',
        'Go from wireframe to mockup',
        'Explain design decisions',
        'Present a case study',
      ],
    },
    {
      title: 'Mobile App Onboarding Flow',
      description:
        'Design and test the onboarding of a mobile app: user interviews, journey map, prototype, and two rounds of usability testing with changes between them.',
      tech: ['Figma', 'Maze'],
      features: [
        'Five user interviews',
        'Journey map',
        'Interactive prototype',
        'Two rounds of usability tests',
        'Accessibility review',
        'Design hand-off notes',
      ],
      objectives: ['Synthesise research', 'Prototype flows', 'Iterate from testing', 'Design accessibly'],
    },
    {
      title: 'Design System for a Product Suite',
      description:
        'Create a design system with tokens, components and documentation for two related products, and measure how it speeds up a redesign.',
      tech: ['Figma', 'Storybook'],
      features: [
        'Design tokens',
        'Core component library',
        'Usage documentation',
        'Accessibility guidelines',
        'Adoption plan',
        'Before/after metrics',
      ],
      objectives: ['Build a scalable system', 'Document for developers', 'Drive adoption', 'Measure impact'],
    },
  ],
  product: [
    {
      title: 'Product Teardown and Improvement Brief',
      description:
        'Analyse a product you use, map its core user journey, find the biggest friction point and write a one-page brief proposing a fix with success metrics.',
      tech: ['Notion', 'Figma'],
      features: [
        'User journey map',
        'Friction analysis',
        'Competitive comparison',
        'Problem statement',
        'Success metrics',
      ],
      objectives: ['Think in user journeys', 'Frame problems', 'Define metrics', 'Write concisely'],
    },
    {
      title: 'Feature Discovery to PRD',
      description:
        'Run discovery for a new feature: interviews, opportunity tree, prioritised solutions with RICE, and a PRD with a launch plan.',
      tech: ['Notion', 'Miro', 'SQL'],
      features: [
        'Customer interviews',
        'Opportunity solution tree',
        'RICE prioritisation',
        'PRD with requirements',
        'Launch and measurement plan',
        'Stakeholder review',
      ],
      objectives: ['Run product discovery', 'Prioritise with a framework', 'Write a PRD', 'Plan a launch'],
    },
    {
      title: 'Growth Experiment Program',
      description:
        'Design, size and analyse a series of A/B experiments for a product metric, with a dashboard and a decision log.',
      tech: ['SQL', 'Amplitude', 'Looker Studio'],
      features: [
        'North-star metric and tree',
        'Experiment backlog',
        'Sample size calculations',
        'Results dashboard',
        'Decision log',
        'Quarterly review deck',
      ],
      objectives: [
        'Work with metrics',
        'Design experiments',
        'Analyse results',
        'Make evidence-based decisions',
      ],
    },
  ],
  qa: [
    {
      title: 'Test Plan for a Web Store',
      description:
        'Write a test plan for a demo online store, design test cases with boundary values and equivalence classes, and report bugs with clear steps.',
      tech: ['Test Case Design', 'Jira'],
      features: [
        'Test plan',
        'Test cases with techniques',
        'Exploratory session notes',
        'Bug reports',
        'Test summary report',
      ],
      objectives: ['Plan testing', 'Design test cases', 'Report bugs well', 'Summarise quality'],
    },
    {
      title: 'Automated UI and API Test Suite',
      description:
        'Automate the critical paths of a web app with Playwright and its API with contract tests, running in CI with reports.',
      tech: ['Playwright', 'TypeScript', 'Postman'],
      features: [
        'Page objects',
        'Critical-path UI tests',
        'API and contract tests',
        'Test data setup',
        'CI pipeline with reports',
        'Flaky-test triage',
      ],
      objectives: ['Automate UI tests', 'Test APIs', 'Run tests in CI', 'Handle flakiness'],
    },
    {
      title: 'Quality Strategy with Performance Testing',
      description:
        'Define a quality strategy for a service: risk-based test levels, load tests with budgets, and quality metrics on a dashboard.',
      tech: ['k6', 'Playwright', 'Grafana'],
      features: [
        'Risk-based test strategy',
        'Load and soak tests',
        'Performance budgets',
        'Quality metrics dashboard',
        'Release checklist',
        'Retrospective',
      ],
      objectives: [
        'Design a test strategy',
        'Run performance tests',
        'Measure quality',
        'Improve release process',
      ],
    },
  ],
  game: [
    {
      title: 'Arcade Game Clone',
      description:
        'Rebuild a classic arcade game with a game loop, input, collisions, score and sound, playable in the browser or on desktop.',
      tech: ['C#', 'Unity'],
      features: [
        'Game loop and input',
        'Collision detection',
        'Score and lives',
        'Sound effects',
        'Start and game-over screens',
      ],
      objectives: [
        'Structure a game loop',
        'Handle physics and collisions',
        'Manage game state',
        'Polish game feel',
      ],
    },
    {
      title: 'Platformer with Level Editor',
      description:
        'A 2D platformer with three levels, enemies with simple AI and an in-game level editor that saves levels to files.',
      tech: ['Unity', 'C#'],
      features: [
        'Player controller',
        'Enemy AI',
        'Three levels',
        'Level editor',
        'Save and load',
        'Playtest notes',
      ],
      objectives: ['Design levels', 'Write simple AI', 'Build tools', 'Iterate from playtests'],
    },
    {
      title: 'Networked Multiplayer Prototype',
      description:
        'A small online multiplayer game with authoritative server, lag compensation and a lobby, profiled to hold 60 frames per second.',
      tech: ['Unreal Engine', 'C++'],
      features: [
        'Lobby and matchmaking',
        'Authoritative server',
        'Lag compensation',
        'Profiling report',
        'Build pipeline',
        'Playtest with players',
      ],
      objectives: ['Network a game', 'Hide latency', 'Profile performance', 'Ship builds'],
    },
  ],
  blockchain: [
    {
      title: 'Token and Faucet dApp',
      description:
        'Write an ERC-20 token with tests and a small web front end that lets users claim test tokens from a faucet on a test network.',
      tech: ['Solidity', 'Foundry', 'JavaScript'],
      features: [
        'ERC-20 token contract',
        'Faucet with rate limit',
        'Unit tests',
        'Wallet connection',
        'Deployment to a testnet',
      ],
      objectives: [
        'Write and test contracts',
        'Connect a wallet',
        'Deploy to a testnet',
        'Understand gas costs',
      ],
    },
    {
      title: 'NFT Marketplace',
      description:
        'A marketplace to list, buy and cancel NFT sales, with events indexed for the front end and contracts tested for common vulnerabilities.',
      tech: ['Solidity', 'Hardhat', 'React'],
      features: [
        'Listing and buying',
        'Royalties',
        'Event indexing',
        'Reentrancy protection',
        'Fuzz tests',
        'Front end',
      ],
      objectives: ['Design contract APIs', 'Index events', 'Prevent common attacks', 'Build a dApp UI'],
    },
    {
      title: 'Audited DeFi Vault',
      description:
        'An upgradeable yield vault with access control, invariant tests and a self-audit report following a real audit checklist.',
      tech: ['Solidity', 'Foundry', 'OpenZeppelin'],
      features: [
        'Deposit and withdraw with shares',
        'Upgradeable proxy',
        'Access control',
        'Invariant tests',
        'Gas optimisation',
        'Audit report',
      ],
      objectives: ['Design DeFi mechanics', 'Use upgrade patterns', 'Test invariants', 'Audit your own code'],
    },
  ],
};
