import type { CatalogJob, CityMarket, JobTrend, MarketSummary } from '../../shared/catalog.schema.ts';

/**
 * docs/product.md §3 Sample data: sample jobs, trends and market summaries for four cities.
 * Figures per city (jobs, trends, total jobs, average salary, tech hub rating) are fixed by the spec.
 * Salaries are realistic 2026 base-salary ranges for the city and level. Posting dates are fixed, part
 * of the sample like the rest (docs/decisions.md S64): a sample never looks fresher than it is.
 */
export const cityMarkets: readonly CityMarket[] = [
  {
    city: 'San Francisco',
    state: 'CA',
    stateName: 'California',
    summary: {
      location: 'San Francisco, CA',
      totalJobs: 15420,
      averageSalary: 185000,
      topIndustries: [
        'Artificial Intelligence',
        'Enterprise Software',
        'Fintech',
        'Consumer Internet',
        'Biotech',
      ],
      growingRoles: [
        'Machine Learning Engineer',
        'Full Stack Developer',
        'Cloud Architect',
        'Data Scientist',
      ],
      inDemandSkills: ['Python', 'TypeScript', 'React', 'PyTorch', 'Kubernetes', 'AWS', 'SQL', 'Go'],
      costOfLiving: 'very-high',
      techHubRating: 10,
    },
    jobs: [
      {
        id: 'sf.stripe-frontend',
        title: 'Frontend Engineer, Dashboard',
        company: 'Stripe',
        location: 'San Francisco, CA (Hybrid)',
        salary: '$170K - $225K',
        type: 'full-time',
        postedOn: '2026-11-18',
        description:
          'Build the Stripe Dashboard that millions of businesses use to manage payments, payouts and ' +
          'billing. You will ship React and TypeScript features end to end, work closely with designers ' +
          'and keep the interface fast and accessible.',
        requiredSkills: ['React', 'TypeScript', 'JavaScript', 'CSS', 'Web Accessibility'],
        isRemote: false,
        experienceLevel: 'mid',
        matchPercentage: 82,
      },
      {
        id: 'sf.airbnb-backend',
        title: 'Senior Backend Engineer, Payments',
        company: 'Airbnb',
        location: 'San Francisco, CA',
        salary: '$215K - $280K',
        type: 'full-time',
        postedOn: '2026-11-16',
        description:
          'Design and run the services that move money between guests and hosts in more than 190 countries. ' +
          'You will own high-volume Java and Kotlin services, improve reliability and mentor other engineers.',
        requiredSkills: ['Java', 'Kotlin', 'SQL', 'Distributed Systems', 'AWS'],
        isRemote: true,
        experienceLevel: 'senior',
        matchPercentage: 71,
      },
      {
        id: 'sf.databricks-ml-engineer',
        title: 'Senior Machine Learning Engineer, Model Serving',
        company: 'Databricks',
        location: 'San Francisco, CA (Hybrid)',
        salary: '$230K - $310K',
        type: 'full-time',
        postedOn: '2026-11-19',
        description:
          'Build the platform customers use to deploy and serve machine learning models and LLMs at scale. ' +
          'You will optimise inference latency and cost on GPUs and turn research prototypes into production ' +
          'services.',
        requiredSkills: ['Python', 'PyTorch', 'Apache Spark', 'Kubernetes', 'MLOps'],
        isRemote: false,
        experienceLevel: 'senior',
        matchPercentage: 68,
      },
      {
        id: 'sf.figma-product-designer',
        title: 'Product Designer, Collaboration',
        company: 'Figma',
        location: 'San Francisco, CA (Hybrid)',
        salary: '$150K - $205K',
        type: 'full-time',
        postedOn: '2026-11-17',
        description:
          'Shape how teams comment, review and hand off work inside Figma. You will run user research, ' +
          'prototype interaction ideas and contribute components to the design system.',
        requiredSkills: ['Figma', 'Prototyping', 'User Research', 'Interaction Design', 'Design Systems'],
        isRemote: false,
        experienceLevel: 'mid',
        matchPercentage: 77,
      },
      {
        id: 'sf.salesforce-cloud-architect',
        title: 'Principal Cloud Architect, Hyperforce',
        company: 'Salesforce',
        location: 'San Francisco, CA (Hybrid)',
        salary: '$210K - $275K',
        type: 'full-time',
        postedOn: '2026-11-14',
        description:
          'Define the reference architecture that runs Salesforce on public cloud regions worldwide. ' +
          'You will lead designs for networking, security and multi-region resilience and review ' +
          'infrastructure-as-code across teams.',
        requiredSkills: ['AWS', 'Terraform', 'Kubernetes', 'Cloud Security', 'Networking'],
        isRemote: false,
        experienceLevel: 'senior',
        matchPercentage: 64,
      },
      {
        id: 'sf.cloudflare-security-analyst',
        title: 'Security Operations Analyst',
        company: 'Cloudflare',
        location: 'San Francisco, CA (Hybrid)',
        salary: '$115K - $145K',
        type: 'full-time',
        postedOn: '2026-11-15',
        description:
          'Monitor and investigate security alerts across Cloudflare’s global network and corporate systems. ' +
          'You will triage incidents, write detection rules and automate repetitive response steps in Python.',
        requiredSkills: ['SIEM', 'Incident Response', 'Network Security', 'Linux', 'Python'],
        isRemote: false,
        experienceLevel: 'entry',
        matchPercentage: 73,
      },
      {
        id: 'sf.ripple-blockchain',
        title: 'Blockchain Engineer, XRP Ledger',
        company: 'Ripple',
        location: 'San Francisco, CA (Hybrid)',
        salary: '$175K - $225K',
        type: 'full-time',
        postedOn: '2026-11-13',
        description:
          'Contribute to rippled, the open-source C++ server behind the XRP Ledger. You will work on consensus, ' +
          'transaction processing and new ledger features such as automated market makers.',
        requiredSkills: ['C++', 'Blockchain', 'Cryptography', 'Distributed Systems', 'Linux'],
        isRemote: false,
        experienceLevel: 'mid',
        matchPercentage: 62,
      },
      {
        id: 'sf.instacart-data-analyst',
        title: 'Data Analyst, Marketplace',
        company: 'Instacart',
        location: 'San Francisco, CA',
        salary: '$120K - $150K',
        type: 'full-time',
        postedOn: '2026-11-18',
        description:
          'Analyse order, shopper and retailer data to help the marketplace team balance supply and demand. ' +
          'You will build dashboards, size opportunities and read out A/B test results to product managers.',
        requiredSkills: ['SQL', 'Python', 'Tableau', 'A/B Testing', 'Statistics'],
        isRemote: true,
        experienceLevel: 'entry',
        matchPercentage: 79,
      },
    ],
    trends: [
      {
        id: 'sf.trend-ml-engineer',
        location: 'San Francisco, CA',
        jobTitle: 'Machine Learning Engineer',
        demandLevel: 'very-high',
        averageSalary: 235000,
        growthRate: 34,
        topSkills: ['Python', 'PyTorch', 'LLMs', 'Kubernetes', 'MLOps'],
        topCompanies: ['OpenAI', 'Anthropic', 'Databricks'],
        description:
          'Generative AI labs and platforms are hiring engineers who can train, evaluate and serve models ' +
          'in production faster than any other role in the city.',
      },
      {
        id: 'sf.trend-full-stack',
        location: 'San Francisco, CA',
        jobTitle: 'Full Stack Developer',
        demandLevel: 'high',
        averageSalary: 178000,
        growthRate: 12,
        topSkills: ['TypeScript', 'React', 'Node.js', 'PostgreSQL'],
        topCompanies: ['Stripe', 'Airbnb', 'Figma'],
        description:
          'Product companies and AI startups want engineers who can ship a feature from database to UI ' +
          'with TypeScript on both sides.',
      },
      {
        id: 'sf.trend-cloud-architect',
        location: 'San Francisco, CA',
        jobTitle: 'Cloud Architect',
        demandLevel: 'high',
        averageSalary: 215000,
        growthRate: 15,
        topSkills: ['AWS', 'Terraform', 'Kubernetes', 'Cloud Security'],
        topCompanies: ['Salesforce', 'Cloudflare', 'Okta'],
        description:
          'Growing GPU and multi-region workloads keep demand steady for architects who can design secure, ' +
          'cost-efficient cloud platforms.',
      },
    ],
  },
  {
    city: 'New York',
    state: 'NY',
    stateName: 'New York',
    summary: {
      location: 'New York, NY',
      totalJobs: 12850,
      averageSalary: 155000,
      topIndustries: [
        'Financial Services',
        'Media and Publishing',
        'E-commerce',
        'Health Tech',
        'Advertising',
      ],
      growingRoles: [
        'Machine Learning Engineer',
        'Data Scientist',
        'Cybersecurity Analyst',
        'Product Manager',
      ],
      inDemandSkills: [
        'Python',
        'SQL',
        'Java',
        'React',
        'TypeScript',
        'AWS',
        'Kubernetes',
        'Machine Learning',
      ],
      costOfLiving: 'very-high',
      techHubRating: 9,
    },
    jobs: [
      {
        id: 'ny.datadog-sre',
        title: 'Senior Site Reliability Engineer',
        company: 'Datadog',
        location: 'New York, NY (Hybrid)',
        salary: '$185K - $235K',
        type: 'full-time',
        postedOn: '2026-11-17',
        description:
          'Keep the platform that monitors thousands of customers’ infrastructure running around the clock. ' +
          'You will automate Kubernetes fleet operations, improve incident response and define SLOs with ' +
          'product teams.',
        requiredSkills: ['Kubernetes', 'Terraform', 'AWS', 'Go', 'Linux'],
        isRemote: false,
        experienceLevel: 'senior',
        matchPercentage: 66,
      },
      {
        id: 'ny.etsy-full-stack',
        title: 'Software Engineer I, Full Stack',
        company: 'Etsy',
        location: 'New York, NY',
        salary: '$125K - $155K',
        type: 'full-time',
        postedOn: '2026-11-15',
        description:
          'Build buyer-facing features on Etsy’s marketplace, from PHP services and MySQL queries to React ' +
          'components. You will pair with senior engineers, run experiments and ship to production in your ' +
          'first weeks.',
        requiredSkills: ['JavaScript', 'React', 'PHP', 'MySQL', 'TypeScript'],
        isRemote: true,
        experienceLevel: 'entry',
        matchPercentage: 84,
      },
      {
        id: 'ny.bloomberg-data-scientist',
        title: 'Data Scientist, Enterprise Data',
        company: 'Bloomberg',
        location: 'New York, NY (Hybrid)',
        salary: '$160K - $200K',
        type: 'full-time',
        postedOn: '2026-11-19',
        description:
          'Build models that extract, classify and quality-check financial data for the Bloomberg Terminal. ' +
          'You will work with engineers and domain experts to take models from notebook to production.',
        requiredSkills: ['Python', 'SQL', 'Statistics', 'Machine Learning', 'Pandas'],
        isRemote: false,
        experienceLevel: 'mid',
        matchPercentage: 75,
      },
      {
        id: 'ny.spotify-product-manager',
        title: 'Product Manager, Podcast Discovery',
        company: 'Spotify',
        location: 'New York, NY',
        salary: '$170K - $215K',
        type: 'full-time',
        postedOn: '2026-11-14',
        description:
          'Own how listeners find new podcasts on Spotify’s home and search surfaces. You will set the roadmap, ' +
          'define success metrics and run A/B tests with engineering, design and data science.',
        requiredSkills: ['Product Strategy', 'A/B Testing', 'SQL', 'Roadmapping', 'Stakeholder Management'],
        isRemote: true,
        experienceLevel: 'mid',
        matchPercentage: 69,
      },
      {
        id: 'ny.squarespace-qa-automation',
        title: 'QA Automation Engineer (Contract)',
        company: 'Squarespace',
        location: 'New York, NY (Hybrid)',
        salary: '$115K - $145K',
        type: 'contract',
        postedOn: '2026-11-12',
        description:
          'Expand end-to-end test coverage for the Squarespace website editor and checkout. You will write ' +
          'Playwright tests in TypeScript, add API checks and wire the suites into CI.',
        requiredSkills: ['Playwright', 'TypeScript', 'Test Automation', 'API Testing', 'CI/CD'],
        isRemote: false,
        experienceLevel: 'mid',
        matchPercentage: 72,
      },
    ],
    trends: [
      {
        id: 'ny.trend-ml-engineer',
        location: 'New York, NY',
        jobTitle: 'Machine Learning Engineer',
        demandLevel: 'very-high',
        averageSalary: 195000,
        growthRate: 27,
        topSkills: ['Python', 'PyTorch', 'LLMs', 'SQL'],
        topCompanies: ['Bloomberg', 'Two Sigma', 'Datadog'],
        description:
          'Banks, trading firms and media companies are moving AI from pilots into products and need engineers ' +
          'to build and run the models.',
      },
      {
        id: 'ny.trend-full-stack',
        location: 'New York, NY',
        jobTitle: 'Full Stack Developer',
        demandLevel: 'high',
        averageSalary: 152000,
        growthRate: 11,
        topSkills: ['TypeScript', 'React', 'Node.js', 'PostgreSQL'],
        topCompanies: ['Etsy', 'Squarespace', 'Datadog'],
        description:
          'E-commerce, media and SaaS companies keep hiring generalists who can own a product area across ' +
          'front end and back end.',
      },
      {
        id: 'ny.trend-security-analyst',
        location: 'New York, NY',
        jobTitle: 'Cybersecurity Analyst',
        demandLevel: 'high',
        averageSalary: 138000,
        growthRate: 16,
        topSkills: ['SIEM', 'Incident Response', 'Cloud Security', 'Python'],
        topCompanies: ['JPMorgan Chase', 'Goldman Sachs', 'Citi'],
        description:
          'Regulation and constant attacks on financial firms keep security operations and threat detection ' +
          'teams growing.',
      },
    ],
  },
  {
    city: 'Austin',
    state: 'TX',
    stateName: 'Texas',
    summary: {
      location: 'Austin, TX',
      totalJobs: 8940,
      averageSalary: 118000,
      topIndustries: [
        'Semiconductors',
        'Enterprise Software',
        'Electric Vehicles',
        'Gaming',
        'Cloud Services',
      ],
      growingRoles: ['Machine Learning Engineer', 'DevOps Engineer', 'Backend Developer'],
      inDemandSkills: ['Python', 'Java', 'JavaScript', 'React', 'AWS', 'SQL', 'Kubernetes', 'C++'],
      costOfLiving: 'medium',
      techHubRating: 8,
    },
    jobs: [
      {
        id: 'atx.indeed-backend',
        title: 'Backend Software Engineer, Job Search',
        company: 'Indeed',
        location: 'Austin, TX (Hybrid)',
        salary: '$135K - $170K',
        type: 'full-time',
        postedOn: '2026-11-18',
        description:
          'Build the Java services that rank and serve job search results to millions of job seekers a day. ' +
          'You will design APIs, tune queries and run experiments on relevance.',
        requiredSkills: ['Java', 'Python', 'SQL', 'AWS', 'REST APIs'],
        isRemote: false,
        experienceLevel: 'mid',
        matchPercentage: 78,
      },
      {
        id: 'atx.dell-frontend',
        title: 'Associate Frontend Developer',
        company: 'Dell Technologies',
        location: 'Austin, TX (Hybrid)',
        salary: '$85K - $110K',
        type: 'full-time',
        postedOn: '2026-11-16',
        description:
          'Build pages and components for Dell.com product configuration and checkout. You will work in React ' +
          'and TypeScript with a shared design system and learn from a senior mentor.',
        requiredSkills: ['JavaScript', 'React', 'TypeScript', 'HTML', 'CSS'],
        isRemote: false,
        experienceLevel: 'entry',
        matchPercentage: 85,
      },
      {
        id: 'atx.bumble-ios',
        title: 'Senior iOS Engineer',
        company: 'Bumble',
        location: 'Austin, TX',
        salary: '$165K - $205K',
        type: 'full-time',
        postedOn: '2026-11-13',
        description:
          'Build new features and improve performance in the Bumble iOS app used by millions of people. ' +
          'You will lead SwiftUI adoption, review code and work with product and design on experiments.',
        requiredSkills: ['Swift', 'SwiftUI', 'Xcode', 'REST APIs', 'Unit Testing'],
        isRemote: true,
        experienceLevel: 'senior',
        matchPercentage: 63,
      },
      {
        id: 'atx.certain-affinity-gameplay',
        title: 'Gameplay Programmer',
        company: 'Certain Affinity',
        location: 'Austin, TX',
        salary: '$100K - $135K',
        type: 'full-time',
        postedOn: '2026-11-15',
        description:
          'Implement weapons, abilities and player movement for multiplayer action games built with Unreal ' +
          'Engine. You will work with designers to tune how the game feels and fix networked gameplay bugs.',
        requiredSkills: ['C++', 'Unreal Engine', '3D Math', 'Game Physics', 'Multiplayer Networking'],
        isRemote: false,
        experienceLevel: 'mid',
        matchPercentage: 67,
      },
    ],
    trends: [
      {
        id: 'atx.trend-ml-engineer',
        location: 'Austin, TX',
        jobTitle: 'Machine Learning Engineer',
        demandLevel: 'very-high',
        averageSalary: 160000,
        growthRate: 24,
        topSkills: ['Python', 'PyTorch', 'Computer Vision', 'MLOps'],
        topCompanies: ['Tesla', 'Apple', 'Dell Technologies'],
        description:
          'Autonomy, AI hardware and enterprise AI teams in Austin are competing for engineers who can ship ' +
          'models to production.',
      },
      {
        id: 'atx.trend-devops',
        location: 'Austin, TX',
        jobTitle: 'DevOps Engineer',
        demandLevel: 'high',
        averageSalary: 138000,
        growthRate: 15,
        topSkills: ['Kubernetes', 'Terraform', 'AWS', 'CI/CD'],
        topCompanies: ['Oracle', 'Dell Technologies', 'Indeed'],
        description:
          'Cloud and infrastructure vendors headquartered in the area keep hiring engineers to automate ' +
          'deployments and run platforms.',
      },
      {
        id: 'atx.trend-game-developer',
        location: 'Austin, TX',
        jobTitle: 'Game Developer',
        demandLevel: 'medium',
        averageSalary: 115000,
        growthRate: 4,
        topSkills: ['C++', 'Unreal Engine', 'Unity', 'Game Physics'],
        topCompanies: ['Certain Affinity', 'Aspyr', 'Electronic Arts'],
        description:
          'Austin is one of the largest game-development hubs in the US, but hiring is steady rather than ' +
          'growing after industry-wide layoffs.',
      },
    ],
  },
  {
    city: 'Fremont',
    state: 'CA',
    stateName: 'California',
    summary: {
      location: 'Fremont, CA',
      totalJobs: 3240,
      averageSalary: 128000,
      topIndustries: [
        'Semiconductor Equipment',
        'Electric Vehicles',
        'Clean Energy',
        'Advanced Manufacturing',
        'Biotech',
      ],
      growingRoles: ['Data Analyst', 'QA Engineer', 'DevOps Engineer'],
      inDemandSkills: [
        'Python',
        'SQL',
        'C++',
        'Linux',
        'AWS',
        'Test Automation',
        'Power BI',
        'Embedded Systems',
      ],
      costOfLiving: 'very-high',
      techHubRating: 6,
    },
    jobs: [
      {
        id: 'fremont.lam-data-analyst',
        title: 'Data Analyst, Manufacturing Operations (Contract)',
        company: 'Lam Research',
        location: 'Fremont, CA',
        salary: '$85K - $110K',
        type: 'contract',
        postedOn: '2026-11-17',
        description:
          'Turn equipment and supply-chain data into reports that help manufacturing teams cut cycle time. ' +
          'You will write SQL, build Power BI dashboards and present findings to operations managers.',
        requiredSkills: ['SQL', 'Python', 'Power BI', 'Excel', 'Statistics'],
        isRemote: false,
        experienceLevel: 'entry',
        matchPercentage: 80,
      },
      {
        id: 'fremont.tesla-qa',
        title: 'Software QA Engineer, Factory Software',
        company: 'Tesla',
        location: 'Fremont, CA',
        salary: '$120K - $155K',
        type: 'full-time',
        postedOn: '2026-11-14',
        description:
          'Test the software that runs vehicle production lines at the Fremont factory. You will write automated ' +
          'tests in Python, validate releases on the factory floor and track defects to root cause.',
        requiredSkills: ['Python', 'Test Automation', 'SQL', 'Linux', 'API Testing'],
        isRemote: false,
        experienceLevel: 'mid',
        matchPercentage: 70,
      },
      {
        id: 'fremont.enphase-devops',
        title: 'Senior DevOps Engineer, Energy Cloud',
        company: 'Enphase Energy',
        location: 'Fremont, CA (Hybrid)',
        salary: '$160K - $195K',
        type: 'full-time',
        postedOn: '2026-11-18',
        description:
          'Run the cloud platform that collects data from millions of home solar and battery systems. You will ' +
          'manage Kubernetes clusters on AWS, own CI/CD pipelines and improve monitoring and cost.',
        requiredSkills: ['AWS', 'Kubernetes', 'Terraform', 'CI/CD', 'Python'],
        isRemote: false,
        experienceLevel: 'senior',
        matchPercentage: 65,
      },
    ],
    trends: [
      {
        id: 'fremont.trend-data-analyst',
        location: 'Fremont, CA',
        jobTitle: 'Data Analyst',
        demandLevel: 'high',
        averageSalary: 118000,
        growthRate: 10,
        topSkills: ['SQL', 'Python', 'Power BI', 'Statistics'],
        topCompanies: ['Lam Research', 'Tesla', 'Enphase Energy'],
        description:
          'Manufacturers are instrumenting their factories and need analysts who can turn production data into ' +
          'decisions.',
      },
      {
        id: 'fremont.trend-qa-engineer',
        location: 'Fremont, CA',
        jobTitle: 'QA Engineer',
        demandLevel: 'medium',
        averageSalary: 130000,
        growthRate: 6,
        topSkills: ['Python', 'Test Automation', 'Linux', 'Hardware Testing'],
        topCompanies: ['Tesla', 'Enphase Energy', 'Lam Research'],
        description:
          'Hardware and factory software teams hire test engineers steadily to validate releases that control ' +
          'physical equipment.',
      },
    ],
  },
];

/** docs/product.md §3 Sample data: the static data set of the local-market page (San Francisco). */
export const staticSanFranciscoMarket: { summary: MarketSummary; jobs: CatalogJob[]; trends: JobTrend[] } = {
  summary: {
    location: 'San Francisco, CA',
    totalJobs: 15420,
    averageSalary: 165000,
    topIndustries: [
      'Artificial Intelligence',
      'Enterprise Software',
      'Fintech',
      'Consumer Internet',
      'Biotech',
    ],
    growingRoles: [
      'Machine Learning Engineer',
      'Full Stack Developer',
      'Cybersecurity Analyst',
      'Data Scientist',
    ],
    inDemandSkills: ['Python', 'TypeScript', 'React', 'SQL', 'AWS', 'Kubernetes', 'PyTorch', 'Go'],
    costOfLiving: 'very-high',
    techHubRating: 9.5,
  },
  jobs: [
    {
      id: 'sf-static.uber-backend',
      title: 'Software Engineer I, Backend',
      company: 'Uber',
      location: 'San Francisco, CA (Hybrid)',
      salary: '$140K - $170K',
      type: 'full-time',
      postedOn: '2026-11-18',
      description:
        'Join a team building the Go and Java services behind rider pricing and trip matching. You will ship ' +
        'features with a mentor, write tests and learn to operate services at very high scale.',
      requiredSkills: ['Go', 'Java', 'SQL', 'REST APIs', 'Data Structures'],
      isRemote: false,
      experienceLevel: 'entry',
      matchPercentage: 81,
    },
    {
      id: 'sf-static.pinterest-data-analyst',
      title: 'Data Analyst, Ads',
      company: 'Pinterest',
      location: 'San Francisco, CA',
      salary: '$115K - $145K',
      type: 'full-time',
      postedOn: '2026-11-16',
      description:
        'Measure how advertisers’ campaigns perform and find ways to improve them. You will write SQL, build ' +
        'Tableau dashboards and present insights to sales and product teams.',
      requiredSkills: ['SQL', 'Python', 'Tableau', 'Statistics', 'Excel'],
      isRemote: true,
      experienceLevel: 'entry',
      matchPercentage: 76,
    },
    {
      id: 'sf-static.dropbox-frontend',
      title: 'Frontend Engineer, Web Experience',
      company: 'Dropbox',
      location: 'San Francisco, CA',
      salary: '$165K - $210K',
      type: 'full-time',
      postedOn: '2026-11-19',
      description:
        'Build the Dropbox web app where people preview, share and organise files. You will ship React and ' +
        'TypeScript features, improve load performance and keep the interface accessible.',
      requiredSkills: ['React', 'TypeScript', 'JavaScript', 'CSS', 'Web Performance'],
      isRemote: true,
      experienceLevel: 'mid',
      matchPercentage: 83,
    },
    {
      id: 'sf-static.okta-security',
      title: 'Security Engineer, Detection and Response',
      company: 'Okta',
      location: 'San Francisco, CA (Hybrid)',
      salary: '$160K - $200K',
      type: 'full-time',
      postedOn: '2026-11-15',
      description:
        'Detect and respond to threats against Okta’s identity platform. You will write detections in the SIEM, ' +
        'lead incident investigations and automate response playbooks in Python.',
      requiredSkills: ['SIEM', 'Incident Response', 'Python', 'Cloud Security', 'Threat Intelligence'],
      isRemote: false,
      experienceLevel: 'mid',
      matchPercentage: 69,
    },
    {
      id: 'sf-static.anthropic-ml-engineer',
      title: 'Senior Machine Learning Engineer, Inference',
      company: 'Anthropic',
      location: 'San Francisco, CA (Hybrid)',
      salary: '$280K - $380K',
      type: 'full-time',
      postedOn: '2026-11-17',
      description:
        'Make large language models faster and cheaper to serve across GPU and accelerator fleets. You will ' +
        'profile and optimise inference code, design batching and caching, and work closely with research teams.',
      requiredSkills: ['Python', 'PyTorch', 'LLMs', 'Distributed Systems', 'Kubernetes'],
      isRemote: false,
      experienceLevel: 'senior',
      matchPercentage: 61,
    },
    {
      id: 'sf-static.lyft-sre',
      title: 'Senior Site Reliability Engineer',
      company: 'Lyft',
      location: 'San Francisco, CA',
      salary: '$190K - $240K',
      type: 'full-time',
      postedOn: '2026-11-13',
      description:
        'Keep ride booking reliable during peak demand. You will run Kubernetes on AWS, improve observability ' +
        'and lead blameless post-incident reviews.',
      requiredSkills: ['Kubernetes', 'AWS', 'Terraform', 'Python', 'Observability'],
      isRemote: true,
      experienceLevel: 'senior',
      matchPercentage: 66,
    },
  ],
  trends: [
    {
      id: 'sf-static.trend-ml-engineer',
      location: 'San Francisco, CA',
      jobTitle: 'Machine Learning Engineer',
      demandLevel: 'very-high',
      averageSalary: 235000,
      growthRate: 34,
      topSkills: ['Python', 'PyTorch', 'LLMs', 'MLOps'],
      topCompanies: ['OpenAI', 'Anthropic', 'Databricks'],
      description:
        'Generative AI companies are hiring engineers who can train, evaluate and serve models faster than any ' +
        'other role in the city.',
    },
    {
      id: 'sf-static.trend-full-stack',
      location: 'San Francisco, CA',
      jobTitle: 'Full Stack Developer',
      demandLevel: 'high',
      averageSalary: 178000,
      growthRate: 12,
      topSkills: ['TypeScript', 'React', 'Node.js', 'PostgreSQL'],
      topCompanies: ['Stripe', 'Airbnb', 'Figma'],
      description:
        'Startups and product companies want engineers who can build a feature from database to UI with ' +
        'TypeScript on both sides.',
    },
    {
      id: 'sf-static.trend-security-analyst',
      location: 'San Francisco, CA',
      jobTitle: 'Cybersecurity Analyst',
      demandLevel: 'high',
      averageSalary: 160000,
      growthRate: 14,
      topSkills: ['SIEM', 'Cloud Security', 'Incident Response', 'Python'],
      topCompanies: ['Okta', 'Cloudflare', 'Salesforce'],
      description:
        'Identity, cloud and AI companies keep expanding detection and response teams as attacks on them grow.',
    },
  ],
};
