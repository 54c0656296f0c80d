import type { CatalogCareer } from '../../../shared/catalog.schema.ts';

export const frontendDeveloper: CatalogCareer = {
  id: 1,
  slug: 'frontend',
  title: 'Frontend Developer',
  summary:
    'Frontend developers build the part of a web application people actually see and use: pages, ' +
    'components, forms and interactions that are fast, accessible and work on every screen size. The role ' +
    'suits people who enjoy visual, immediate feedback, care about details a user notices, and like ' +
    'working between designers, backend engineers and product managers.',
  skills: [
    {
      id: 'frontend.javascript',
      prerequisites: [
        { id: 'frontend.html', why: 'JavaScript works on the page HTML builds' },
        { id: 'frontend.css', why: 'JavaScript changes what CSS lays out and styles' },
      ],
      name: 'JavaScript',
      category: 'Languages',
      description:
        'JavaScript is the only language every browser runs, so all interactivity, data fetching and UI ' +
        'state ends up here. A solid grasp of closures, async/await, modules and array methods makes every ' +
        'framework easier.',
      difficulty: 'beginner',
      estimatedHours: 60,
      resources: [
        {
          id: 'frontend.javascript.r1',
          type: 'tutorial',
          title: 'The Modern JavaScript Tutorial',
          source: 'javascript.info',
          link: 'https://javascript.info/',
          duration: '40h',
        },
        {
          id: 'frontend.javascript.r2',
          type: 'article',
          title: 'JavaScript Guide',
          source: 'MDN Web Docs',
          link: 'https://developer.mozilla.org/en-US/docs/Web/JavaScript/Guide',
          duration: '15h',
        },
        {
          id: 'frontend.javascript.r3',
          type: 'book',
          title: 'Eloquent JavaScript (4th edition)',
          source: 'Marijn Haverbeke',
          link: 'https://eloquentjavascript.net/',
          duration: '30h',
        },
      ],
    },
    {
      id: 'frontend.html',
      name: 'Semantic HTML',
      category: 'Languages',
      description:
        'Choosing the right elements (headings, landmarks, buttons, forms) gives a page structure that ' +
        'browsers, search engines and screen readers understand before any CSS or JavaScript loads.',
      difficulty: 'beginner',
      estimatedHours: 15,
      resources: [
        {
          id: 'frontend.html.r1',
          type: 'course',
          title: 'Learn HTML',
          source: 'web.dev (Google)',
          link: 'https://web.dev/learn/html',
          duration: '8h',
        },
        {
          id: 'frontend.html.r2',
          type: 'article',
          title: 'HTML: HyperText Markup Language',
          source: 'MDN Web Docs',
          link: 'https://developer.mozilla.org/en-US/docs/Web/HTML',
          duration: '5h',
        },
        {
          id: 'frontend.html.r3',
          type: 'course',
          title: 'Foundations Course',
          source: 'The Odin Project',
          link: 'https://www.theodinproject.com/paths/foundations/courses/foundations',
          duration: '30h',
        },
      ],
    },
    {
      id: 'frontend.css',
      name: 'Modern CSS (Flexbox, Grid, Custom Properties)',
      category: 'Languages',
      description:
        'Layout, spacing, typography and theming are all CSS; Flexbox and Grid replace old float hacks, ' +
        'and custom properties make design tokens and dark mode practical without a framework.',
      difficulty: 'beginner',
      estimatedHours: 40,
      resources: [
        {
          id: 'frontend.css.r1',
          type: 'course',
          title: 'Learn CSS',
          source: 'web.dev (Google)',
          link: 'https://web.dev/learn/css',
          duration: '12h',
        },
        {
          id: 'frontend.css.r2',
          type: 'article',
          title: 'A Complete Guide to Flexbox',
          source: 'CSS-Tricks',
          link: 'https://css-tricks.com/snippets/css/a-guide-to-flexbox/',
          duration: '1.5h',
        },
        {
          id: 'frontend.css.r3',
          type: 'article',
          title: 'A Complete Guide to CSS Grid',
          source: 'CSS-Tricks',
          link: 'https://css-tricks.com/snippets/css/complete-guide-grid/',
          duration: '2h',
        },
        {
          id: 'frontend.css.r4',
          type: 'article',
          title: 'CSS: Cascading Style Sheets reference',
          source: 'MDN Web Docs',
          link: 'https://developer.mozilla.org/en-US/docs/Web/CSS',
          duration: '10h',
        },
      ],
    },
    {
      id: 'frontend.git',
      name: 'Git and GitHub',
      category: 'Tools',
      description:
        'Every frontend team works through branches, pull requests and code review, and preview ' +
        'deployments are usually triggered from GitHub; you need to commit, branch, rebase and resolve ' +
        'conflicts with confidence.',
      difficulty: 'beginner',
      estimatedHours: 12,
      resources: [
        {
          id: 'frontend.git.r1',
          type: 'book',
          title: 'Pro Git',
          source: 'Scott Chacon and Ben Straub (git-scm.com)',
          link: 'https://git-scm.com/book/en/v2',
          duration: '12h',
        },
        {
          id: 'frontend.git.r2',
          type: 'tutorial',
          title: 'Learn Git Branching',
          source: 'learngitbranching.js.org',
          link: 'https://learngitbranching.js.org/',
          duration: '3h',
        },
        {
          id: 'frontend.git.r3',
          type: 'article',
          title: 'Get started with GitHub',
          source: 'GitHub Docs',
          link: 'https://docs.github.com/en/get-started',
          duration: '2h',
        },
      ],
    },
    {
      id: 'frontend.responsive-design',
      name: 'Responsive Design',
      category: 'Concepts',
      description:
        'Most traffic is on phones, so layouts must adapt fluidly from small screens to wide monitors ' +
        'using media and container queries, flexible images and mobile-first CSS.',
      difficulty: 'beginner',
      estimatedHours: 15,
      resources: [
        {
          id: 'frontend.responsive-design.r1',
          type: 'course',
          title: 'Learn Responsive Design',
          source: 'web.dev (Google)',
          link: 'https://web.dev/learn/design',
          duration: '8h',
        },
        {
          id: 'frontend.responsive-design.r2',
          type: 'tutorial',
          title: 'Responsive design',
          source: 'MDN Web Docs',
          link: 'https://developer.mozilla.org/en-US/docs/Learn_web_development/Core/CSS_layout/Responsive_Design',
          duration: '1.5h',
        },
        {
          id: 'frontend.responsive-design.r3',
          type: 'article',
          title: 'Responsive Web Design',
          source: 'A List Apart (Ethan Marcotte)',
          link: 'https://alistapart.com/article/responsive-web-design/',
          duration: '0.5h',
        },
      ],
    },
    {
      id: 'frontend.dom',
      name: 'DOM and Browser APIs',
      category: 'Concepts',
      description:
        'Frameworks are abstractions over the DOM, events and APIs such as fetch, storage and history; ' +
        'knowing them lets you debug framework behaviour and write small features without pulling in a ' +
        'library.',
      difficulty: 'beginner',
      estimatedHours: 20,
      resources: [
        {
          id: 'frontend.dom.r1',
          type: 'article',
          title: 'Introduction to the DOM',
          source: 'MDN Web Docs',
          link: 'https://developer.mozilla.org/en-US/docs/Web/API/Document_Object_Model/Introduction',
          duration: '1h',
        },
        {
          id: 'frontend.dom.r2',
          type: 'tutorial',
          title: 'Browser: Document, Events, Interfaces',
          source: 'javascript.info',
          link: 'https://javascript.info/ui',
          duration: '12h',
        },
        {
          id: 'frontend.dom.r3',
          type: 'article',
          title: 'Using the Fetch API',
          source: 'MDN Web Docs',
          link: 'https://developer.mozilla.org/en-US/docs/Web/API/Fetch_API/Using_Fetch',
          duration: '1h',
        },
      ],
    },
    {
      id: 'frontend.accessibility',
      name: 'Web Accessibility (WCAG)',
      category: 'Concepts',
      description:
        'Frontend developers decide whether keyboard and screen-reader users can use a product at all, and ' +
        'WCAG 2.2 AA conformance is a legal requirement for many employers; focus management, labels and ' +
        'contrast are daily work.',
      difficulty: 'intermediate',
      estimatedHours: 25,
      resources: [
        {
          id: 'frontend.accessibility.r1',
          type: 'course',
          title: 'Learn Accessibility',
          source: 'web.dev (Google)',
          link: 'https://web.dev/learn/accessibility',
          duration: '8h',
        },
        {
          id: 'frontend.accessibility.r2',
          type: 'article',
          title: 'How to Meet WCAG (Quick Reference)',
          source: 'W3C Web Accessibility Initiative',
          link: 'https://www.w3.org/WAI/WCAG22/quickref/',
          duration: '4h',
        },
        {
          id: 'frontend.accessibility.r3',
          type: 'article',
          title: 'ARIA Authoring Practices Guide',
          source: 'W3C Web Accessibility Initiative',
          link: 'https://www.w3.org/WAI/ARIA/apg/',
          duration: '6h',
        },
      ],
    },
    {
      id: 'frontend.typescript',
      name: 'TypeScript',
      category: 'Languages',
      description:
        'Most professional frontend codebases are written in TypeScript; typed props, API responses and ' +
        'state catch bugs at build time and make large component trees safe to refactor.',
      difficulty: 'intermediate',
      estimatedHours: 30,
      resources: [
        {
          id: 'frontend.typescript.r1',
          type: 'article',
          title: 'The TypeScript Handbook',
          source: 'typescriptlang.org',
          link: 'https://www.typescriptlang.org/docs/handbook/intro.html',
          duration: '10h',
        },
        {
          id: 'frontend.typescript.r2',
          type: 'article',
          title: 'React TypeScript Cheatsheets',
          source: 'typescript-cheatsheets (community)',
          link: 'https://react-typescript-cheatsheet.netlify.app/',
          duration: '3h',
        },
        {
          id: 'frontend.typescript.r3',
          type: 'book',
          title: 'Effective TypeScript',
          source: "Dan Vanderkam (O'Reilly)",
          link: 'https://effectivetypescript.com/',
          duration: '15h',
        },
      ],
    },
    {
      id: 'frontend.build-tooling',
      name: 'Vite and Frontend Build Tooling',
      category: 'Tools',
      description:
        'Modern frontends are bundled, transpiled and served by a dev server; understanding npm scripts, ' +
        'dependencies, environment variables and Vite builds lets you set up projects and fix broken ' +
        'builds.',
      difficulty: 'intermediate',
      estimatedHours: 12,
      resources: [
        {
          id: 'frontend.build-tooling.r1',
          type: 'article',
          title: 'Vite Guide',
          source: 'vite.dev',
          link: 'https://vite.dev/guide/',
          duration: '3h',
        },
        {
          id: 'frontend.build-tooling.r2',
          type: 'article',
          title: 'npm Docs',
          source: 'npm (GitHub)',
          link: 'https://docs.npmjs.com/',
          duration: '2h',
        },
        {
          id: 'frontend.build-tooling.r3',
          type: 'tutorial',
          title: 'Understanding client-side web development tools',
          source: 'MDN Web Docs',
          link: 'https://developer.mozilla.org/en-US/docs/Learn_web_development/Extensions/Client-side_tools',
          duration: '4h',
        },
      ],
    },
    {
      id: 'frontend.react',
      name: 'React',
      category: 'Frameworks',
      description:
        'React is the most requested frontend library in job listings; components, props, hooks and ' +
        'effects are the vocabulary of most frontend teams and of meta-frameworks such as Next.js and ' +
        'React Router.',
      difficulty: 'intermediate',
      estimatedHours: 60,
      resources: [
        {
          id: 'frontend.react.r1',
          type: 'tutorial',
          title: 'Learn React',
          source: 'react.dev',
          link: 'https://react.dev/learn',
          duration: '20h',
        },
        {
          id: 'frontend.react.r2',
          type: 'article',
          title: 'Thinking in React',
          source: 'react.dev',
          link: 'https://react.dev/learn/thinking-in-react',
          duration: '1h',
        },
        {
          id: 'frontend.react.r3',
          type: 'course',
          title: 'React Course (Full Stack JavaScript path)',
          source: 'The Odin Project',
          link: 'https://www.theodinproject.com/paths/full-stack-javascript/courses/react',
          duration: '40h',
        },
      ],
    },
    {
      id: 'frontend.tailwind',
      name: 'Tailwind CSS',
      category: 'Frameworks',
      description:
        'Utility-first styling with Tailwind is now the default in many React teams and starter kits; you ' +
        'need to read and write its classes fluently and know when to extract components or fall back to ' +
        'plain CSS.',
      difficulty: 'beginner',
      estimatedHours: 12,
      resources: [
        {
          id: 'frontend.tailwind.r1',
          type: 'article',
          title: 'Tailwind CSS Documentation',
          source: 'tailwindcss.com',
          link: 'https://tailwindcss.com/docs',
          duration: '4h',
        },
        {
          id: 'frontend.tailwind.r2',
          type: 'article',
          title: 'Styling with utility classes',
          source: 'tailwindcss.com',
          link: 'https://tailwindcss.com/docs/styling-with-utility-classes',
          duration: '1h',
        },
        {
          id: 'frontend.tailwind.r3',
          type: 'article',
          title: 'Responsive design in Tailwind',
          source: 'tailwindcss.com',
          link: 'https://tailwindcss.com/docs/responsive-design',
          duration: '0.5h',
        },
      ],
    },
    {
      id: 'frontend.state-management',
      name: 'Client State Management (Redux Toolkit, Zustand)',
      category: 'Frameworks',
      description:
        'As apps grow, UI state shared across many components (carts, filters, drafts) needs a deliberate ' +
        'home; knowing when local state is enough and when to reach for a store keeps components simple.',
      difficulty: 'intermediate',
      estimatedHours: 20,
      resources: [
        {
          id: 'frontend.state-management.r1',
          type: 'article',
          title: 'Managing State',
          source: 'react.dev',
          link: 'https://react.dev/learn/managing-state',
          duration: '4h',
        },
        {
          id: 'frontend.state-management.r2',
          type: 'tutorial',
          title: 'Redux Essentials tutorial',
          source: 'redux.js.org',
          link: 'https://redux.js.org/tutorials/essentials/part-1-overview-concepts',
          duration: '8h',
        },
        {
          id: 'frontend.state-management.r3',
          type: 'article',
          title: 'Zustand README and guides',
          source: 'pmndrs (GitHub)',
          link: 'https://github.com/pmndrs/zustand',
          duration: '1.5h',
        },
      ],
    },
    {
      id: 'frontend.data-fetching',
      name: 'Server-State Fetching (TanStack Query)',
      category: 'Frameworks',
      description:
        'Data that lives on a server needs caching, loading and error states, retries and invalidation; ' +
        'TanStack Query handles this so components stay declarative and the UI never shows stale or ' +
        'duplicated requests.',
      difficulty: 'intermediate',
      estimatedHours: 15,
      resources: [
        {
          id: 'frontend.data-fetching.r1',
          type: 'article',
          title: 'TanStack Query Documentation',
          source: 'TanStack',
          link: 'https://tanstack.com/query/latest',
          duration: '5h',
        },
        {
          id: 'frontend.data-fetching.r2',
          type: 'article',
          title: 'Practical React Query',
          source: "TkDodo's blog (Dominik Dorfmeister)",
          link: 'https://tkdodo.eu/blog/practical-react-query',
          duration: '1h',
        },
        {
          id: 'frontend.data-fetching.r3',
          type: 'article',
          title: 'Important Defaults',
          source: 'TanStack Query docs',
          link: 'https://tanstack.com/query/latest/docs/framework/react/guides/important-defaults',
          duration: '0.5h',
        },
      ],
    },
    {
      id: 'frontend.testing',
      name: 'Component Testing (Vitest, Testing Library)',
      category: 'Tools',
      description:
        'Tests that render components and interact with them the way a user would let you refactor UI code ' +
        'safely, and employers expect pull requests to come with them.',
      difficulty: 'intermediate',
      estimatedHours: 20,
      resources: [
        {
          id: 'frontend.testing.r1',
          type: 'article',
          title: 'Vitest Getting Started',
          source: 'vitest.dev',
          link: 'https://vitest.dev/guide/',
          duration: '2h',
        },
        {
          id: 'frontend.testing.r2',
          type: 'article',
          title: 'React Testing Library Introduction',
          source: 'Testing Library',
          link: 'https://testing-library.com/docs/react-testing-library/intro/',
          duration: '3h',
        },
        {
          id: 'frontend.testing.r3',
          type: 'article',
          title: 'Write tests. Not too many. Mostly integration.',
          source: 'Kent C. Dodds',
          link: 'https://kentcdodds.com/blog/write-tests',
          duration: '0.5h',
        },
      ],
    },
    {
      id: 'frontend.web-performance',
      name: 'Web Performance (Core Web Vitals)',
      category: 'Concepts',
      description:
        'Load speed and responsiveness affect conversion and search ranking; frontend developers own LCP, ' +
        'INP and CLS through image handling, code splitting, caching and avoiding long main-thread tasks.',
      difficulty: 'advanced',
      estimatedHours: 25,
      resources: [
        {
          id: 'frontend.web-performance.r1',
          type: 'course',
          title: 'Learn Performance',
          source: 'web.dev (Google)',
          link: 'https://web.dev/learn/performance',
          duration: '8h',
        },
        {
          id: 'frontend.web-performance.r2',
          type: 'article',
          title: 'Web Vitals',
          source: 'web.dev (Google)',
          link: 'https://web.dev/articles/vitals',
          duration: '1h',
        },
        {
          id: 'frontend.web-performance.r3',
          type: 'article',
          title: 'Introduction to Lighthouse',
          source: 'Chrome for Developers',
          link: 'https://developer.chrome.com/docs/lighthouse/overview',
          duration: '1h',
        },
      ],
    },
    {
      id: 'frontend.storybook',
      name: 'Design Systems with Storybook',
      category: 'Tools',
      description:
        'Senior frontend work often means building a shared component library with designers; Storybook ' +
        'lets you develop, document and visually test components in isolation.',
      difficulty: 'advanced',
      estimatedHours: 20,
      resources: [
        {
          id: 'frontend.storybook.r1',
          type: 'article',
          title: 'Storybook Docs',
          source: 'storybook.js.org',
          link: 'https://storybook.js.org/docs',
          duration: '4h',
        },
        {
          id: 'frontend.storybook.r2',
          type: 'tutorial',
          title: 'Design Systems for Developers',
          source: 'Storybook tutorials',
          link: 'https://storybook.js.org/tutorials/design-systems-for-developers/',
          duration: '5h',
        },
        {
          id: 'frontend.storybook.r3',
          type: 'book',
          title: 'Atomic Design',
          source: 'Brad Frost',
          link: 'https://atomicdesign.bradfrost.com/',
          duration: '6h',
        },
      ],
    },
  ],
  projects: [
    {
      id: 'frontend.portfolio-site',
      title: 'Responsive Accessible Portfolio',
      description:
        'Build a personal portfolio with a home, projects and contact page using only semantic HTML and ' +
        'modern CSS (Grid, Flexbox, custom properties for a light/dark theme). It is done when it looks ' +
        'right from 320px to 1440px wide, is fully usable with the keyboard, scores 100 on Lighthouse ' +
        'accessibility and is published from a GitHub repository.',
      difficulty: 'beginner',
      estimatedHours: 15,
      technologies: ['HTML', 'CSS', 'Git', 'GitHub Pages'],
      skillIds: [
        'frontend.html',
        'frontend.css',
        'frontend.responsive-design',
        'frontend.accessibility',
        'frontend.git',
      ],
    },
    {
      id: 'frontend.weather-dashboard',
      title: 'Vanilla JavaScript Weather Dashboard',
      description:
        'Create a weather app without a framework: search a city, call the free Open-Meteo API with fetch, ' +
        'and render current conditions and a 7-day forecast with DOM APIs. Handle loading and error ' +
        'states, remember recent searches in localStorage and make the layout work on mobile.',
      difficulty: 'beginner',
      estimatedHours: 20,
      technologies: ['JavaScript', 'Fetch API', 'localStorage', 'CSS'],
      skillIds: ['frontend.javascript', 'frontend.dom', 'frontend.responsive-design'],
    },
    {
      id: 'frontend.kanban-board',
      title: 'Kanban Board in React and TypeScript',
      description:
        'Build a Trello-style board with Vite, React and TypeScript: columns, cards you can add, edit and ' +
        'drag between columns, and filters by label. Keep board state in a Zustand or Redux Toolkit store ' +
        'persisted to localStorage, style it with Tailwind, and cover the card workflow with Testing ' +
        'Library tests.',
      difficulty: 'intermediate',
      estimatedHours: 40,
      technologies: ['React', 'TypeScript', 'Vite', 'Zustand', 'Tailwind CSS', 'Vitest'],
      skillIds: [
        'frontend.react',
        'frontend.typescript',
        'frontend.build-tooling',
        'frontend.state-management',
        'frontend.tailwind',
        'frontend.testing',
      ],
    },
    {
      id: 'frontend.movie-explorer',
      title: 'Movie Explorer with Infinite Scroll',
      description:
        'Build a film search and discovery app on a public movie API with TanStack Query: debounced ' +
        'search, infinite scrolling lists, a details page with client-side routing, and cached results ' +
        'when navigating back. Done means good Core Web Vitals on a throttled mobile profile (lazy images, ' +
        'code-split routes).',
      difficulty: 'intermediate',
      estimatedHours: 35,
      technologies: ['React', 'TanStack Query', 'React Router', 'TypeScript', 'Lighthouse'],
      skillIds: [
        'frontend.react',
        'frontend.data-fetching',
        'frontend.web-performance',
        'frontend.typescript',
      ],
    },
    {
      id: 'frontend.component-library',
      title: 'Accessible Component Library',
      description:
        'Design and publish a small design system: button, text field, dialog, tabs, combobox and toast, ' +
        'built to the ARIA Authoring Practices patterns with design tokens as CSS custom properties. ' +
        'Document every component in Storybook, add interaction and accessibility tests, and publish the ' +
        'package to npm with a changelog.',
      difficulty: 'advanced',
      estimatedHours: 60,
      technologies: ['React', 'TypeScript', 'Storybook', 'Vitest', 'Testing Library', 'npm'],
      skillIds: [
        'frontend.storybook',
        'frontend.accessibility',
        'frontend.react',
        'frontend.testing',
        'frontend.css',
        'frontend.build-tooling',
      ],
    },
  ],
};
