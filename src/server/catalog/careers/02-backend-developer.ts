import type { CatalogCareer } from '../../../shared/catalog.schema.ts';

export const backendDeveloper: CatalogCareer = {
  id: 2,
  slug: 'backend',
  title: 'Backend Developer',
  summary:
    'Backend developers build the servers, APIs and data layers behind an application: they model data, ' +
    'expose it safely over HTTP, and keep services fast, reliable and observable as traffic grows. The ' +
    'role suits people who like logic, systems and data more than visual design, and who enjoy reasoning ' +
    'about correctness, security and performance.',
  skills: [
    {
      id: 'backend.nodejs',
      name: 'Node.js',
      category: 'Languages',
      description:
        'Node.js runs JavaScript and TypeScript on the server and powers a large share of API backends; ' +
        'you need its module system, streams, file and network APIs, and the npm ecosystem to build ' +
        'services with it.',
      difficulty: 'beginner',
      estimatedHours: 40,
      resources: [
        {
          id: 'backend.nodejs.r1',
          type: 'tutorial',
          title: 'Introduction to Node.js',
          source: 'Node.js (nodejs.org Learn)',
          link: 'https://nodejs.org/en/learn/getting-started/introduction-to-nodejs',
          duration: '6h',
        },
        {
          id: 'backend.nodejs.r2',
          type: 'course',
          title: 'NodeJS Course (Full Stack JavaScript path)',
          source: 'The Odin Project',
          link: 'https://www.theodinproject.com/paths/full-stack-javascript/courses/nodejs',
          duration: '40h',
        },
        {
          id: 'backend.nodejs.r3',
          type: 'article',
          title: 'Node.js API Documentation',
          source: 'nodejs.org',
          link: 'https://nodejs.org/docs/latest/api/',
          duration: '8h',
        },
      ],
    },
    {
      id: 'backend.linux',
      name: 'Linux Server Basics (shell, processes, permissions)',
      category: 'Tools',
      description:
        'Almost every backend runs on Linux; reading logs, inspecting processes and ports, editing configs ' +
        'and fixing file permissions over SSH is routine when debugging a service in staging or ' +
        'production.',
      difficulty: 'beginner',
      estimatedHours: 20,
      resources: [
        {
          id: 'backend.linux.r1',
          type: 'course',
          title: 'The Missing Semester of Your CS Education',
          source: 'MIT CSAIL',
          link: 'https://missing.csail.mit.edu/',
          duration: '12h',
        },
        {
          id: 'backend.linux.r2',
          type: 'book',
          title: 'The Linux Command Line',
          source: 'William Shotts (LinuxCommand.org)',
          link: 'https://linuxcommand.org/tlcl.php',
          duration: '20h',
        },
        {
          id: 'backend.linux.r3',
          type: 'tutorial',
          title: 'Bandit wargame',
          source: 'OverTheWire',
          link: 'https://overthewire.org/wargames/bandit/',
          duration: '8h',
        },
      ],
    },
    {
      id: 'backend.http',
      name: 'HTTP Fundamentals',
      category: 'Concepts',
      description:
        'An API is a contract expressed in HTTP: methods, status codes, headers, caching and content ' +
        'negotiation. Getting them right is what makes an API predictable for clients, proxies and CDNs.',
      difficulty: 'beginner',
      estimatedHours: 12,
      resources: [
        {
          id: 'backend.http.r1',
          type: 'article',
          title: 'An overview of HTTP',
          source: 'MDN Web Docs',
          link: 'https://developer.mozilla.org/en-US/docs/Web/HTTP/Overview',
          duration: '1h',
        },
        {
          id: 'backend.http.r2',
          type: 'book',
          title: 'High Performance Browser Networking',
          source: "Ilya Grigorik (O'Reilly, free online)",
          link: 'https://hpbn.co/',
          duration: '12h',
        },
        {
          id: 'backend.http.r3',
          type: 'article',
          title: 'RFC 9110: HTTP Semantics',
          source: 'IETF (RFC Editor)',
          link: 'https://www.rfc-editor.org/rfc/rfc9110.html',
          duration: '6h',
        },
      ],
    },
    {
      id: 'backend.express-fastify',
      name: 'Express.js and Fastify',
      category: 'Frameworks',
      description:
        'Express is the most widely deployed Node.js web framework and Fastify its faster, schema-first ' +
        'successor in many teams; routing, middleware or hooks, validation and error handling are the core ' +
        'of every Node API.',
      difficulty: 'intermediate',
      estimatedHours: 30,
      resources: [
        {
          id: 'backend.express-fastify.r1',
          type: 'tutorial',
          title: 'Express web framework (Node.js/JavaScript)',
          source: 'MDN Web Docs',
          link: 'https://developer.mozilla.org/en-US/docs/Learn_web_development/Extensions/Server-side/Express_Nodejs',
          duration: '15h',
        },
        {
          id: 'backend.express-fastify.r2',
          type: 'article',
          title: 'Express Getting Started',
          source: 'expressjs.com',
          link: 'https://expressjs.com/en/starter/installing.html',
          duration: '3h',
        },
        {
          id: 'backend.express-fastify.r3',
          type: 'article',
          title: 'Fastify Documentation',
          source: 'fastify.dev',
          link: 'https://fastify.dev/docs/latest/',
          duration: '6h',
        },
      ],
    },
    {
      id: 'backend.postgresql',
      name: 'SQL and PostgreSQL',
      category: 'Tools',
      description:
        'PostgreSQL is the default relational database for new backends; you will write joins, aggregates ' +
        'and transactions daily and read query plans to add the right index when an endpoint gets slow.',
      difficulty: 'intermediate',
      estimatedHours: 40,
      resources: [
        {
          id: 'backend.postgresql.r1',
          type: 'tutorial',
          title: 'PostgreSQL Tutorial',
          source: 'PostgreSQL Global Development Group',
          link: 'https://www.postgresql.org/docs/current/tutorial.html',
          duration: '6h',
        },
        {
          id: 'backend.postgresql.r2',
          type: 'tutorial',
          title: 'PostgreSQL Exercises',
          source: 'pgexercises.com',
          link: 'https://pgexercises.com/',
          duration: '10h',
        },
        {
          id: 'backend.postgresql.r3',
          type: 'book',
          title: 'Use The Index, Luke: SQL Indexing and Tuning',
          source: 'Markus Winand',
          link: 'https://use-the-index-luke.com/',
          duration: '10h',
        },
      ],
    },
    {
      id: 'backend.data-modeling',
      name: 'Relational Data Modeling and Normalization',
      category: 'Concepts',
      description:
        'A well-designed schema with the right keys, constraints and normal form prevents whole classes of ' +
        'bugs and painful migrations later; backend developers usually own this design.',
      difficulty: 'intermediate',
      estimatedHours: 20,
      resources: [
        {
          id: 'backend.data-modeling.r1',
          type: 'article',
          title: 'Data Definition (tables, constraints, schemas)',
          source: 'PostgreSQL Documentation',
          link: 'https://www.postgresql.org/docs/current/ddl.html',
          duration: '4h',
        },
        {
          id: 'backend.data-modeling.r2',
          type: 'article',
          title: 'Description of the database normalization basics',
          source: 'Microsoft Learn',
          link: 'https://learn.microsoft.com/en-us/office/troubleshoot/access/database-normalization-description',
          duration: '0.5h',
        },
        {
          id: 'backend.data-modeling.r3',
          type: 'course',
          title: 'CMU 15-445/645 Database Systems',
          source: 'Carnegie Mellon University',
          link: 'https://15445.courses.cs.cmu.edu/',
          duration: '40h',
        },
      ],
    },
    {
      id: 'backend.api-design',
      name: 'RESTful API Design and OpenAPI',
      category: 'Concepts',
      description:
        'Consistent resource naming, pagination, versioning and error formats make an API easy to consume, ' +
        'and an OpenAPI description lets clients, docs and tests be generated from one source of truth.',
      difficulty: 'intermediate',
      estimatedHours: 20,
      resources: [
        {
          id: 'backend.api-design.r1',
          type: 'article',
          title: 'Web API design best practices',
          source: 'Microsoft Azure Architecture Center',
          link: 'https://learn.microsoft.com/en-us/azure/architecture/best-practices/api-design',
          duration: '1.5h',
        },
        {
          id: 'backend.api-design.r2',
          type: 'article',
          title: 'Zalando RESTful API and Event Guidelines',
          source: 'Zalando',
          link: 'https://opensource.zalando.com/restful-api-guidelines/',
          duration: '4h',
        },
        {
          id: 'backend.api-design.r3',
          type: 'tutorial',
          title: 'OpenAPI Documentation (Getting Started)',
          source: 'OpenAPI Initiative',
          link: 'https://learn.openapis.org/',
          duration: '3h',
        },
      ],
    },
    {
      id: 'backend.orm-migrations',
      name: 'ORMs and Schema Migrations (Prisma, Drizzle)',
      category: 'Tools',
      description:
        'Teams access the database through a typed query layer and evolve the schema through versioned ' +
        'migrations in CI, so changes are reviewable, repeatable and safe to roll out without downtime.',
      difficulty: 'intermediate',
      estimatedHours: 15,
      resources: [
        {
          id: 'backend.orm-migrations.r1',
          type: 'article',
          title: 'Prisma ORM Documentation',
          source: 'Prisma',
          link: 'https://www.prisma.io/docs',
          duration: '5h',
        },
        {
          id: 'backend.orm-migrations.r2',
          type: 'article',
          title: 'Drizzle ORM Overview',
          source: 'Drizzle Team',
          link: 'https://orm.drizzle.team/docs/overview',
          duration: '4h',
        },
        {
          id: 'backend.orm-migrations.r3',
          type: 'article',
          title: 'Evolutionary Database Design',
          source: 'martinfowler.com',
          link: 'https://martinfowler.com/articles/evodb.html',
          duration: '1h',
        },
      ],
    },
    {
      id: 'backend.api-security',
      name: 'API Security (OWASP API Top 10)',
      category: 'Concepts',
      description:
        'Broken authorization, weak authentication and unbounded resource use are the most exploited API ' +
        'flaws; the backend is the last line of defence, so hashing passwords, checking ownership on every ' +
        'object and rate limiting are its job.',
      difficulty: 'intermediate',
      estimatedHours: 20,
      resources: [
        {
          id: 'backend.api-security.r1',
          type: 'article',
          title: 'OWASP API Security Project (API Security Top 10)',
          source: 'OWASP Foundation',
          link: 'https://owasp.org/www-project-api-security/',
          duration: '3h',
        },
        {
          id: 'backend.api-security.r2',
          type: 'article',
          title: 'Password Storage Cheat Sheet',
          source: 'OWASP Cheat Sheet Series',
          link: 'https://cheatsheetseries.owasp.org/cheatsheets/Password_Storage_Cheat_Sheet.html',
          duration: '1h',
        },
        {
          id: 'backend.api-security.r3',
          type: 'article',
          title: 'Authorization Cheat Sheet',
          source: 'OWASP Cheat Sheet Series',
          link: 'https://cheatsheetseries.owasp.org/cheatsheets/Authorization_Cheat_Sheet.html',
          duration: '1h',
        },
        {
          id: 'backend.api-security.r4',
          type: 'article',
          title: 'Introduction to JSON Web Tokens',
          source: 'jwt.io (Auth0)',
          link: 'https://jwt.io/introduction',
          duration: '0.5h',
        },
      ],
    },
    {
      id: 'backend.event-loop',
      name: 'Async I/O and the Node.js Event Loop',
      category: 'Concepts',
      description:
        'A single blocked event loop stalls every request a Node.js process is serving; understanding ' +
        'phases, promises, backpressure and worker threads is how you keep latency low under load.',
      difficulty: 'advanced',
      estimatedHours: 15,
      resources: [
        {
          id: 'backend.event-loop.r1',
          type: 'article',
          title: 'The Node.js Event Loop',
          source: 'Node.js (nodejs.org Learn)',
          link: 'https://nodejs.org/en/learn/asynchronous-work/event-loop-timers-and-nexttick',
          duration: '1h',
        },
        {
          id: 'backend.event-loop.r2',
          type: 'article',
          title: "Don't Block the Event Loop (or the Worker Pool)",
          source: 'Node.js (nodejs.org Learn)',
          link: 'https://nodejs.org/en/learn/asynchronous-work/dont-block-the-event-loop',
          duration: '1h',
        },
        {
          id: 'backend.event-loop.r3',
          type: 'article',
          title: 'Worker threads',
          source: 'Node.js API Documentation',
          link: 'https://nodejs.org/api/worker_threads.html',
          duration: '2h',
        },
      ],
    },
    {
      id: 'backend.redis',
      name: 'Redis',
      category: 'Tools',
      description:
        'Redis is the standard in-memory store behind caches, sessions, rate limiters and leaderboards; ' +
        'knowing its data types and cache invalidation patterns takes load off the primary database.',
      difficulty: 'intermediate',
      estimatedHours: 15,
      resources: [
        {
          id: 'backend.redis.r1',
          type: 'article',
          title: 'Redis Documentation',
          source: 'Redis',
          link: 'https://redis.io/docs/latest/',
          duration: '5h',
        },
        {
          id: 'backend.redis.r2',
          type: 'article',
          title: 'Redis data types',
          source: 'Redis',
          link: 'https://redis.io/docs/latest/develop/data-types/',
          duration: '2h',
        },
        {
          id: 'backend.redis.r3',
          type: 'article',
          title: 'Caching Best Practices',
          source: 'Amazon Web Services',
          link: 'https://aws.amazon.com/caching/best-practices/',
          duration: '0.5h',
        },
      ],
    },
    {
      id: 'backend.integration-testing',
      name: 'API Integration Testing',
      category: 'Tools',
      description:
        'Backend bugs usually hide at the seams between code, database and external services; integration ' +
        'tests that hit real endpoints against a disposable database catch them before deploys do.',
      difficulty: 'intermediate',
      estimatedHours: 20,
      resources: [
        {
          id: 'backend.integration-testing.r1',
          type: 'article',
          title: 'The Practical Test Pyramid',
          source: 'martinfowler.com (Ham Vocke)',
          link: 'https://martinfowler.com/articles/practical-test-pyramid.html',
          duration: '2h',
        },
        {
          id: 'backend.integration-testing.r2',
          type: 'article',
          title: 'Test runner (node:test)',
          source: 'Node.js API Documentation',
          link: 'https://nodejs.org/api/test.html',
          duration: '2h',
        },
        {
          id: 'backend.integration-testing.r3',
          type: 'article',
          title: 'Testcontainers: Getting Started',
          source: 'Testcontainers (Docker)',
          link: 'https://testcontainers.com/',
          duration: '2h',
        },
      ],
    },
    {
      id: 'backend.docker',
      name: 'Containerizing Services with Docker',
      category: 'Tools',
      description:
        'Services ship as container images, and local development usually runs the API, database and cache ' +
        'together with Docker Compose; writing small, secure Dockerfiles is part of the backend job.',
      difficulty: 'intermediate',
      estimatedHours: 15,
      resources: [
        {
          id: 'backend.docker.r1',
          type: 'tutorial',
          title: 'Docker Get Started',
          source: 'Docker Docs',
          link: 'https://docs.docker.com/get-started/',
          duration: '4h',
        },
        {
          id: 'backend.docker.r2',
          type: 'article',
          title: 'Building best practices',
          source: 'Docker Docs',
          link: 'https://docs.docker.com/build/building/best-practices/',
          duration: '1h',
        },
        {
          id: 'backend.docker.r3',
          type: 'article',
          title: 'Docker Compose',
          source: 'Docker Docs',
          link: 'https://docs.docker.com/compose/',
          duration: '3h',
        },
      ],
    },
    {
      id: 'backend.message-queues',
      name: 'Message Queues and Background Jobs',
      category: 'Tools',
      description:
        'Slow or failure-prone work such as emails, image processing and webhooks belongs in a queue with ' +
        'retries, not in the request path; RabbitMQ, Kafka and Redis-backed job queues are how backends ' +
        'decouple services.',
      difficulty: 'advanced',
      estimatedHours: 25,
      resources: [
        {
          id: 'backend.message-queues.r1',
          type: 'tutorial',
          title: 'RabbitMQ Tutorials',
          source: 'RabbitMQ',
          link: 'https://www.rabbitmq.com/tutorials',
          duration: '5h',
        },
        {
          id: 'backend.message-queues.r2',
          type: 'article',
          title: 'Introduction to Apache Kafka',
          source: 'Apache Software Foundation',
          link: 'https://kafka.apache.org/intro',
          duration: '1h',
        },
        {
          id: 'backend.message-queues.r3',
          type: 'article',
          title: 'BullMQ Documentation',
          source: 'BullMQ (Taskforce.sh)',
          link: 'https://docs.bullmq.io/',
          duration: '3h',
        },
      ],
    },
    {
      id: 'backend.observability',
      name: 'Observability (Logs, Metrics, Traces)',
      category: 'Concepts',
      description:
        'When production misbehaves, structured logs, metrics and distributed traces are how you find out ' +
        'why; backend developers instrument their own services and are often on call for them.',
      difficulty: 'advanced',
      estimatedHours: 20,
      resources: [
        {
          id: 'backend.observability.r1',
          type: 'article',
          title: 'OpenTelemetry Documentation',
          source: 'OpenTelemetry (CNCF)',
          link: 'https://opentelemetry.io/docs/',
          duration: '6h',
        },
        {
          id: 'backend.observability.r2',
          type: 'book',
          title: 'Site Reliability Engineering: Monitoring Distributed Systems',
          source: "Google (O'Reilly, free online)",
          link: 'https://sre.google/sre-book/monitoring-distributed-systems/',
          duration: '1.5h',
        },
        {
          id: 'backend.observability.r3',
          type: 'article',
          title: 'Pino: super fast, all natural JSON logger',
          source: 'getpino.io',
          link: 'https://getpino.io/',
          duration: '1h',
        },
      ],
    },
    {
      id: 'backend.system-design',
      name: 'Backend System Design and Scalability',
      category: 'Concepts',
      description:
        'Senior backend interviews and real growth both hinge on trade-offs: replication, partitioning, ' +
        'consistency, idempotency and load balancing decide whether a service survives ten times the ' +
        'traffic.',
      difficulty: 'advanced',
      estimatedHours: 60,
      resources: [
        {
          id: 'backend.system-design.r1',
          type: 'book',
          title: 'Designing Data-Intensive Applications',
          source: "Martin Kleppmann (O'Reilly)",
          link: 'https://dataintensive.net/',
          duration: '30h',
        },
        {
          id: 'backend.system-design.r2',
          type: 'tutorial',
          title: 'The System Design Primer',
          source: 'donnemartin (GitHub)',
          link: 'https://github.com/donnemartin/system-design-primer',
          duration: '20h',
        },
        {
          id: 'backend.system-design.r3',
          type: 'course',
          title: '6.5840 Distributed Systems',
          source: 'MIT PDOS',
          link: 'https://pdos.csail.mit.edu/6.824/',
          duration: '80h',
        },
      ],
    },
  ],
  projects: [
    {
      id: 'backend.url-shortener',
      title: 'URL Shortener API',
      description:
        'Build a REST API that creates short codes for long URLs, redirects with the correct status code ' +
        'and counts clicks per link, storing data in PostgreSQL. It is done when it validates input, ' +
        'returns proper HTTP errors (400, 404, 409), and runs locally with a single npm script.',
      difficulty: 'beginner',
      estimatedHours: 20,
      technologies: ['Node.js', 'Express', 'PostgreSQL'],
      skillIds: ['backend.nodejs', 'backend.express-fastify', 'backend.postgresql', 'backend.http'],
    },
    {
      id: 'backend.task-api',
      title: 'Multi-User Task Management API',
      description:
        'Design a task and project API with sign-up, login (hashed passwords, session or JWT), and ' +
        'per-user authorization so users can only ever read and change their own tasks. Model the schema ' +
        'with migrations, publish an OpenAPI document with Swagger UI, and cover every endpoint with ' +
        'integration tests against a throwaway database.',
      difficulty: 'intermediate',
      estimatedHours: 40,
      technologies: ['Fastify', 'PostgreSQL', 'Drizzle ORM', 'OpenAPI', 'Testcontainers'],
      skillIds: [
        'backend.api-design',
        'backend.data-modeling',
        'backend.orm-migrations',
        'backend.api-security',
        'backend.integration-testing',
      ],
    },
    {
      id: 'backend.cached-public-api',
      title: 'Rate-Limited, Cached Public API',
      description:
        'Wrap a slow third-party API (for example a weather or currency service) in your own API that ' +
        'caches responses in Redis with sensible TTLs, applies per-key rate limiting, and exposes cache ' +
        'hit metrics. Package the API, Redis and PostgreSQL with Docker Compose and show the latency ' +
        'difference with a load test.',
      difficulty: 'intermediate',
      estimatedHours: 30,
      technologies: ['Node.js', 'Redis', 'Docker Compose', 'k6'],
      skillIds: ['backend.redis', 'backend.docker', 'backend.http', 'backend.event-loop'],
    },
    {
      id: 'backend.job-pipeline',
      title: 'Background Job Pipeline for Image Uploads',
      description:
        'Accept image uploads through an API, enqueue processing jobs (resize, thumbnail, metadata ' +
        'extraction) and run them in a separate worker with retries, dead-lettering and idempotent ' +
        'handlers. Done means a job-status endpoint, structured logs with a request id that follows each ' +
        'job, and a Compose setup that survives killing the worker mid-job.',
      difficulty: 'advanced',
      estimatedHours: 45,
      technologies: ['Node.js', 'BullMQ', 'Redis', 'PostgreSQL', 'Docker', 'Pino'],
      skillIds: ['backend.message-queues', 'backend.docker', 'backend.observability', 'backend.postgresql'],
    },
    {
      id: 'backend.order-system',
      title: 'Event-Driven Order Processing System',
      description:
        'Build a small e-commerce backend split into orders, payments (simulated) and inventory services ' +
        'that communicate through a message broker, with the outbox pattern to avoid lost events. Add ' +
        'OpenTelemetry tracing across services, a written design document explaining consistency ' +
        'trade-offs, and a load test that shows where it breaks.',
      difficulty: 'advanced',
      estimatedHours: 70,
      technologies: ['Node.js', 'RabbitMQ', 'PostgreSQL', 'OpenTelemetry', 'Docker Compose'],
      skillIds: [
        'backend.system-design',
        'backend.message-queues',
        'backend.observability',
        'backend.data-modeling',
      ],
    },
  ],
};
