import type { CatalogCareer } from '../../../shared/catalog.schema.ts';

export const qaEngineer: CatalogCareer = {
  id: 13,
  slug: 'qa',
  title: 'QA Engineer',
  summary:
    'QA engineers make sure software works before and after it reaches users: they design test strategies, ' +
    'explore features to find risky bugs and build automated test suites that run on every change. Modern QA ' +
    'roles blend testing craft with coding, CI pipelines and close collaboration with developers and product ' +
    'managers. It suits detail-oriented, skeptical problem-solvers who enjoy breaking things to make them better.',
  skills: [
    {
      id: 'qa.testing-fundamentals',
      name: 'Software Testing Fundamentals (ISTQB)',
      category: 'Concepts',
      description:
        'Shared vocabulary (test levels, test types, defects versus failures, risk-based testing) lets a QA ' +
        'engineer plan work and discuss quality precisely with developers. The ISTQB Foundation syllabus is ' +
        'the most widely requested testing certification in job postings.',
      difficulty: 'beginner',
      estimatedHours: 25,
      resources: [
        {
          id: 'qa.testing-fundamentals.r1',
          type: 'course',
          title: 'Certified Tester Foundation Level (CTFL v4.0) syllabus',
          source: 'ISTQB',
          link: 'https://www.istqb.org/',
          duration: '20h',
        },
        {
          id: 'qa.testing-fundamentals.r2',
          type: 'article',
          title: 'ISTQB Glossary of Testing Terms',
          source: 'ISTQB',
          link: 'https://glossary.istqb.org/',
          duration: '2h',
        },
        {
          id: 'qa.testing-fundamentals.r3',
          type: 'article',
          title: 'Ministry of Testing community and articles',
          source: 'Ministry of Testing',
          link: 'https://www.ministryoftesting.com/',
          duration: '5h',
        },
      ],
    },
    {
      id: 'qa.test-case-design',
      name: 'Test Case Design',
      category: 'Concepts',
      description:
        'Exhaustive testing is impossible, so QA engineers use equivalence partitioning, boundary values, ' +
        'decision tables and state transitions to pick the few cases most likely to reveal bugs. Good test ' +
        'design is what makes both manual and automated suites small yet effective.',
      difficulty: 'beginner',
      estimatedHours: 20,
      resources: [
        {
          id: 'qa.test-case-design.r1',
          type: 'article',
          title: 'Reading 3: Testing (partitioning and boundaries)',
          source: 'MIT 6.005 Software Construction',
          link: 'https://web.mit.edu/6.005/www/fa15/classes/03-testing/',
          duration: '2h',
        },
        {
          id: 'qa.test-case-design.r2',
          type: 'book',
          title: 'The Art of Software Testing, 3rd Edition (Myers, Sandler & Badgett)',
          source: "Wiley via O'Reilly",
          link: 'https://www.oreilly.com/library/view/the-art-of/9781118133156/',
          duration: '10h',
        },
      ],
    },
    {
      id: 'qa.exploratory-testing',
      name: 'Exploratory Testing',
      category: 'Concepts',
      description:
        'Scripted checks only find the bugs someone predicted; structured exploration with charters and ' +
        'heuristics finds the rest. Experienced QA engineers are valued most for the surprising, high-impact ' +
        'issues they uncover this way.',
      difficulty: 'intermediate',
      estimatedHours: 20,
      resources: [
        {
          id: 'qa.exploratory-testing.r1',
          type: 'book',
          title: 'Explore It! (Elisabeth Hendrickson)',
          source: 'Pragmatic Bookshelf',
          link: 'https://pragprog.com/titles/ehxta/explore-it/',
          duration: '8h',
        },
        {
          id: 'qa.exploratory-testing.r2',
          type: 'article',
          title: 'Rapid Software Testing',
          source: 'James Bach & Michael Bolton',
          link: 'https://rapid-software-testing.com/',
          duration: '4h',
        },
      ],
    },
    {
      id: 'qa.bug-reporting',
      name: 'Bug Reporting & Defect Triage',
      category: 'Concepts',
      description:
        'A bug that cannot be reproduced will not be fixed. QA engineers write minimal reproduction steps, ' +
        'expected versus actual results and evidence, then help triage severity and priority with the team in ' +
        'the tracker.',
      difficulty: 'beginner',
      estimatedHours: 10,
      resources: [
        {
          id: 'qa.bug-reporting.r1',
          type: 'article',
          title: 'Bug Writing Guidelines',
          source: 'Mozilla Bugzilla',
          link: 'https://bugzilla.mozilla.org/page.cgi?id=bug-writing.html',
          duration: '1h',
        },
        {
          id: 'qa.bug-reporting.r2',
          type: 'article',
          title: 'How to Report Bugs Effectively',
          source: 'Simon Tatham',
          link: 'https://www.chiark.greenend.org.uk/~sgtatham/bugs.html',
          duration: '1h',
        },
        {
          id: 'qa.bug-reporting.r3',
          type: 'tutorial',
          title: 'Jira Cloud documentation',
          source: 'Atlassian Support',
          link: 'https://support.atlassian.com/jira-software-cloud/docs/',
          duration: '3h',
        },
      ],
    },
    {
      id: 'qa.typescript-automation',
      name: 'TypeScript for Test Automation',
      category: 'Languages',
      description:
        'Most modern web automation (Playwright, Cypress, k6 scripts) is written in JavaScript or TypeScript. ' +
        'A QA engineer needs async/await, modules and types to write maintainable tests rather than brittle ' +
        'recordings.',
      difficulty: 'beginner',
      estimatedHours: 40,
      resources: [
        {
          id: 'qa.typescript-automation.r1',
          type: 'tutorial',
          title: 'The Modern JavaScript Tutorial',
          source: 'javascript.info',
          link: 'https://javascript.info/',
          duration: '25h',
        },
        {
          id: 'qa.typescript-automation.r2',
          type: 'tutorial',
          title: 'The TypeScript Handbook',
          source: 'TypeScript',
          link: 'https://www.typescriptlang.org/docs/handbook/intro.html',
          duration: '8h',
        },
        {
          id: 'qa.typescript-automation.r3',
          type: 'article',
          title: 'Playwright: TypeScript',
          source: 'Playwright Docs',
          link: 'https://playwright.dev/docs/test-typescript',
          duration: '1h',
        },
      ],
    },
    {
      id: 'qa.sql-validation',
      name: 'SQL for Test Data Validation',
      category: 'Languages',
      description:
        'Many bugs only show up in the database: missing rows, wrong totals, orphaned records. QA engineers use ' +
        'SQL to seed test data, verify what the UI or API wrote and investigate defects without waiting for ' +
        'a developer.',
      difficulty: 'beginner',
      estimatedHours: 20,
      resources: [
        {
          id: 'qa.sql-validation.r1',
          type: 'tutorial',
          title: 'SQLBolt: Interactive SQL lessons',
          source: 'SQLBolt',
          link: 'https://sqlbolt.com/',
          duration: '6h',
        },
        {
          id: 'qa.sql-validation.r2',
          type: 'tutorial',
          title: 'PostgreSQL Tutorial',
          source: 'PostgreSQL Documentation',
          link: 'https://www.postgresql.org/docs/current/tutorial.html',
          duration: '6h',
        },
        {
          id: 'qa.sql-validation.r3',
          type: 'book',
          title: 'Select Star SQL',
          source: 'Zi Chong Kao',
          link: 'https://selectstarsql.com/',
          duration: '8h',
        },
      ],
    },
    {
      id: 'qa.api-testing-postman',
      name: 'API Testing with Postman',
      category: 'Tools',
      description:
        'APIs carry the business logic, and testing them is faster and more stable than testing through the ' +
        'UI. QA engineers use Postman collections, environments and test scripts to check status codes, ' +
        'payloads, auth and error handling, then run them in CI with Newman.',
      difficulty: 'beginner',
      estimatedHours: 25,
      resources: [
        {
          id: 'qa.api-testing-postman.r1',
          type: 'tutorial',
          title: 'Write test scripts in Postman',
          source: 'Postman Learning Center',
          link: 'https://learning.postman.com/docs/tests-and-scripts/write-scripts/test-scripts/',
          duration: '2h',
        },
        {
          id: 'qa.api-testing-postman.r2',
          type: 'course',
          title: 'Postman Academy',
          source: 'Postman',
          link: 'https://academy.postman.com/',
          duration: '6h',
        },
        {
          id: 'qa.api-testing-postman.r3',
          type: 'article',
          title: 'HTTP reference (methods, headers, status codes)',
          source: 'MDN Web Docs',
          link: 'https://developer.mozilla.org/en-US/docs/Web/HTTP',
          duration: '3h',
        },
      ],
    },
    {
      id: 'qa.playwright',
      name: 'Playwright',
      category: 'Frameworks',
      description:
        'Playwright has become the default choice for new end-to-end web test suites thanks to auto-waiting, ' +
        'cross-browser support and traces. QA automation roles increasingly list it as a core requirement.',
      difficulty: 'intermediate',
      estimatedHours: 40,
      resources: [
        {
          id: 'qa.playwright.r1',
          type: 'tutorial',
          title: 'Playwright: Getting started',
          source: 'Playwright Docs',
          link: 'https://playwright.dev/docs/intro',
          duration: '6h',
        },
        {
          id: 'qa.playwright.r2',
          type: 'course',
          title: 'Build your first end-to-end test with Playwright',
          source: 'Microsoft Learn',
          link: 'https://learn.microsoft.com/en-us/training/modules/build-with-playwright/',
          duration: '1h',
        },
        {
          id: 'qa.playwright.r3',
          type: 'article',
          title: 'Playwright best practices',
          source: 'Playwright Docs',
          link: 'https://playwright.dev/docs/best-practices',
          duration: '1h',
        },
      ],
    },
    {
      id: 'qa.selenium-webdriver',
      name: 'Selenium WebDriver',
      category: 'Frameworks',
      description:
        'Selenium still powers a large share of enterprise test suites in Java, Python and C#, and the W3C ' +
        'WebDriver protocol underlies many other tools. QA engineers joining established teams are often ' +
        'asked to maintain or migrate these suites.',
      difficulty: 'intermediate',
      estimatedHours: 30,
      resources: [
        {
          id: 'qa.selenium-webdriver.r1',
          type: 'tutorial',
          title: 'Selenium documentation',
          source: 'Selenium',
          link: 'https://www.selenium.dev/documentation/',
          duration: '10h',
        },
        {
          id: 'qa.selenium-webdriver.r2',
          type: 'article',
          title: 'WebDriver (W3C Recommendation)',
          source: 'W3C',
          link: 'https://www.w3.org/TR/webdriver/',
          duration: '2h',
        },
      ],
    },
    {
      id: 'qa.page-object-model',
      name: 'Page Object Model & Framework Design',
      category: 'Concepts',
      description:
        'Without structure, UI test suites become copy-pasted selectors that break on every redesign. Page ' +
        'objects, fixtures and clear test-data handling let a QA engineer build a framework the whole team can ' +
        'extend.',
      difficulty: 'intermediate',
      estimatedHours: 20,
      resources: [
        {
          id: 'qa.page-object-model.r1',
          type: 'article',
          title: 'PageObject',
          source: 'Martin Fowler',
          link: 'https://martinfowler.com/bliki/PageObject.html',
          duration: '0.5h',
        },
        {
          id: 'qa.page-object-model.r2',
          type: 'tutorial',
          title: 'Page object models',
          source: 'Playwright Docs',
          link: 'https://playwright.dev/docs/pom',
          duration: '1h',
        },
        {
          id: 'qa.page-object-model.r3',
          type: 'article',
          title: 'Page object models (encouraged practices)',
          source: 'Selenium Documentation',
          link: 'https://www.selenium.dev/documentation/test_practices/encouraged/page_object_models/',
          duration: '1h',
        },
      ],
    },
    {
      id: 'qa.test-strategy',
      name: 'Test Strategy & the Test Pyramid',
      category: 'Concepts',
      description:
        'A QA engineer decides what to test at which level (unit, API, UI, manual) so feedback is fast and ' +
        'coverage matches risk. A written, risk-based strategy is what moves you from executing tests to ' +
        'owning quality.',
      difficulty: 'intermediate',
      estimatedHours: 15,
      resources: [
        {
          id: 'qa.test-strategy.r1',
          type: 'article',
          title: 'The Practical Test Pyramid',
          source: 'martinfowler.com (Ham Vocke)',
          link: 'https://martinfowler.com/articles/practical-test-pyramid.html',
          duration: '2h',
        },
        {
          id: 'qa.test-strategy.r2',
          type: 'article',
          title: 'Just Say No to More End-to-End Tests',
          source: 'Google Testing Blog',
          link: 'https://testing.googleblog.com/2015/04/just-say-no-to-more-end-to-end-tests.html',
          duration: '0.5h',
        },
        {
          id: 'qa.test-strategy.r3',
          type: 'book',
          title: 'Software Engineering at Google (testing chapters 11-14)',
          source: "O'Reilly / Abseil",
          link: 'https://abseil.io/resources/swe-book',
          duration: '8h',
        },
      ],
    },
    {
      id: 'qa.ci-github-actions',
      name: 'Tests in CI with GitHub Actions',
      category: 'Tools',
      description:
        'Automated tests only protect a product if they run on every pull request and block bad merges. QA ' +
        'engineers set up workflows, parallelize and shard suites, publish reports and keep flaky tests under ' +
        'control.',
      difficulty: 'intermediate',
      estimatedHours: 15,
      resources: [
        {
          id: 'qa.ci-github-actions.r1',
          type: 'tutorial',
          title: 'GitHub Actions documentation',
          source: 'GitHub Docs',
          link: 'https://docs.github.com/en/actions',
          duration: '6h',
        },
        {
          id: 'qa.ci-github-actions.r2',
          type: 'tutorial',
          title: 'Setting up CI',
          source: 'Playwright Docs',
          link: 'https://playwright.dev/docs/ci-intro',
          duration: '1h',
        },
      ],
    },
    {
      id: 'qa.accessibility-testing',
      name: 'Accessibility Testing with axe',
      category: 'Tools',
      description:
        'Accessibility defects are legal and reputational risks, and automated scanners catch a large share of ' +
        'them cheaply. QA engineers combine axe scans in end-to-end tests with manual keyboard and screen ' +
        'reader checks for what tools miss.',
      difficulty: 'intermediate',
      estimatedHours: 15,
      resources: [
        {
          id: 'qa.accessibility-testing.r1',
          type: 'tutorial',
          title: 'Accessibility testing',
          source: 'Playwright Docs',
          link: 'https://playwright.dev/docs/accessibility-testing',
          duration: '1h',
        },
        {
          id: 'qa.accessibility-testing.r2',
          type: 'article',
          title: 'axe-core: accessibility engine for automated testing',
          source: 'Deque Systems (GitHub)',
          link: 'https://github.com/dequelabs/axe-core',
          duration: '2h',
        },
        {
          id: 'qa.accessibility-testing.r3',
          type: 'tutorial',
          title: 'Easy Checks: A First Review of Web Accessibility',
          source: 'W3C Web Accessibility Initiative',
          link: 'https://www.w3.org/WAI/test-evaluate/preliminary/',
          duration: '2h',
        },
      ],
    },
    {
      id: 'qa.performance-k6',
      name: 'Performance Testing with k6',
      category: 'Tools',
      description:
        'Features that work for one user can fail under real traffic. QA engineers script load, stress and soak ' +
        'tests, set thresholds on latency and error rates, and give developers data to find bottlenecks before ' +
        'launch.',
      difficulty: 'advanced',
      estimatedHours: 25,
      resources: [
        {
          id: 'qa.performance-k6.r1',
          type: 'tutorial',
          title: 'Grafana k6 documentation',
          source: 'Grafana Labs',
          link: 'https://grafana.com/docs/k6/latest/',
          duration: '8h',
        },
        {
          id: 'qa.performance-k6.r2',
          type: 'article',
          title: 'Load test types',
          source: 'Grafana k6 Docs',
          link: 'https://grafana.com/docs/k6/latest/testing-guides/test-types/',
          duration: '2h',
        },
        {
          id: 'qa.performance-k6.r3',
          type: 'tutorial',
          title: 'Apache JMeter User Manual',
          source: 'Apache Software Foundation',
          link: 'https://jmeter.apache.org/usermanual/index.html',
          duration: '6h',
        },
      ],
    },
    {
      id: 'qa.contract-testing',
      name: 'Contract Testing with Pact',
      category: 'Tools',
      description:
        'In microservice systems, end-to-end environments are slow and flaky, so teams verify service ' +
        'integrations with consumer-driven contracts instead. QA engineers who can set up Pact and a broker ' +
        'catch breaking API changes before deployment.',
      difficulty: 'advanced',
      estimatedHours: 15,
      resources: [
        {
          id: 'qa.contract-testing.r1',
          type: 'tutorial',
          title: 'Pact 5-minute getting started guide',
          source: 'Pact Docs',
          link: 'https://docs.pact.io/5-minute-getting-started-guide',
          duration: '1h',
        },
        {
          id: 'qa.contract-testing.r2',
          type: 'article',
          title: 'Consumer-Driven Contracts: A Service Evolution Pattern',
          source: 'martinfowler.com (Ian Robinson)',
          link: 'https://martinfowler.com/articles/consumerDrivenContracts.html',
          duration: '1h',
        },
        {
          id: 'qa.contract-testing.r3',
          type: 'article',
          title: 'ContractTest',
          source: 'Martin Fowler',
          link: 'https://martinfowler.com/bliki/ContractTest.html',
          duration: '0.5h',
        },
      ],
    },
    {
      id: 'qa.security-testing',
      name: 'Security Testing Basics (OWASP)',
      category: 'Concepts',
      description:
        'QA engineers are often the first to notice injection, broken access control or leaked data while ' +
        'testing. Knowing the OWASP Top 10 and running baseline scans lets you raise security defects early ' +
        'instead of leaving them to a yearly audit.',
      difficulty: 'advanced',
      estimatedHours: 30,
      resources: [
        {
          id: 'qa.security-testing.r1',
          type: 'article',
          title: 'OWASP Top Ten',
          source: 'OWASP Foundation',
          link: 'https://owasp.org/www-project-top-ten/',
          duration: '3h',
        },
        {
          id: 'qa.security-testing.r2',
          type: 'book',
          title: 'Web Security Testing Guide (WSTG)',
          source: 'OWASP Foundation',
          link: 'https://owasp.org/www-project-web-security-testing-guide/',
          duration: '10h',
        },
        {
          id: 'qa.security-testing.r3',
          type: 'course',
          title: 'Web Security Academy',
          source: 'PortSwigger',
          link: 'https://portswigger.net/web-security',
          duration: '30h',
        },
      ],
    },
  ],
  projects: [
    {
      id: 'qa.test-plan-bug-bash',
      title: 'Test Plan and Bug Bash for a Demo Web Shop',
      description:
        'Pick a public practice site such as Sauce Demo (saucedemo.com) and write a one-page test plan with ' +
        'scope, risks and entry/exit criteria. Design at least 30 test cases using equivalence partitioning and ' +
        'boundary values, then run three time-boxed exploratory sessions with written charters. Done means the ' +
        'plan, a test case sheet with pass/fail results and at least five well-written bug reports.',
      difficulty: 'beginner',
      estimatedHours: 12,
      technologies: ['Google Sheets', 'Jira', 'Browser DevTools'],
      skillIds: [
        'qa.testing-fundamentals',
        'qa.test-case-design',
        'qa.exploratory-testing',
        'qa.bug-reporting',
      ],
    },
    {
      id: 'qa.api-test-collection',
      title: 'API Test Collection for a Booking API',
      description:
        'Test a public practice API such as Restful-Booker: create a Postman collection covering auth, CRUD, ' +
        'negative cases and response-schema checks, with environments for local and hosted runs. Export it and ' +
        'run it with Newman in a GitHub Actions workflow on every push. Done means a green pipeline, an HTML ' +
        'report artifact and a README explaining the coverage and known gaps.',
      difficulty: 'beginner',
      estimatedHours: 20,
      technologies: ['Postman', 'Newman', 'GitHub Actions', 'JSON Schema'],
      skillIds: ['qa.api-testing-postman', 'qa.test-case-design', 'qa.ci-github-actions'],
    },
    {
      id: 'qa.playwright-framework',
      title: 'Playwright E2E Framework with Page Objects',
      description:
        'Build a TypeScript Playwright suite for an open-source demo app (for example a RealWorld "Conduit" ' +
        'implementation running locally with a PostgreSQL database). Use page objects and fixtures, seed and ' +
        'verify data with SQL or API calls, and run across Chromium, Firefox and WebKit in GitHub Actions with ' +
        'traces on failure. Done means 20 or more stable tests, a published HTML report and under five minutes ' +
        'of CI time.',
      difficulty: 'intermediate',
      estimatedHours: 40,
      technologies: ['Playwright', 'TypeScript', 'PostgreSQL', 'GitHub Actions'],
      skillIds: [
        'qa.playwright',
        'qa.page-object-model',
        'qa.typescript-automation',
        'qa.sql-validation',
        'qa.ci-github-actions',
      ],
    },
    {
      id: 'qa.ci-quality-gates',
      title: 'Accessibility and Performance Quality Gates in CI',
      description:
        'Extend an existing end-to-end suite with axe-core scans on every key page and a k6 load test with ' +
        'thresholds for p95 latency and error rate. Make the pipeline fail on new serious accessibility ' +
        'violations or threshold breaches, and write a short test strategy explaining which checks run on pull ' +
        'requests versus nightly. Done means a pipeline that demonstrably blocks a deliberately introduced ' +
        'regression.',
      difficulty: 'advanced',
      estimatedHours: 35,
      technologies: ['Playwright', '@axe-core/playwright', 'k6', 'GitHub Actions'],
      skillIds: ['qa.accessibility-testing', 'qa.performance-k6', 'qa.ci-github-actions', 'qa.test-strategy'],
    },
    {
      id: 'qa.microservice-contracts-security',
      title: 'Contract and Security Testing for Two Microservices',
      description:
        'Create or reuse a small consumer service and provider API (for example an orders service calling a ' +
        'catalog service). Write Pact consumer tests, verify the provider against the contracts in CI, and add ' +
        'an OWASP ZAP baseline scan against the running API. Done means a pipeline that fails on a breaking API ' +
        'change, a triaged list of security findings and a risk-based test strategy document for the system.',
      difficulty: 'advanced',
      estimatedHours: 50,
      technologies: ['Pact', 'Node.js', 'OWASP ZAP', 'Docker', 'GitHub Actions'],
      skillIds: ['qa.contract-testing', 'qa.security-testing', 'qa.ci-github-actions', 'qa.test-strategy'],
    },
  ],
};
