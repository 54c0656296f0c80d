import type { CatalogCareer } from '../../../shared/catalog.schema.ts';

export const dataAnalyst: CatalogCareer = {
  id: 12,
  slug: 'data-analyst',
  title: 'Data Analyst',
  summary:
    'Data analysts answer business questions with data: they query and clean it, track the metrics that ' +
    'matter, and present findings in dashboards and reports that managers act on. The role suits ' +
    'organised, curious people who like numbers and explaining them, and it is one of the most accessible ' +
    'entry points into tech.',
  skills: [
    {
      id: 'data-analyst.excel',
      name: 'Excel and Spreadsheets',
      category: 'Tools',
      description:
        'Spreadsheets remain the lingua franca of business; analysts use lookups, pivot tables and charts ' +
        'every day to explore data quickly and hand results to colleagues in a format they already know.',
      difficulty: 'beginner',
      estimatedHours: 30,
      resources: [
        {
          id: 'data-analyst.excel.r1',
          type: 'course',
          title: 'Excel Tutorials',
          source: 'GCFGlobal',
          link: 'https://edu.gcfglobal.org/en/excel/',
          duration: '12h',
        },
        {
          id: 'data-analyst.excel.r2',
          type: 'tutorial',
          title: 'Create a PivotTable to analyze worksheet data',
          source: 'Microsoft Support',
          link: 'https://support.microsoft.com/en-us/office/create-a-pivottable-to-analyze-worksheet-data-a9a84538-bfe9-40a9-a8e9-f99134456576',
          duration: '1h',
        },
        {
          id: 'data-analyst.excel.r3',
          type: 'article',
          title: 'Exceljet: Excel formulas and functions',
          source: 'Exceljet',
          link: 'https://exceljet.net/',
          duration: '10h',
        },
        {
          id: 'data-analyst.excel.r4',
          type: 'article',
          title: 'Excel help and learning',
          source: 'Microsoft Support',
          link: 'https://support.microsoft.com/en-us/excel',
          duration: '5h',
        },
      ],
    },
    {
      id: 'data-analyst.business-statistics',
      name: 'Business Statistics',
      category: 'Concepts',
      description:
        'Averages, spread, correlation and sampling error are what stop an analyst from reporting noise as ' +
        'a trend; basic statistics make every dashboard number trustworthy.',
      difficulty: 'beginner',
      estimatedHours: 30,
      resources: [
        {
          id: 'data-analyst.business-statistics.r1',
          type: 'course',
          title: 'Statistics and Probability',
          source: 'Khan Academy',
          link: 'https://www.khanacademy.org/math/statistics-probability',
          duration: '40h',
        },
        {
          id: 'data-analyst.business-statistics.r2',
          type: 'course',
          title: 'STAT 200: Elementary Statistics',
          source: 'Penn State Eberly College of Science',
          link: 'https://online.stat.psu.edu/stat200/',
          duration: '30h',
        },
        {
          id: 'data-analyst.business-statistics.r3',
          type: 'tutorial',
          title: 'Seeing Theory: A Visual Introduction to Probability and Statistics',
          source: 'Brown University',
          link: 'https://seeing-theory.brown.edu/',
          duration: '3h',
        },
      ],
    },
    {
      id: 'data-analyst.sql',
      name: 'SQL Querying',
      category: 'Languages',
      description:
        'Company data lives in relational databases and warehouses; SELECT, JOIN, GROUP BY and filtering ' +
        'are the single most requested skill in data analyst job postings.',
      difficulty: 'beginner',
      estimatedHours: 30,
      resources: [
        {
          id: 'data-analyst.sql.r1',
          type: 'tutorial',
          title: 'Select Star SQL',
          source: 'Zi Chong Kao',
          link: 'https://selectstarsql.com/',
          duration: '4h',
        },
        {
          id: 'data-analyst.sql.r2',
          type: 'course',
          title: 'Intro to SQL: Querying and managing data',
          source: 'Khan Academy',
          link: 'https://www.khanacademy.org/computing/computer-programming/sql',
          duration: '6h',
        },
        {
          id: 'data-analyst.sql.r3',
          type: 'tutorial',
          title: 'SQLZoo: Interactive SQL tutorial',
          source: 'SQLZoo',
          link: 'https://sqlzoo.net/',
          duration: '8h',
        },
      ],
    },
    {
      id: 'data-analyst.advanced-sql',
      name: 'SQL Window Functions and CTEs',
      category: 'Languages',
      description:
        'Running totals, rankings, period-over-period comparisons and retention tables all need window ' +
        'functions and common table expressions; they turn hard analyst questions into one readable query.',
      difficulty: 'intermediate',
      estimatedHours: 20,
      resources: [
        {
          id: 'data-analyst.advanced-sql.r1',
          type: 'tutorial',
          title: 'PostgreSQL Tutorial: Window Functions',
          source: 'PostgreSQL',
          link: 'https://www.postgresql.org/docs/current/tutorial-window.html',
          duration: '1h',
        },
        {
          id: 'data-analyst.advanced-sql.r2',
          type: 'article',
          title: 'PostgreSQL: WITH Queries (Common Table Expressions)',
          source: 'PostgreSQL',
          link: 'https://www.postgresql.org/docs/current/queries-with.html',
          duration: '1.5h',
        },
        {
          id: 'data-analyst.advanced-sql.r3',
          type: 'tutorial',
          title: 'SQL Window Functions',
          source: 'Mode',
          link: 'https://mode.com/sql-tutorial/sql-window-functions/',
          duration: '2h',
        },
        {
          id: 'data-analyst.advanced-sql.r4',
          type: 'course',
          title: 'Kaggle Learn: Advanced SQL',
          source: 'Kaggle',
          link: 'https://www.kaggle.com/learn/advanced-sql',
          duration: '4h',
        },
      ],
    },
    {
      id: 'data-analyst.data-cleaning',
      name: 'Data Cleaning and Preparation',
      category: 'Concepts',
      description:
        'Real business data has duplicates, typos, missing values and inconsistent formats; analysts spend ' +
        'much of their week making it tidy before any chart can be trusted.',
      difficulty: 'beginner',
      estimatedHours: 20,
      resources: [
        {
          id: 'data-analyst.data-cleaning.r1',
          type: 'article',
          title: 'Tidy Data (Journal of Statistical Software)',
          source: 'Hadley Wickham',
          link: 'https://www.jstatsoft.org/article/view/v059i10',
          duration: '1.5h',
        },
        {
          id: 'data-analyst.data-cleaning.r2',
          type: 'article',
          title: 'Power Query documentation',
          source: 'Microsoft Learn',
          link: 'https://learn.microsoft.com/en-us/power-query/',
          duration: '5h',
        },
        {
          id: 'data-analyst.data-cleaning.r3',
          type: 'article',
          title: 'OpenRefine User Manual',
          source: 'OpenRefine',
          link: 'https://openrefine.org/docs',
          duration: '3h',
        },
        {
          id: 'data-analyst.data-cleaning.r4',
          type: 'course',
          title: 'Google Data Analytics Professional Certificate',
          source: 'Google (Coursera)',
          link: 'https://www.coursera.org/professional-certificates/google-data-analytics',
          duration: '180h',
        },
      ],
    },
    {
      id: 'data-analyst.tableau',
      name: 'Tableau',
      category: 'Tools',
      description:
        'Tableau is one of the two leading BI tools; analysts use it to build interactive dashboards ' +
        'quickly from warehouse data, and a public Tableau portfolio is a common hiring signal.',
      difficulty: 'beginner',
      estimatedHours: 30,
      resources: [
        {
          id: 'data-analyst.tableau.r1',
          type: 'tutorial',
          title: 'Get Started with Tableau Desktop',
          source: 'Tableau Help',
          link: 'https://help.tableau.com/current/guides/get-started-tutorial/en-us/get-started-tutorial-home.htm',
          duration: '3h',
        },
        {
          id: 'data-analyst.tableau.r2',
          type: 'video',
          title: 'Tableau Free Training Videos',
          source: 'Tableau',
          link: 'https://www.tableau.com/learn/training',
          duration: '10h',
        },
        {
          id: 'data-analyst.tableau.r3',
          type: 'tutorial',
          title: 'Tableau Public: free app and visualization gallery',
          source: 'Tableau',
          link: 'https://public.tableau.com/',
          duration: '5h',
        },
      ],
    },
    {
      id: 'data-analyst.power-bi',
      name: 'Power BI',
      category: 'Tools',
      description:
        'Power BI dominates in organisations built on Microsoft 365; analysts use it to model data, ' +
        'publish reports and share refreshed dashboards across the company.',
      difficulty: 'beginner',
      estimatedHours: 30,
      resources: [
        {
          id: 'data-analyst.power-bi.r1',
          type: 'course',
          title: 'Power BI training',
          source: 'Microsoft Learn',
          link: 'https://learn.microsoft.com/en-us/training/powerplatform/power-bi',
          duration: '25h',
        },
        {
          id: 'data-analyst.power-bi.r2',
          type: 'article',
          title: 'Power BI documentation',
          source: 'Microsoft Learn',
          link: 'https://learn.microsoft.com/en-us/power-bi/',
          duration: '5h',
        },
        {
          id: 'data-analyst.power-bi.r3',
          type: 'course',
          title: 'Microsoft Certified: Power BI Data Analyst Associate (PL-300)',
          source: 'Microsoft Learn',
          link: 'https://learn.microsoft.com/en-us/credentials/certifications/power-bi-data-analyst-associate/',
          duration: '40h',
        },
      ],
    },
    {
      id: 'data-analyst.dax',
      name: 'DAX and Star Schema Modeling',
      category: 'Languages',
      description:
        'Correct numbers in Power BI depend on a clean star schema and well-written DAX measures; this is ' +
        'what separates a report that answers questions from one that silently double-counts.',
      difficulty: 'intermediate',
      estimatedHours: 25,
      resources: [
        {
          id: 'data-analyst.dax.r1',
          type: 'article',
          title: 'Understand star schema and the importance for Power BI',
          source: 'Microsoft Learn',
          link: 'https://learn.microsoft.com/en-us/power-bi/guidance/star-schema',
          duration: '1h',
        },
        {
          id: 'data-analyst.dax.r2',
          type: 'article',
          title: 'DAX function reference',
          source: 'Microsoft Learn',
          link: 'https://learn.microsoft.com/en-us/dax/',
          duration: '6h',
        },
        {
          id: 'data-analyst.dax.r3',
          type: 'article',
          title: 'DAX Guide',
          source: 'SQLBI',
          link: 'https://dax.guide/',
          duration: '4h',
        },
        {
          id: 'data-analyst.dax.r4',
          type: 'article',
          title: 'SQLBI articles and videos on DAX and data modeling',
          source: 'SQLBI',
          link: 'https://www.sqlbi.com/',
          duration: '10h',
        },
      ],
    },
    {
      id: 'data-analyst.dashboard-design',
      name: 'Dashboard Design',
      category: 'Concepts',
      description:
        'A dashboard is judged by whether busy people read it; layout, chart choice, hierarchy and ' +
        'restraint decide if the key metric is understood in five seconds.',
      difficulty: 'intermediate',
      estimatedHours: 15,
      resources: [
        {
          id: 'data-analyst.dashboard-design.r1',
          type: 'book',
          title: 'The Big Book of Dashboards',
          source: 'Wexler, Shaffer and Cotgreave (Wiley)',
          link: 'https://www.bigbookofdashboards.com/',
          duration: '12h',
        },
        {
          id: 'data-analyst.dashboard-design.r2',
          type: 'article',
          title: 'Tips for designing a great Power BI dashboard',
          source: 'Microsoft Learn',
          link: 'https://learn.microsoft.com/en-us/power-bi/create-reports/service-dashboards-design-tips',
          duration: '1h',
        },
        {
          id: 'data-analyst.dashboard-design.r3',
          type: 'article',
          title: 'Perceptual Edge: articles on information dashboard design',
          source: 'Stephen Few',
          link: 'https://www.perceptualedge.com/',
          duration: '4h',
        },
      ],
    },
    {
      id: 'data-analyst.data-storytelling',
      name: 'Data Storytelling',
      category: 'Concepts',
      description:
        'Analysis only matters if it changes a decision; analysts must pick the right chart, cut the ' +
        'clutter and build a narrative that leads a non-technical audience to a clear recommendation.',
      difficulty: 'intermediate',
      estimatedHours: 15,
      resources: [
        {
          id: 'data-analyst.data-storytelling.r1',
          type: 'book',
          title: 'Storytelling with Data',
          source: 'Cole Nussbaumer Knaflic',
          link: 'https://www.storytellingwithdata.com/',
          duration: '8h',
        },
        {
          id: 'data-analyst.data-storytelling.r2',
          type: 'article',
          title: 'Visual Vocabulary',
          source: 'Financial Times (GitHub)',
          link: 'https://github.com/Financial-Times/chart-doctor/tree/main/visual-vocabulary',
          duration: '1h',
        },
        {
          id: 'data-analyst.data-storytelling.r3',
          type: 'tutorial',
          title: 'Datawrapper Academy',
          source: 'Datawrapper',
          link: 'https://academy.datawrapper.de/',
          duration: '4h',
        },
      ],
    },
    {
      id: 'data-analyst.python',
      name: 'Python for Data Analysis',
      category: 'Languages',
      description:
        'When spreadsheets get too big or a report must run every Monday, analysts reach for Python and ' +
        'pandas to automate cleaning, merging and exporting data.',
      difficulty: 'intermediate',
      estimatedHours: 35,
      resources: [
        {
          id: 'data-analyst.python.r1',
          type: 'book',
          title: 'Automate the Boring Stuff with Python',
          source: 'Al Sweigart',
          link: 'https://automatetheboringstuff.com/',
          duration: '20h',
        },
        {
          id: 'data-analyst.python.r2',
          type: 'tutorial',
          title: '10 minutes to pandas',
          source: 'pandas',
          link: 'https://pandas.pydata.org/docs/user_guide/10min.html',
          duration: '1h',
        },
        {
          id: 'data-analyst.python.r3',
          type: 'book',
          title: 'Python for Data Analysis, 3rd Edition (Open Access)',
          source: 'Wes McKinney',
          link: 'https://wesmckinney.com/book/',
          duration: '25h',
        },
      ],
    },
    {
      id: 'data-analyst.kpis',
      name: 'KPIs and Business Metrics',
      category: 'Concepts',
      description:
        'Analysts are often asked what to measure, not just how; understanding revenue, churn, CAC, LTV ' +
        'and north-star metrics lets you define KPIs that reflect how the business actually works.',
      difficulty: 'beginner',
      estimatedHours: 15,
      resources: [
        {
          id: 'data-analyst.kpis.r1',
          type: 'article',
          title: '16 Startup Metrics',
          source: 'Andreessen Horowitz (a16z)',
          link: 'https://a16z.com/16-startup-metrics/',
          duration: '1h',
        },
        {
          id: 'data-analyst.kpis.r2',
          type: 'book',
          title: 'The North Star Playbook',
          source: 'Amplitude',
          link: 'https://amplitude.com/north-star',
          duration: '3h',
        },
        {
          id: 'data-analyst.kpis.r3',
          type: 'book',
          title: 'Lean Analytics',
          source: "Alistair Croll and Benjamin Yoskovitz (O'Reilly)",
          link: 'https://leananalyticsbook.com/',
          duration: '10h',
        },
      ],
    },
    {
      id: 'data-analyst.cohort-funnel',
      name: 'Cohort and Funnel Analysis',
      category: 'Concepts',
      description:
        'Product and marketing teams ask where users drop off and whether they come back; funnel and ' +
        "cohort retention analyses are the analyst's standard answers.",
      difficulty: 'intermediate',
      estimatedHours: 15,
      resources: [
        {
          id: 'data-analyst.cohort-funnel.r1',
          type: 'article',
          title: 'Funnels',
          source: 'Mixpanel Docs',
          link: 'https://docs.mixpanel.com/docs/reports/funnels',
          duration: '1h',
        },
        {
          id: 'data-analyst.cohort-funnel.r2',
          type: 'article',
          title: 'Retention',
          source: 'Mixpanel Docs',
          link: 'https://docs.mixpanel.com/docs/reports/retention',
          duration: '1h',
        },
        {
          id: 'data-analyst.cohort-funnel.r3',
          type: 'article',
          title: 'Retention insights',
          source: 'PostHog Docs',
          link: 'https://posthog.com/docs/product-analytics/retention',
          duration: '1h',
        },
      ],
    },
    {
      id: 'data-analyst.ab-testing',
      name: 'A/B Test Analysis',
      category: 'Concepts',
      description:
        'Analysts are expected to size experiments, check that randomisation worked and read results ' +
        'without falling for peeking or p-hacking, so that product decisions rest on real effects.',
      difficulty: 'intermediate',
      estimatedHours: 25,
      resources: [
        {
          id: 'data-analyst.ab-testing.r1',
          type: 'course',
          title: 'A/B Testing by Google',
          source: 'Udacity',
          link: 'https://www.udacity.com/course/ab-testing--ud257',
          duration: '12h',
        },
        {
          id: 'data-analyst.ab-testing.r2',
          type: 'book',
          title: 'Trustworthy Online Controlled Experiments',
          source: 'Kohavi, Tang and Xu (Cambridge University Press)',
          link: 'https://experimentguide.com/',
          duration: '15h',
        },
        {
          id: 'data-analyst.ab-testing.r3',
          type: 'article',
          title: 'How Not To Run an A/B Test',
          source: 'Evan Miller',
          link: 'https://www.evanmiller.org/how-not-to-run-an-ab-test.html',
          duration: '0.5h',
        },
        {
          id: 'data-analyst.ab-testing.r4',
          type: 'tutorial',
          title: 'Sample Size Calculator',
          source: 'Evan Miller',
          link: 'https://www.evanmiller.org/ab-testing/sample-size.html',
          duration: '0.5h',
        },
      ],
    },
    {
      id: 'data-analyst.google-analytics',
      name: 'Google Analytics 4',
      category: 'Tools',
      description:
        'Web and app behaviour data for marketing and product teams usually comes from GA4; analysts need ' +
        'to understand its event model, reports and explorations to answer traffic and conversion ' +
        'questions.',
      difficulty: 'beginner',
      estimatedHours: 15,
      resources: [
        {
          id: 'data-analyst.google-analytics.r1',
          type: 'course',
          title: 'Google Analytics training on Skillshop',
          source: 'Google Skillshop',
          link: 'https://skillshop.withgoogle.com/',
          duration: '6h',
        },
        {
          id: 'data-analyst.google-analytics.r2',
          type: 'tutorial',
          title: 'Google Analytics demo account',
          source: 'Google Analytics Help',
          link: 'https://support.google.com/analytics/answer/6367342',
          duration: '3h',
        },
        {
          id: 'data-analyst.google-analytics.r3',
          type: 'article',
          title: 'Google Analytics Help Center',
          source: 'Google',
          link: 'https://support.google.com/analytics/',
          duration: '4h',
        },
      ],
    },
    {
      id: 'data-analyst.dbt',
      name: 'dbt for Analytics Engineering',
      category: 'Tools',
      description:
        'Senior analysts increasingly own the transformation layer; dbt lets you turn ad-hoc SQL into ' +
        'tested, documented, version-controlled models that every dashboard can share.',
      difficulty: 'intermediate',
      estimatedHours: 25,
      resources: [
        {
          id: 'data-analyst.dbt.r1',
          type: 'course',
          title: 'dbt Fundamentals',
          source: 'dbt Labs',
          link: 'https://learn.getdbt.com/courses/dbt-fundamentals',
          duration: '5h',
        },
        {
          id: 'data-analyst.dbt.r2',
          type: 'article',
          title: 'What is dbt?',
          source: 'dbt Developer Hub',
          link: 'https://docs.getdbt.com/docs/introduction',
          duration: '1h',
        },
        {
          id: 'data-analyst.dbt.r3',
          type: 'tutorial',
          title: 'dbt quickstart guides',
          source: 'dbt Developer Hub',
          link: 'https://docs.getdbt.com/guides',
          duration: '4h',
        },
      ],
    },
  ],
  projects: [
    {
      id: 'data-analyst.excel-sales-report',
      title: 'Monthly Sales Report in Excel',
      description:
        'Take a public retail sales dataset, clean it in Power Query and build a workbook with pivot ' +
        'tables, lookup formulas and charts showing revenue by month, region and product. Done means a ' +
        "one-page summary sheet that updates when next month's data is pasted in, plus three written " +
        'insights.',
      difficulty: 'beginner',
      estimatedHours: 10,
      technologies: ['Excel', 'Power Query'],
      skillIds: ['data-analyst.excel', 'data-analyst.data-cleaning', 'data-analyst.kpis'],
    },
    {
      id: 'data-analyst.ecommerce-sql-analysis',
      title: 'E-commerce SQL Analysis',
      description:
        'Load an open e-commerce dataset (for example the Brazilian Olist data) into PostgreSQL and answer ' +
        'ten business questions with SQL: top categories, delivery delays, repeat-purchase rate and ' +
        'month-over-month growth using window functions. Done means a repository of commented queries and ' +
        'a short findings memo.',
      difficulty: 'beginner',
      estimatedHours: 15,
      technologies: ['PostgreSQL', 'SQL'],
      skillIds: ['data-analyst.sql', 'data-analyst.advanced-sql', 'data-analyst.business-statistics'],
    },
    {
      id: 'data-analyst.executive-kpi-dashboard',
      title: 'Executive KPI Dashboard',
      description:
        'Design a star schema for a sales or support dataset, write DAX measures for revenue, margin and ' +
        'year-over-year change, and build a two-page Power BI report (the same in Tableau is fine). Done ' +
        'means a published dashboard where an executive sees the three headline KPIs at a glance and can ' +
        'drill down by region and product.',
      difficulty: 'intermediate',
      estimatedHours: 20,
      technologies: ['Power BI', 'DAX', 'Tableau'],
      skillIds: [
        'data-analyst.power-bi',
        'data-analyst.dax',
        'data-analyst.tableau',
        'data-analyst.dashboard-design',
      ],
    },
    {
      id: 'data-analyst.ab-test-readout',
      title: 'A/B Test Readout',
      description:
        'Use a public A/B test dataset (for example a landing-page conversion test) to check sample-ratio ' +
        'mismatch, compute conversion lift with a confidence interval and test for significance in Python. ' +
        'Done means a five-slide readout with a clear ship or do-not-ship recommendation and its caveats.',
      difficulty: 'intermediate',
      estimatedHours: 15,
      technologies: ['Python', 'pandas', 'Jupyter'],
      skillIds: [
        'data-analyst.ab-testing',
        'data-analyst.python',
        'data-analyst.business-statistics',
        'data-analyst.data-storytelling',
      ],
    },
    {
      id: 'data-analyst.product-retention-analysis',
      title: 'Product Retention and Funnel Analysis',
      description:
        'Using the public GA4 sample e-commerce dataset in BigQuery, build dbt models for sessions, funnel ' +
        'steps and weekly first-visit cohorts, then chart the checkout funnel and cohort retention curves. ' +
        'Done means tested dbt models, a dashboard and a written recommendation on the biggest drop-off to ' +
        'fix first.',
      difficulty: 'advanced',
      estimatedHours: 30,
      technologies: ['BigQuery', 'dbt', 'SQL', 'Looker Studio'],
      skillIds: [
        'data-analyst.dbt',
        'data-analyst.cohort-funnel',
        'data-analyst.google-analytics',
        'data-analyst.advanced-sql',
      ],
    },
  ],
};
