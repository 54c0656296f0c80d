import type { CatalogCareer } from '../../../shared/catalog.schema.ts';

export const productManager: CatalogCareer = {
  id: 8,
  slug: 'product',
  title: 'Product Manager',
  summary:
    'Product managers decide what a team builds and why: they talk to customers, weigh business goals and turn ' +
    'evidence into a prioritized roadmap that designers and engineers can deliver. The work mixes research, ' +
    'strategy, data analysis and a lot of communication, and success is measured by outcomes rather than ' +
    'features shipped. It suits organized, curious people who like working across disciplines and making ' +
    'decisions with incomplete information.',
  skills: [
    {
      id: 'product.discovery',
      name: 'Product Discovery',
      category: 'Concepts',
      description:
        'Discovery is how a PM de-risks ideas before engineers spend weeks building them, testing value, ' +
        "usability, feasibility and viability with real customers. Much of a modern PM's leverage comes from " +
        'killing weak ideas early and doubling down on validated ones.',
      difficulty: 'beginner',
      estimatedHours: 25,
      resources: [
        {
          id: 'product.discovery.r1',
          type: 'book',
          title: 'Inspired: How to Create Tech Products Customers Love (Marty Cagan)',
          source: 'Silicon Valley Product Group',
          link: 'https://www.svpg.com/',
          duration: '10h',
        },
        {
          id: 'product.discovery.r2',
          type: 'article',
          title: 'Opportunity Solution Trees',
          source: 'Product Talk (Teresa Torres)',
          link: 'https://www.producttalk.org/opportunity-solution-trees/',
          duration: '1h',
        },
        {
          id: 'product.discovery.r3',
          type: 'book',
          title: 'The Mom Test',
          source: 'Rob Fitzpatrick',
          link: 'https://www.momtestbook.com/',
          duration: '4h',
        },
      ],
    },
    {
      id: 'product.jtbd',
      name: 'Jobs to Be Done (JTBD)',
      category: 'Concepts',
      description:
        'JTBD frames a product around the progress customers are trying to make, not their demographics. PMs ' +
        'use it to find real competitors, write sharper problem statements and avoid building features nobody ' +
        'will "hire".',
      difficulty: 'beginner',
      estimatedHours: 10,
      resources: [
        {
          id: 'product.jtbd.r1',
          type: 'article',
          title: 'Know Your Customers\' "Jobs to Be Done"',
          source: 'Harvard Business Review',
          link: 'https://hbr.org/2016/09/know-your-customers-jobs-to-be-done',
          duration: '0.5h',
        },
        {
          id: 'product.jtbd.r2',
          type: 'book',
          title: 'Intercom on Jobs-to-be-Done',
          source: 'Intercom',
          link: 'https://www.intercom.com/resources/books/intercom-jobs-to-be-done',
          duration: '4h',
        },
        {
          id: 'product.jtbd.r3',
          type: 'article',
          title: 'Jobs to Be Done theory',
          source: 'Clayton Christensen Institute',
          link: 'https://www.christenseninstitute.org/theory/jobs-to-be-done/',
          duration: '0.5h',
        },
      ],
    },
    {
      id: 'product.strategy-vision',
      name: 'Product Strategy & Vision',
      category: 'Concepts',
      description:
        'A PM must explain where the product is going, for whom and why it will win, so that daily trade-offs ' +
        'line up with a clear direction. Without a written strategy, roadmaps turn into lists of stakeholder ' +
        'requests.',
      difficulty: 'intermediate',
      estimatedHours: 20,
      resources: [
        {
          id: 'product.strategy-vision.r1',
          type: 'tutorial',
          title: 'The Product Vision Board',
          source: 'Roman Pichler',
          link: 'https://www.romanpichler.com/tools/product-vision-board/',
          duration: '1h',
        },
        {
          id: 'product.strategy-vision.r2',
          type: 'article',
          title: "Lenny's Newsletter (product strategy archive)",
          source: 'Lenny Rachitsky',
          link: 'https://www.lennysnewsletter.com/',
          duration: '6h',
        },
      ],
    },
    {
      id: 'product.story-mapping',
      name: 'User Story Mapping & Acceptance Criteria',
      category: 'Concepts',
      description:
        'Story maps slice a big idea into releasable increments, and well-written stories with acceptance ' +
        'criteria are how a PM communicates scope to engineering and QA. Vague stories are the most common ' +
        'source of rework.',
      difficulty: 'beginner',
      estimatedHours: 15,
      resources: [
        {
          id: 'product.story-mapping.r1',
          type: 'book',
          title: 'User Story Mapping (Jeff Patton)',
          source: "O'Reilly Media",
          link: 'https://www.oreilly.com/library/view/user-story-mapping/9781491904893/',
          duration: '8h',
        },
        {
          id: 'product.story-mapping.r2',
          type: 'article',
          title: 'User stories with examples and a template',
          source: 'Atlassian Agile Coach',
          link: 'https://www.atlassian.com/agile/project-management/user-stories',
          duration: '0.5h',
        },
        {
          id: 'product.story-mapping.r3',
          type: 'article',
          title: 'User Stories',
          source: 'Mountain Goat Software (Mike Cohn)',
          link: 'https://www.mountaingoatsoftware.com/agile/user-stories',
          duration: '1h',
        },
      ],
    },
    {
      id: 'product.prd-writing',
      name: 'PRDs & Working-Backwards Docs',
      category: 'Concepts',
      description:
        'PMs lead through writing: a clear PRD or PR/FAQ states the problem, users, success metrics, scope and ' +
        'open questions so a team can make decisions without a meeting. Strong written specs are one of the ' +
        'clearest signals interviewers look for.',
      difficulty: 'intermediate',
      estimatedHours: 15,
      resources: [
        {
          id: 'product.prd-writing.r1',
          type: 'article',
          title: 'What is a product requirements document (PRD)?',
          source: 'Atlassian Agile Coach',
          link: 'https://www.atlassian.com/agile/product-management/requirements',
          duration: '1h',
        },
        {
          id: 'product.prd-writing.r2',
          type: 'book',
          title: 'Working Backwards (Colin Bryar & Bill Carr)',
          source: 'workingbackwards.com',
          link: 'https://workingbackwards.com/',
          duration: '10h',
        },
        {
          id: 'product.prd-writing.r3',
          type: 'article',
          title: 'The Linear Method',
          source: 'Linear',
          link: 'https://linear.app/method',
          duration: '1.5h',
        },
      ],
    },
    {
      id: 'product.rice',
      name: 'Roadmap Prioritization (RICE)',
      category: 'Concepts',
      description:
        'There is always more to build than capacity allows, so a PM needs a transparent way to rank ideas by ' +
        'reach, impact, confidence and effort. Pairing scores with an outcome-based Now/Next/Later roadmap ' +
        'makes trade-offs explainable to stakeholders.',
      difficulty: 'intermediate',
      estimatedHours: 10,
      resources: [
        {
          id: 'product.rice.r1',
          type: 'article',
          title: 'RICE: Simple prioritization for product managers',
          source: 'Intercom',
          link: 'https://www.intercom.com/blog/rice-simple-prioritization-for-product-managers/',
          duration: '0.5h',
        },
        {
          id: 'product.rice.r2',
          type: 'article',
          title: 'Why I invented the Now-Next-Later roadmap',
          source: 'ProdPad (Janna Bastow)',
          link: 'https://www.prodpad.com/blog/invented-now-next-later-roadmap/',
          duration: '0.5h',
        },
      ],
    },
    {
      id: 'product.okrs-north-star',
      name: 'OKRs & North Star Metrics',
      category: 'Concepts',
      description:
        'PMs are judged on outcomes, so they must choose a North Star metric and the input metrics that drive ' +
        'it, then set quarterly OKRs the team can influence. Good metric choices keep the roadmap honest.',
      difficulty: 'intermediate',
      estimatedHours: 12,
      resources: [
        {
          id: 'product.okrs-north-star.r1',
          type: 'book',
          title: 'The North Star Playbook',
          source: 'Amplitude',
          link: 'https://amplitude.com/north-star',
          duration: '3h',
        },
        {
          id: 'product.okrs-north-star.r2',
          type: 'article',
          title: 'OKR meaning, definition and examples',
          source: 'What Matters (John Doerr)',
          link: 'https://www.whatmatters.com/faqs/okr-meaning-definition-example',
          duration: '1h',
        },
      ],
    },
    {
      id: 'product.analytics',
      name: 'Product Analytics',
      category: 'Tools',
      description:
        'Funnels, retention curves and cohort breakdowns in tools like Amplitude, Mixpanel or PostHog tell a PM ' +
        'what users actually do after launch. PMs are expected to self-serve these answers and define the ' +
        'tracking plan for new features.',
      difficulty: 'intermediate',
      estimatedHours: 30,
      resources: [
        {
          id: 'product.analytics.r1',
          type: 'course',
          title: 'Amplitude Academy',
          source: 'Amplitude',
          link: 'https://academy.amplitude.com/',
          duration: '8h',
        },
        {
          id: 'product.analytics.r2',
          type: 'tutorial',
          title: 'Mixpanel Docs',
          source: 'Mixpanel',
          link: 'https://docs.mixpanel.com/',
          duration: '4h',
        },
        {
          id: 'product.analytics.r3',
          type: 'tutorial',
          title: 'Product analytics documentation',
          source: 'PostHog',
          link: 'https://posthog.com/docs/product-analytics',
          duration: '4h',
        },
      ],
    },
    {
      id: 'product.sql',
      name: 'SQL for Product Managers',
      category: 'Languages',
      description:
        'Dashboards never answer every question, and PMs who can write their own SELECT, JOIN and GROUP BY ' +
        'queries move faster and depend less on analysts. Many PM interviews now include a light SQL exercise.',
      difficulty: 'beginner',
      estimatedHours: 25,
      resources: [
        {
          id: 'product.sql.r1',
          type: 'tutorial',
          title: 'SQLBolt: Interactive SQL lessons',
          source: 'SQLBolt',
          link: 'https://sqlbolt.com/',
          duration: '6h',
        },
        {
          id: 'product.sql.r2',
          type: 'course',
          title: 'Intro to SQL: Querying and managing data',
          source: 'Khan Academy',
          link: 'https://www.khanacademy.org/computing/computer-programming/sql',
          duration: '10h',
        },
        {
          id: 'product.sql.r3',
          type: 'book',
          title: 'Select Star SQL',
          source: 'Zi Chong Kao',
          link: 'https://selectstarsql.com/',
          duration: '8h',
        },
      ],
    },
    {
      id: 'product.experimentation',
      name: 'A/B Testing & Experimentation',
      category: 'Concepts',
      description:
        'Controlled experiments are how product teams prove that a change caused an improvement. A PM must ' +
        'frame hypotheses, pick guardrail metrics, size samples and avoid peeking, or the team will ship false ' +
        'wins.',
      difficulty: 'advanced',
      estimatedHours: 25,
      resources: [
        {
          id: 'product.experimentation.r1',
          type: 'book',
          title: 'Trustworthy Online Controlled Experiments (Kohavi, Tang & Xu)',
          source: 'Cambridge University Press',
          link: 'https://experimentguide.com/',
          duration: '15h',
        },
        {
          id: 'product.experimentation.r2',
          type: 'tutorial',
          title: 'Sample Size Calculator',
          source: 'Evan Miller',
          link: 'https://www.evanmiller.org/ab-testing/sample-size.html',
          duration: '0.5h',
        },
        {
          id: 'product.experimentation.r3',
          type: 'article',
          title: 'Common experimentation problems',
          source: 'GrowthBook Docs',
          link: 'https://docs.growthbook.io/using/experimentation-problems',
          duration: '1h',
        },
      ],
    },
    {
      id: 'product.scrum',
      name: 'Scrum & Agile Delivery',
      category: 'Concepts',
      description:
        'Most software teams plan in sprints or cycles, and the PM (often acting as product owner) runs ' +
        'backlog refinement, sprint planning and reviews. Knowing the ceremonies and their purpose keeps ' +
        'delivery predictable without becoming process for its own sake.',
      difficulty: 'beginner',
      estimatedHours: 12,
      resources: [
        {
          id: 'product.scrum.r1',
          type: 'article',
          title: 'The Scrum Guide',
          source: 'Ken Schwaber & Jeff Sutherland',
          link: 'https://scrumguides.org/scrum-guide.html',
          duration: '1h',
        },
        {
          id: 'product.scrum.r2',
          type: 'tutorial',
          title: 'Agile Coach',
          source: 'Atlassian',
          link: 'https://www.atlassian.com/agile',
          duration: '6h',
        },
        {
          id: 'product.scrum.r3',
          type: 'article',
          title: 'Manifesto for Agile Software Development',
          source: 'agilemanifesto.org',
          link: 'https://agilemanifesto.org/',
          duration: '0.5h',
        },
      ],
    },
    {
      id: 'product.backlog-tools',
      name: 'Jira & Linear Backlog Management',
      category: 'Tools',
      description:
        'The backlog lives in a tracker, and PMs are expected to keep it groomed: epics linked to goals, issues ' +
        'with clear status, and filters or views that show progress to stakeholders. Jira and Linear are the ' +
        'two trackers you will meet most often.',
      difficulty: 'beginner',
      estimatedHours: 12,
      resources: [
        {
          id: 'product.backlog-tools.r1',
          type: 'tutorial',
          title: 'Jira Cloud documentation',
          source: 'Atlassian Support',
          link: 'https://support.atlassian.com/jira-software-cloud/docs/',
          duration: '4h',
        },
        {
          id: 'product.backlog-tools.r2',
          type: 'tutorial',
          title: 'Linear Docs',
          source: 'Linear',
          link: 'https://linear.app/docs',
          duration: '2h',
        },
      ],
    },
    {
      id: 'product.technical-fluency',
      name: 'Technical Fluency (APIs & System Basics)',
      category: 'Concepts',
      description:
        'PMs do not write production code, but they must understand APIs, databases, client/server trade-offs ' +
        'and technical debt well enough to discuss feasibility and estimates with engineers. Technical fluency ' +
        'earns trust and leads to better scope decisions.',
      difficulty: 'intermediate',
      estimatedHours: 30,
      resources: [
        {
          id: 'product.technical-fluency.r1',
          type: 'course',
          title: "CS50's Computer Science for Business Professionals",
          source: 'Harvard University',
          link: 'https://cs50.harvard.edu/business/',
          duration: '20h',
        },
        {
          id: 'product.technical-fluency.r2',
          type: 'article',
          title: 'HTTP: an overview for the web',
          source: 'MDN Web Docs',
          link: 'https://developer.mozilla.org/en-US/docs/Web/HTTP',
          duration: '2h',
        },
        {
          id: 'product.technical-fluency.r3',
          type: 'tutorial',
          title: 'The System Design Primer',
          source: 'GitHub (donnemartin)',
          link: 'https://github.com/donnemartin/system-design-primer',
          duration: '10h',
        },
      ],
    },
    {
      id: 'product.stakeholder-management',
      name: 'Stakeholder Management & Communication',
      category: 'Concepts',
      description:
        'PMs have responsibility without authority, so progress depends on aligning leadership, sales, support ' +
        'and engineering. Regular, tailored updates and honest, direct feedback prevent surprises and keep ' +
        'decisions moving.',
      difficulty: 'intermediate',
      estimatedHours: 15,
      resources: [
        {
          id: 'product.stakeholder-management.r1',
          type: 'tutorial',
          title: 'Stakeholder Communications Plan (Team Playbook)',
          source: 'Atlassian',
          link: 'https://www.atlassian.com/team-playbook/plays/stakeholder-communications-plan',
          duration: '1h',
        },
        {
          id: 'product.stakeholder-management.r2',
          type: 'book',
          title: 'Radical Candor (Kim Scott)',
          source: 'Radical Candor',
          link: 'https://www.radicalcandor.com/',
          duration: '8h',
        },
      ],
    },
    {
      id: 'product.positioning-gtm',
      name: 'Positioning & Go-to-Market',
      category: 'Concepts',
      description:
        'A feature only creates value once the right customers understand it, so PMs work with marketing and ' +
        'sales on positioning, messaging and launch plans. Clear positioning also sharpens which features are ' +
        'worth building at all.',
      difficulty: 'intermediate',
      estimatedHours: 18,
      resources: [
        {
          id: 'product.positioning-gtm.r1',
          type: 'book',
          title: 'Obviously Awesome (April Dunford)',
          source: 'April Dunford',
          link: 'https://www.aprildunford.com/books',
          duration: '5h',
        },
        {
          id: 'product.positioning-gtm.r2',
          type: 'article',
          title: 'Product Hunt Launch Guide',
          source: 'Product Hunt',
          link: 'https://www.producthunt.com/launch',
          duration: '2h',
        },
      ],
    },
    {
      id: 'product.ai-product-management',
      name: 'AI Product Management (LLM Features & Evals)',
      category: 'Concepts',
      description:
        'By 2026 most product teams ship AI-powered features, and PMs must judge where models help, design for ' +
        'uncertain outputs and define quality with evaluation sets rather than gut feel. This skill separates ' +
        'PMs who can lead AI work from those who only demo it.',
      difficulty: 'advanced',
      estimatedHours: 25,
      resources: [
        {
          id: 'product.ai-product-management.r1',
          type: 'course',
          title: 'AI For Everyone',
          source: 'DeepLearning.AI on Coursera',
          link: 'https://www.coursera.org/learn/ai-for-everyone',
          duration: '6h',
        },
        {
          id: 'product.ai-product-management.r2',
          type: 'article',
          title: 'People + AI Guidebook',
          source: 'Google PAIR',
          link: 'https://pair.withgoogle.com/guidebook/',
          duration: '5h',
        },
        {
          id: 'product.ai-product-management.r3',
          type: 'article',
          title: 'Your AI Product Needs Evals',
          source: 'Hamel Husain',
          link: 'https://hamel.dev/blog/posts/evals/',
          duration: '1.5h',
        },
      ],
    },
  ],
  projects: [
    {
      id: 'product.teardown-memo',
      title: 'Product Teardown and Improvement Memo',
      description:
        'Pick a consumer app you know well and map the core job it is hired for, its onboarding funnel and ' +
        'its main competitors. Identify five improvement opportunities, score them with RICE and recommend the ' +
        'top one. Done means a two-page memo with screenshots, a scored table and a clear recommendation a ' +
        'hiring manager could read in five minutes.',
      difficulty: 'beginner',
      estimatedHours: 12,
      technologies: ['Google Docs', 'Google Sheets', 'Figma'],
      skillIds: ['product.jtbd', 'product.rice', 'product.strategy-vision'],
    },
    {
      id: 'product.discovery-sprint',
      title: 'Two-Week Customer Discovery Sprint',
      description:
        'Choose a problem space (for example, freelancers tracking invoices) and interview six to eight target ' +
        'users with Mom Test style questions. Build an opportunity solution tree, pick one opportunity, and test ' +
        'the riskiest assumption with a landing page or fake-door experiment. Done means interview notes, the ' +
        'tree, experiment results and a one-page decision memo shared with a mock stakeholder group.',
      difficulty: 'intermediate',
      estimatedHours: 30,
      technologies: ['Miro', 'Carrd or Framer', 'Google Forms'],
      skillIds: ['product.discovery', 'product.jtbd', 'product.stakeholder-management'],
    },
    {
      id: 'product.mvp-prd-backlog',
      title: 'PRD, Story Map and Backlog for an MVP',
      description:
        'Write a one-page PR/FAQ and a full PRD for a small SaaS product, including goals, non-goals, success ' +
        'metrics and open questions. Turn it into a story map with release slices, then create 20 or more ' +
        'user stories with acceptance criteria in a free Jira or Linear workspace. Done means a linked PRD, ' +
        'story map and groomed backlog ready for a first sprint planning session.',
      difficulty: 'intermediate',
      estimatedHours: 30,
      technologies: ['Notion or Google Docs', 'Jira or Linear', 'Miro'],
      skillIds: [
        'product.prd-writing',
        'product.story-mapping',
        'product.backlog-tools',
        'product.okrs-north-star',
        'product.scrum',
      ],
    },
    {
      id: 'product.metrics-dashboard',
      title: 'North Star Metrics Dashboard from Raw Events',
      description:
        'Use the public GA4 sample e-commerce dataset in BigQuery (or a PostHog demo project) to define a North ' +
        'Star metric and three input metrics. Write SQL for an activation funnel and weekly retention cohorts, ' +
        'build a dashboard, and summarize three insights with recommended next steps. Done means saved queries, ' +
        'a shareable dashboard and a short insights write-up.',
      difficulty: 'intermediate',
      estimatedHours: 40,
      technologies: ['BigQuery', 'SQL', 'Looker Studio', 'PostHog'],
      skillIds: ['product.sql', 'product.analytics', 'product.okrs-north-star'],
    },
    {
      id: 'product.ai-feature-launch',
      title: 'Spec, Evaluate and Launch an AI-Powered Feature',
      description:
        'Pick a real product and spec an LLM feature such as drafting support replies. Define a 50-case ' +
        'evaluation set with a scoring rubric, run it against a model, and design an A/B test with a sized ' +
        'sample and guardrail metrics. Finish with positioning, a launch plan and a stakeholder update. Done ' +
        'means a PRD, eval results table, experiment plan and launch brief.',
      difficulty: 'advanced',
      estimatedHours: 45,
      technologies: ['OpenAI or Anthropic API', 'Google Sheets', 'GrowthBook', 'Notion'],
      skillIds: [
        'product.ai-product-management',
        'product.experimentation',
        'product.positioning-gtm',
        'product.prd-writing',
        'product.stakeholder-management',
      ],
    },
  ],
};
