import type { CatalogCareer } from '../../../shared/catalog.schema.ts';

export const fullStackDeveloper: CatalogCareer = {
  id: 3,
  slug: 'fullstack',
  title: 'Full Stack Developer',
  summary:
    'Full stack developers take a feature from database to browser: they design the data, write the API or ' +
    'server code, build the UI and ship it to production. The role suits generalists who like owning whole ' +
    'features end to end, and it is especially common in startups and small product teams where breadth ' +
    'matters as much as depth.',
  skills: [
    {
      id: 'fullstack.web-fundamentals',
      name: 'Web Fundamentals (HTML, CSS, JavaScript)',
      category: 'Languages',
      description:
        'Every layer of a full stack app eventually renders HTML, CSS and JavaScript in a browser; a firm ' +
        'foundation here keeps framework magic from becoming a black box.',
      difficulty: 'beginner',
      estimatedHours: 80,
      resources: [
        {
          id: 'fullstack.web-fundamentals.r1',
          type: 'course',
          title: 'Full Stack JavaScript Path',
          source: 'The Odin Project',
          link: 'https://www.theodinproject.com/paths/full-stack-javascript',
          duration: '80h',
        },
        {
          id: 'fullstack.web-fundamentals.r2',
          type: 'course',
          title: 'Learn web development',
          source: 'MDN Web Docs',
          link: 'https://developer.mozilla.org/en-US/docs/Learn_web_development',
          duration: '40h',
        },
        {
          id: 'fullstack.web-fundamentals.r3',
          type: 'course',
          title: 'freeCodeCamp Curriculum',
          source: 'freeCodeCamp',
          link: 'https://www.freecodecamp.org/learn/',
          duration: '60h',
        },
      ],
    },
    {
      id: 'fullstack.typescript',
      name: 'End-to-End TypeScript',
      category: 'Languages',
      description:
        'Sharing types between server and client means a renamed database column or API field breaks the ' +
        'build instead of production; full stack developers rely on this to move quickly across layers.',
      difficulty: 'intermediate',
      estimatedHours: 30,
      resources: [
        {
          id: 'fullstack.typescript.r1',
          type: 'tutorial',
          title: 'TypeScript for JavaScript Programmers',
          source: 'typescriptlang.org',
          link: 'https://www.typescriptlang.org/docs/handbook/typescript-in-5-minutes.html',
          duration: '1h',
        },
        {
          id: 'fullstack.typescript.r2',
          type: 'article',
          title: 'The TypeScript Handbook',
          source: 'typescriptlang.org',
          link: 'https://www.typescriptlang.org/docs/handbook/intro.html',
          duration: '10h',
        },
        {
          id: 'fullstack.typescript.r3',
          type: 'article',
          title: 'TSConfig Reference',
          source: 'typescriptlang.org',
          link: 'https://www.typescriptlang.org/tsconfig/',
          duration: '2h',
        },
      ],
    },
    {
      id: 'fullstack.nextjs',
      name: 'Next.js',
      category: 'Frameworks',
      description:
        'Next.js is the most common React meta-framework: routing, server components, server actions and ' +
        'API routes let one developer build both the UI and the server code in a single project.',
      difficulty: 'intermediate',
      estimatedHours: 50,
      resources: [
        {
          id: 'fullstack.nextjs.r1',
          type: 'course',
          title: 'Learn Next.js (App Router dashboard course)',
          source: 'Vercel (nextjs.org)',
          link: 'https://nextjs.org/learn',
          duration: '12h',
        },
        {
          id: 'fullstack.nextjs.r2',
          type: 'article',
          title: 'Next.js Documentation',
          source: 'nextjs.org',
          link: 'https://nextjs.org/docs',
          duration: '10h',
        },
        {
          id: 'fullstack.nextjs.r3',
          type: 'article',
          title: 'Server Components',
          source: 'react.dev',
          link: 'https://react.dev/reference/rsc/server-components',
          duration: '1h',
        },
      ],
    },
    {
      id: 'fullstack.forms-validation',
      name: 'Forms and Validation (React Hook Form, Zod)',
      category: 'Frameworks',
      description:
        'Most product features are forms; validating input with one schema shared by the browser and the ' +
        'server gives users instant feedback and keeps bad data out of the database.',
      difficulty: 'intermediate',
      estimatedHours: 15,
      resources: [
        {
          id: 'fullstack.forms-validation.r1',
          type: 'article',
          title: 'React Hook Form: Get Started',
          source: 'react-hook-form.com',
          link: 'https://react-hook-form.com/get-started',
          duration: '2h',
        },
        {
          id: 'fullstack.forms-validation.r2',
          type: 'article',
          title: 'Zod Documentation',
          source: 'zod.dev',
          link: 'https://zod.dev/',
          duration: '2h',
        },
        {
          id: 'fullstack.forms-validation.r3',
          type: 'tutorial',
          title: 'Client-side form validation',
          source: 'MDN Web Docs',
          link: 'https://developer.mozilla.org/en-US/docs/Learn_web_development/Extensions/Forms/Form_validation',
          duration: '1.5h',
        },
      ],
    },
    {
      id: 'fullstack.api-layer',
      name: 'tRPC or REST API Design',
      category: 'Concepts',
      description:
        'A full stack developer designs the contract between their own UI and server: type-safe RPC with ' +
        'tRPC when both sides are TypeScript, or a clean REST API when mobile apps and third parties also ' +
        'consume it.',
      difficulty: 'intermediate',
      estimatedHours: 25,
      resources: [
        {
          id: 'fullstack.api-layer.r1',
          type: 'article',
          title: 'tRPC Documentation',
          source: 'trpc.io',
          link: 'https://trpc.io/docs',
          duration: '4h',
        },
        {
          id: 'fullstack.api-layer.r2',
          type: 'course',
          title: 'Full Stack Open, Part 3: Programming a server with NodeJS and Express',
          source: 'University of Helsinki',
          link: 'https://fullstackopen.com/en/part3',
          duration: '20h',
        },
        {
          id: 'fullstack.api-layer.r3',
          type: 'article',
          title: 'REST API Tutorial',
          source: 'restfulapi.net',
          link: 'https://restfulapi.net/',
          duration: '3h',
        },
      ],
    },
    {
      id: 'fullstack.hosted-postgres',
      name: 'Hosted Postgres (Supabase or Neon)',
      category: 'Tools',
      description:
        'Managed Postgres platforms give a small team a production database, connection pooling, backups ' +
        'and row-level security without a DBA; full stack developers write the SQL and the access rules ' +
        'themselves.',
      difficulty: 'intermediate',
      estimatedHours: 25,
      resources: [
        {
          id: 'fullstack.hosted-postgres.r1',
          type: 'article',
          title: 'Supabase Documentation',
          source: 'Supabase',
          link: 'https://supabase.com/docs',
          duration: '6h',
        },
        {
          id: 'fullstack.hosted-postgres.r2',
          type: 'article',
          title: 'Row Level Security',
          source: 'Supabase Docs',
          link: 'https://supabase.com/docs/guides/database/postgres/row-level-security',
          duration: '1.5h',
        },
        {
          id: 'fullstack.hosted-postgres.r3',
          type: 'tutorial',
          title: 'PostgreSQL Tutorial',
          source: 'PostgreSQL Global Development Group',
          link: 'https://www.postgresql.org/docs/current/tutorial.html',
          duration: '6h',
        },
      ],
    },
    {
      id: 'fullstack.mongodb',
      name: 'MongoDB and Document Modeling',
      category: 'Tools',
      description:
        'Many full stack teams (the MERN stack) store data as JSON-like documents; deciding what to embed ' +
        'and what to reference shapes both query speed and how simple the API code stays.',
      difficulty: 'intermediate',
      estimatedHours: 20,
      resources: [
        {
          id: 'fullstack.mongodb.r1',
          type: 'course',
          title: 'MongoDB University',
          source: 'MongoDB',
          link: 'https://learn.mongodb.com/',
          duration: '10h',
        },
        {
          id: 'fullstack.mongodb.r2',
          type: 'article',
          title: 'MongoDB Manual',
          source: 'MongoDB',
          link: 'https://www.mongodb.com/docs/manual/',
          duration: '6h',
        },
        {
          id: 'fullstack.mongodb.r3',
          type: 'article',
          title: 'Mongoose Documentation',
          source: 'mongoosejs.com',
          link: 'https://mongoosejs.com/docs/',
          duration: '3h',
        },
      ],
    },
    {
      id: 'fullstack.authentication',
      name: 'Authentication (OAuth 2.0, sessions)',
      category: 'Concepts',
      description:
        'Sign-in touches the UI, the server and the database at once, which is why it usually falls to ' +
        'full stack developers; secure cookies, session rotation and social login with OAuth 2.0 and ' +
        'OpenID Connect are expected.',
      difficulty: 'intermediate',
      estimatedHours: 25,
      resources: [
        {
          id: 'fullstack.authentication.r1',
          type: 'book',
          title: 'OAuth 2.0 Simplified',
          source: 'Aaron Parecki (oauth.com)',
          link: 'https://www.oauth.com/',
          duration: '6h',
        },
        {
          id: 'fullstack.authentication.r2',
          type: 'article',
          title: 'Session Management Cheat Sheet',
          source: 'OWASP Cheat Sheet Series',
          link: 'https://cheatsheetseries.owasp.org/cheatsheets/Session_Management_Cheat_Sheet.html',
          duration: '1.5h',
        },
        {
          id: 'fullstack.authentication.r3',
          type: 'article',
          title: 'Auth.js Documentation',
          source: 'Auth.js',
          link: 'https://authjs.dev/',
          duration: '3h',
        },
      ],
    },
    {
      id: 'fullstack.deployment',
      name: 'Deployment on Vercel/Render',
      category: 'Tools',
      description:
        'Shipping is part of the job: full stack developers configure builds, environment variables, ' +
        'preview deployments and custom domains on platforms like Vercel and Render, following ' +
        'twelve-factor practices.',
      difficulty: 'beginner',
      estimatedHours: 10,
      resources: [
        {
          id: 'fullstack.deployment.r1',
          type: 'article',
          title: 'Vercel Documentation',
          source: 'Vercel',
          link: 'https://vercel.com/docs',
          duration: '3h',
        },
        {
          id: 'fullstack.deployment.r2',
          type: 'article',
          title: 'Render Documentation',
          source: 'Render',
          link: 'https://render.com/docs',
          duration: '2h',
        },
        {
          id: 'fullstack.deployment.r3',
          type: 'article',
          title: 'The Twelve-Factor App',
          source: '12factor.net',
          link: 'https://12factor.net/',
          duration: '1.5h',
        },
      ],
    },
    {
      id: 'fullstack.web-security',
      name: 'Web Security Essentials (XSS, CSRF, CORS)',
      category: 'Concepts',
      description:
        'Because they write both the page and the endpoint, full stack developers must prevent injection, ' +
        'cross-site scripting and request forgery on both sides and configure CORS and security headers ' +
        'correctly.',
      difficulty: 'intermediate',
      estimatedHours: 20,
      resources: [
        {
          id: 'fullstack.web-security.r1',
          type: 'course',
          title: 'Web Security Academy',
          source: 'PortSwigger',
          link: 'https://portswigger.net/web-security',
          duration: '20h',
        },
        {
          id: 'fullstack.web-security.r2',
          type: 'article',
          title: 'OWASP Top Ten',
          source: 'OWASP Foundation',
          link: 'https://owasp.org/www-project-top-ten/',
          duration: '2h',
        },
        {
          id: 'fullstack.web-security.r3',
          type: 'article',
          title: 'Cross-Origin Resource Sharing (CORS)',
          source: 'MDN Web Docs',
          link: 'https://developer.mozilla.org/en-US/docs/Web/HTTP/CORS',
          duration: '1h',
        },
      ],
    },
    {
      id: 'fullstack.file-storage',
      name: 'File Uploads and Object Storage (S3, R2)',
      category: 'Tools',
      description:
        'Avatars, documents and media do not belong in the database; uploading directly from the browser ' +
        'to object storage with presigned URLs keeps servers light and costs predictable.',
      difficulty: 'intermediate',
      estimatedHours: 12,
      resources: [
        {
          id: 'fullstack.file-storage.r1',
          type: 'article',
          title: 'What is Amazon S3? (User Guide)',
          source: 'AWS Documentation',
          link: 'https://docs.aws.amazon.com/AmazonS3/latest/userguide/Welcome.html',
          duration: '3h',
        },
        {
          id: 'fullstack.file-storage.r2',
          type: 'article',
          title: 'Cloudflare R2 Documentation',
          source: 'Cloudflare Docs',
          link: 'https://developers.cloudflare.com/r2/',
          duration: '2h',
        },
        {
          id: 'fullstack.file-storage.r3',
          type: 'article',
          title: 'Using files from web applications',
          source: 'MDN Web Docs',
          link: 'https://developer.mozilla.org/en-US/docs/Web/API/File_API/Using_files_from_web_applications',
          duration: '1h',
        },
      ],
    },
    {
      id: 'fullstack.realtime',
      name: 'Real-Time Features (WebSockets, SSE)',
      category: 'Concepts',
      description:
        'Chat, notifications, live dashboards and collaborative editing need the server to push updates; ' +
        'you must choose between WebSockets and server-sent events and handle reconnects and scaling ' +
        'across instances.',
      difficulty: 'intermediate',
      estimatedHours: 20,
      resources: [
        {
          id: 'fullstack.realtime.r1',
          type: 'article',
          title: 'The WebSocket API',
          source: 'MDN Web Docs',
          link: 'https://developer.mozilla.org/en-US/docs/Web/API/WebSockets_API',
          duration: '1.5h',
        },
        {
          id: 'fullstack.realtime.r2',
          type: 'article',
          title: 'Using server-sent events',
          source: 'MDN Web Docs',
          link: 'https://developer.mozilla.org/en-US/docs/Web/API/Server-sent_events/Using_server-sent_events',
          duration: '1h',
        },
        {
          id: 'fullstack.realtime.r3',
          type: 'tutorial',
          title: 'Socket.IO Documentation and Tutorial',
          source: 'socket.io',
          link: 'https://socket.io/docs/v4/',
          duration: '4h',
        },
      ],
    },
    {
      id: 'fullstack.e2e-testing',
      name: 'End-to-End Testing with Playwright',
      category: 'Tools',
      description:
        'When one person changes the schema, API and UI in the same pull request, browser tests that click ' +
        'through real user journeys are the fastest way to prove the whole stack still works together.',
      difficulty: 'intermediate',
      estimatedHours: 20,
      resources: [
        {
          id: 'fullstack.e2e-testing.r1',
          type: 'article',
          title: 'Playwright: Getting started',
          source: 'playwright.dev',
          link: 'https://playwright.dev/docs/intro',
          duration: '3h',
        },
        {
          id: 'fullstack.e2e-testing.r2',
          type: 'article',
          title: 'Playwright Best Practices',
          source: 'playwright.dev',
          link: 'https://playwright.dev/docs/best-practices',
          duration: '1h',
        },
        {
          id: 'fullstack.e2e-testing.r3',
          type: 'article',
          title: 'The Testing Trophy and Testing Classifications',
          source: 'Kent C. Dodds',
          link: 'https://kentcdodds.com/blog/the-testing-trophy-and-testing-classifications',
          duration: '0.5h',
        },
      ],
    },
    {
      id: 'fullstack.ci',
      name: 'CI Pipelines with GitHub Actions',
      category: 'Tools',
      description:
        'Running type checks, tests and migrations automatically on every pull request is what lets a ' +
        'small team deploy several times a day without breaking production.',
      difficulty: 'intermediate',
      estimatedHours: 12,
      resources: [
        {
          id: 'fullstack.ci.r1',
          type: 'article',
          title: 'GitHub Actions Documentation',
          source: 'GitHub Docs',
          link: 'https://docs.github.com/en/actions',
          duration: '4h',
        },
        {
          id: 'fullstack.ci.r2',
          type: 'article',
          title: 'Continuous Integration',
          source: 'martinfowler.com',
          link: 'https://martinfowler.com/articles/continuousIntegration.html',
          duration: '1.5h',
        },
        {
          id: 'fullstack.ci.r3',
          type: 'article',
          title: 'Setting up CI (Playwright)',
          source: 'playwright.dev',
          link: 'https://playwright.dev/docs/ci-intro',
          duration: '1h',
        },
      ],
    },
    {
      id: 'fullstack.rendering-caching',
      name: 'Rendering and Caching Strategies (SSR, SSG, ISR)',
      category: 'Concepts',
      description:
        'Choosing per page between static generation, server rendering and client rendering, and setting ' +
        'HTTP and framework caches correctly, decides both page speed and hosting cost.',
      difficulty: 'advanced',
      estimatedHours: 20,
      resources: [
        {
          id: 'fullstack.rendering-caching.r1',
          type: 'article',
          title: 'Rendering on the Web',
          source: 'web.dev (Google)',
          link: 'https://web.dev/articles/rendering-on-the-web',
          duration: '1h',
        },
        {
          id: 'fullstack.rendering-caching.r2',
          type: 'article',
          title: 'HTTP caching',
          source: 'MDN Web Docs',
          link: 'https://developer.mozilla.org/en-US/docs/Web/HTTP/Caching',
          duration: '1.5h',
        },
        {
          id: 'fullstack.rendering-caching.r3',
          type: 'book',
          title: 'Patterns.dev (rendering and design patterns)',
          source: 'Lydia Hallie and Addy Osmani',
          link: 'https://www.patterns.dev/',
          duration: '10h',
        },
      ],
    },
    {
      id: 'fullstack.payments',
      name: 'Payments Integration (Stripe)',
      category: 'Tools',
      description:
        'Taking money is where many side projects and startups become real businesses; checkout sessions, ' +
        'subscriptions and verified webhooks must be wired through UI, server and database reliably.',
      difficulty: 'advanced',
      estimatedHours: 15,
      resources: [
        {
          id: 'fullstack.payments.r1',
          type: 'article',
          title: 'Stripe Documentation',
          source: 'Stripe',
          link: 'https://docs.stripe.com/',
          duration: '5h',
        },
        {
          id: 'fullstack.payments.r2',
          type: 'article',
          title: 'Receive Stripe events in your webhook endpoint',
          source: 'Stripe Docs',
          link: 'https://docs.stripe.com/webhooks',
          duration: '1.5h',
        },
        {
          id: 'fullstack.payments.r3',
          type: 'article',
          title: 'Testing (test cards and test mode)',
          source: 'Stripe Docs',
          link: 'https://docs.stripe.com/testing',
          duration: '1h',
        },
      ],
    },
  ],
  projects: [
    {
      id: 'fullstack.markdown-blog',
      title: 'Markdown Blog on Next.js',
      description:
        'Build a personal blog in Next.js that renders posts from Markdown files with statically generated ' +
        'pages, tags and an RSS feed. It is done when it is deployed to Vercel with a custom domain, every ' +
        'push creates a preview deployment, and Lighthouse scores are green.',
      difficulty: 'beginner',
      estimatedHours: 20,
      technologies: ['Next.js', 'TypeScript', 'Markdown', 'Vercel'],
      skillIds: [
        'fullstack.web-fundamentals',
        'fullstack.nextjs',
        'fullstack.deployment',
        'fullstack.typescript',
      ],
    },
    {
      id: 'fullstack.habit-tracker',
      title: 'Habit Tracker with Accounts',
      description:
        'Create a habit tracker where users sign in with GitHub or email, create habits, check them off ' +
        'daily and see streaks. Store data in Supabase Postgres with row-level security, validate every ' +
        'form with a shared Zod schema, and add Playwright tests for sign-up and daily check-in.',
      difficulty: 'intermediate',
      estimatedHours: 40,
      technologies: ['Next.js', 'Supabase', 'Auth.js', 'React Hook Form', 'Zod', 'Playwright'],
      skillIds: [
        'fullstack.authentication',
        'fullstack.hosted-postgres',
        'fullstack.forms-validation',
        'fullstack.e2e-testing',
        'fullstack.nextjs',
      ],
    },
    {
      id: 'fullstack.team-chat',
      title: 'Real-Time Team Chat (MERN)',
      description:
        'Build a Slack-style chat with channels, direct messages, typing indicators and unread counts, ' +
        'using a React client, an Express and Socket.IO server and MongoDB for messages. Support image ' +
        'attachments uploaded straight to S3-compatible storage with presigned URLs, and make reconnects ' +
        'recover missed messages.',
      difficulty: 'intermediate',
      estimatedHours: 50,
      technologies: ['React', 'Express', 'Socket.IO', 'MongoDB', 'Cloudflare R2'],
      skillIds: ['fullstack.realtime', 'fullstack.mongodb', 'fullstack.file-storage', 'fullstack.api-layer'],
    },
    {
      id: 'fullstack.job-board',
      title: 'Job Board with Type-Safe API',
      description:
        'Build a job board where companies post listings and candidates search and save them. Use tRPC for ' +
        'the internal API plus a small public REST endpoint for listings, cache listing pages with ' +
        'incremental regeneration, harden the app against XSS and CSRF, and run lint, tests and migrations ' +
        'in GitHub Actions on every pull request.',
      difficulty: 'advanced',
      estimatedHours: 60,
      technologies: ['Next.js', 'tRPC', 'PostgreSQL', 'GitHub Actions', 'Playwright'],
      skillIds: [
        'fullstack.api-layer',
        'fullstack.rendering-caching',
        'fullstack.web-security',
        'fullstack.ci',
        'fullstack.typescript',
      ],
    },
    {
      id: 'fullstack.saas-starter',
      title: 'Subscription SaaS with Stripe Billing',
      description:
        'Ship a small SaaS product (for example an invoice generator) with sign-in, teams, a free and a ' +
        'paid plan billed through Stripe Checkout, and webhook handlers that keep subscription status in ' +
        'your database in sync. Done means plan limits are enforced on the server, failed payments ' +
        'downgrade the team, and the whole flow is covered by an end-to-end test in CI using Stripe test ' +
        'mode.',
      difficulty: 'advanced',
      estimatedHours: 80,
      technologies: ['Next.js', 'Stripe', 'PostgreSQL', 'Auth.js', 'Playwright', 'GitHub Actions', 'Render'],
      skillIds: [
        'fullstack.payments',
        'fullstack.authentication',
        'fullstack.hosted-postgres',
        'fullstack.e2e-testing',
        'fullstack.ci',
        'fullstack.deployment',
      ],
    },
  ],
};
