import type { CatalogCareer } from '../../../shared/catalog.schema.ts';

export const uiUxDesigner: CatalogCareer = {
  id: 7,
  slug: 'ux',
  title: 'UI/UX Designer',
  summary:
    'UI/UX designers research how people use a product, then shape its structure, flows and screens so it is ' +
    'easy, accessible and pleasant to use. Day to day you interview users, wireframe and prototype in Figma, run ' +
    'usability tests and work with product managers and engineers to ship and refine designs. It suits curious, ' +
    'empathetic people who enjoy both visual craft and solving problems with evidence.',
  skills: [
    {
      id: 'ux.design-thinking',
      name: 'Design Thinking',
      category: 'Concepts',
      description:
        'Design thinking gives a designer a repeatable way to frame the right problem before pushing pixels: ' +
        'empathize, define, ideate, prototype and test. Hiring managers expect every portfolio case study to ' +
        'show this process, not just final screens.',
      difficulty: 'beginner',
      estimatedHours: 12,
      resources: [
        {
          id: 'ux.design-thinking.r1',
          type: 'article',
          title: 'Design Thinking 101',
          source: 'Nielsen Norman Group',
          link: 'https://www.nngroup.com/articles/design-thinking/',
          duration: '0.5h',
        },
        {
          id: 'ux.design-thinking.r2',
          type: 'tutorial',
          title: 'Design Kit: Methods',
          source: 'IDEO.org',
          link: 'https://www.designkit.org/methods',
          duration: '6h',
        },
        {
          id: 'ux.design-thinking.r3',
          type: 'article',
          title: 'What is Design Thinking?',
          source: 'Interaction Design Foundation',
          link: 'https://www.interaction-design.org/literature/topics/design-thinking',
          duration: '1h',
        },
      ],
    },
    {
      id: 'ux.visual-hierarchy',
      name: 'Visual Hierarchy & Layout Grids',
      category: 'Concepts',
      description:
        'Users scan before they read, so a UI designer must control what is seen first through size, spacing, ' +
        'alignment and grids. Strong hierarchy is what makes a screen feel "designed" rather than assembled.',
      difficulty: 'beginner',
      estimatedHours: 20,
      resources: [
        {
          id: 'ux.visual-hierarchy.r1',
          type: 'book',
          title: 'Refactoring UI',
          source: 'Adam Wathan & Steve Schoger',
          link: 'https://www.refactoringui.com/',
          duration: '8h',
        },
        {
          id: 'ux.visual-hierarchy.r2',
          type: 'article',
          title: 'Visual Hierarchy in UX: Definition',
          source: 'Nielsen Norman Group',
          link: 'https://www.nngroup.com/articles/visual-hierarchy-ux-definition/',
          duration: '0.5h',
        },
        {
          id: 'ux.visual-hierarchy.r3',
          type: 'article',
          title: 'Laws of UX',
          source: 'Jon Yablonski',
          link: 'https://lawsofux.com/',
          duration: '3h',
        },
      ],
    },
    {
      id: 'ux.typography',
      name: 'Typography for Interfaces',
      category: 'Concepts',
      description:
        'Most of any interface is text, so choosing typefaces, building a type scale and setting line length ' +
        'and spacing decide readability more than any illustration. Designers hand these decisions to developers ' +
        'as text styles and tokens.',
      difficulty: 'beginner',
      estimatedHours: 15,
      resources: [
        {
          id: 'ux.typography.r1',
          type: 'book',
          title: 'Practical Typography',
          source: 'Matthew Butterick',
          link: 'https://practicaltypography.com/',
          duration: '6h',
        },
        {
          id: 'ux.typography.r2',
          type: 'tutorial',
          title: 'Google Fonts Knowledge',
          source: 'Google Fonts',
          link: 'https://fonts.google.com/knowledge',
          duration: '5h',
        },
        {
          id: 'ux.typography.r3',
          type: 'article',
          title: 'Material Design 3: Typography',
          source: 'Google',
          link: 'https://m3.material.io/styles/typography/overview',
          duration: '1h',
        },
      ],
    },
    {
      id: 'ux.color-contrast',
      name: 'Color Systems & Contrast',
      category: 'Concepts',
      description:
        'A UI designer defines palettes as roles (primary, surface, error) rather than loose swatches, so themes ' +
        'and dark mode stay consistent. Every pairing must also pass WCAG contrast ratios, which is checked in ' +
        'design reviews and accessibility audits.',
      difficulty: 'beginner',
      estimatedHours: 12,
      resources: [
        {
          id: 'ux.color-contrast.r1',
          type: 'article',
          title: 'Material Design 3: Color System',
          source: 'Google',
          link: 'https://m3.material.io/styles/color/overview',
          duration: '1.5h',
        },
        {
          id: 'ux.color-contrast.r2',
          type: 'article',
          title: 'Understanding SC 1.4.3: Contrast (Minimum)',
          source: 'W3C Web Accessibility Initiative',
          link: 'https://www.w3.org/WAI/WCAG22/Understanding/contrast-minimum.html',
          duration: '1h',
        },
        {
          id: 'ux.color-contrast.r3',
          type: 'tutorial',
          title: 'Contrast Checker',
          source: 'WebAIM',
          link: 'https://webaim.org/resources/contrastchecker/',
          duration: '0.5h',
        },
      ],
    },
    {
      id: 'ux.figma',
      name: 'Figma',
      category: 'Tools',
      description:
        'Figma is the industry-standard tool for UI design, prototyping and handoff, and nearly every job ' +
        'posting lists it. You need fluency with frames, Auto Layout, components, variants and variables to ' +
        'work at team speed.',
      difficulty: 'beginner',
      estimatedHours: 40,
      resources: [
        {
          id: 'ux.figma.r1',
          type: 'tutorial',
          title: 'Figma Learn (Help Center)',
          source: 'Figma',
          link: 'https://help.figma.com/hc/en-us',
          duration: '10h',
        },
        {
          id: 'ux.figma.r2',
          type: 'video',
          title: 'Figma official YouTube channel',
          source: 'Figma',
          link: 'https://www.youtube.com/@Figma',
          duration: '8h',
        },
        {
          id: 'ux.figma.r3',
          type: 'article',
          title: 'Figma Community files and UI kits',
          source: 'Figma',
          link: 'https://www.figma.com/community',
          duration: '3h',
        },
      ],
    },
    {
      id: 'ux.user-interviews',
      name: 'User Research Interviews',
      category: 'Concepts',
      description:
        'Interviews reveal what users actually do and need, which keeps a designer from designing for ' +
        'assumptions. Writing a neutral discussion guide, probing for past behavior and synthesizing notes into ' +
        'insights are core UX research skills.',
      difficulty: 'intermediate',
      estimatedHours: 25,
      resources: [
        {
          id: 'ux.user-interviews.r1',
          type: 'article',
          title: 'User Interviews 101',
          source: 'Nielsen Norman Group',
          link: 'https://www.nngroup.com/articles/user-interviews/',
          duration: '0.5h',
        },
        {
          id: 'ux.user-interviews.r2',
          type: 'book',
          title: 'The Mom Test',
          source: 'Rob Fitzpatrick',
          link: 'https://www.momtestbook.com/',
          duration: '4h',
        },
        {
          id: 'ux.user-interviews.r3',
          type: 'course',
          title: 'Conduct UX Research and Test Early Concepts',
          source: 'Google on Coursera',
          link: 'https://www.coursera.org/learn/conduct-ux-research',
          duration: '20h',
        },
      ],
    },
    {
      id: 'ux.personas-journeys',
      name: 'Personas & Journey Mapping',
      category: 'Concepts',
      description:
        'Personas, empathy maps and journey maps turn raw research into shared artifacts the whole team can ' +
        'design against. They help a designer spot pain points across channels and argue for priorities with ' +
        'evidence.',
      difficulty: 'intermediate',
      estimatedHours: 15,
      resources: [
        {
          id: 'ux.personas-journeys.r1',
          type: 'article',
          title: 'Journey Mapping 101',
          source: 'Nielsen Norman Group',
          link: 'https://www.nngroup.com/articles/journey-mapping-101/',
          duration: '0.5h',
        },
        {
          id: 'ux.personas-journeys.r2',
          type: 'article',
          title: 'Empathy Mapping: The First Step in Design Thinking',
          source: 'Nielsen Norman Group',
          link: 'https://www.nngroup.com/articles/empathy-mapping/',
          duration: '0.5h',
        },
        {
          id: 'ux.personas-journeys.r3',
          type: 'article',
          title: 'What are Personas?',
          source: 'Interaction Design Foundation',
          link: 'https://www.interaction-design.org/literature/topics/personas',
          duration: '1h',
        },
      ],
    },
    {
      id: 'ux.information-architecture',
      name: 'Information Architecture & Card Sorting',
      category: 'Concepts',
      description:
        'Information architecture decides how content is grouped, labeled and navigated, so users can find ' +
        'things without thinking. Card sorting and tree testing let a designer validate navigation before any ' +
        'visual design exists.',
      difficulty: 'intermediate',
      estimatedHours: 18,
      resources: [
        {
          id: 'ux.information-architecture.r1',
          type: 'article',
          title: "Card Sorting: Uncover Users' Mental Models",
          source: 'Nielsen Norman Group',
          link: 'https://www.nngroup.com/articles/card-sorting-definition/',
          duration: '0.5h',
        },
        {
          id: 'ux.information-architecture.r2',
          type: 'article',
          title: 'Tree Testing: Fast, Iterative Evaluation of Menu Labels and Categories',
          source: 'Nielsen Norman Group',
          link: 'https://www.nngroup.com/articles/tree-testing/',
          duration: '0.5h',
        },
        {
          id: 'ux.information-architecture.r3',
          type: 'article',
          title: 'What is Information Architecture?',
          source: 'Interaction Design Foundation',
          link: 'https://www.interaction-design.org/literature/topics/information-architecture',
          duration: '1h',
        },
      ],
    },
    {
      id: 'ux.wireframing',
      name: 'Wireframing & User Flows',
      category: 'Concepts',
      description:
        'User flows and low-fidelity wireframes let a designer test structure and task steps cheaply before ' +
        'committing to visuals. They are also the fastest way to align product managers and engineers on scope.',
      difficulty: 'beginner',
      estimatedHours: 20,
      resources: [
        {
          id: 'ux.wireframing.r1',
          type: 'course',
          title: 'Build Wireframes and Low-Fidelity Prototypes',
          source: 'Google on Coursera',
          link: 'https://www.coursera.org/learn/wireframes-low-fidelity-prototypes',
          duration: '25h',
        },
        {
          id: 'ux.wireframing.r2',
          type: 'tutorial',
          title: 'Wireframing Academy',
          source: 'Balsamiq',
          link: 'https://balsamiq.com/learn/',
          duration: '6h',
        },
        {
          id: 'ux.wireframing.r3',
          type: 'article',
          title: 'What is Wireframing?',
          source: 'Interaction Design Foundation',
          link: 'https://www.interaction-design.org/literature/topics/wireframing',
          duration: '1h',
        },
      ],
    },
    {
      id: 'ux.prototyping',
      name: 'Interactive Prototyping',
      category: 'Tools',
      description:
        'Clickable prototypes let users and stakeholders experience a flow before it is built, which is how ' +
        'designers test ideas and sell them. Knowing when a rough prototype is enough and when to add ' +
        'transitions and realistic content saves weeks.',
      difficulty: 'intermediate',
      estimatedHours: 20,
      resources: [
        {
          id: 'ux.prototyping.r1',
          type: 'tutorial',
          title: 'Guide to prototyping in Figma',
          source: 'Figma',
          link: 'https://help.figma.com/hc/en-us/articles/360040314193-Guide-to-prototyping-in-Figma',
          duration: '3h',
        },
        {
          id: 'ux.prototyping.r2',
          type: 'article',
          title: 'UX Prototypes: Low Fidelity vs. High Fidelity',
          source: 'Nielsen Norman Group',
          link: 'https://www.nngroup.com/articles/ux-prototype-hi-lo-fidelity/',
          duration: '0.5h',
        },
        {
          id: 'ux.prototyping.r3',
          type: 'course',
          title: 'Create High-Fidelity Designs and Prototypes in Figma',
          source: 'Google on Coursera',
          link: 'https://www.coursera.org/learn/high-fidelity-designs-prototype',
          duration: '30h',
        },
      ],
    },
    {
      id: 'ux.usability-testing',
      name: 'Usability Testing',
      category: 'Concepts',
      description:
        'Watching a handful of real users attempt tasks is the most reliable way to find where a design fails. ' +
        'Designers plan tasks, moderate sessions, run heuristic reviews and turn findings into prioritized ' +
        'design changes.',
      difficulty: 'intermediate',
      estimatedHours: 25,
      resources: [
        {
          id: 'ux.usability-testing.r1',
          type: 'article',
          title: 'Usability Testing 101',
          source: 'Nielsen Norman Group',
          link: 'https://www.nngroup.com/articles/usability-testing-101/',
          duration: '0.5h',
        },
        {
          id: 'ux.usability-testing.r2',
          type: 'article',
          title: 'Why You Only Need to Test with 5 Users',
          source: 'Nielsen Norman Group',
          link: 'https://www.nngroup.com/articles/why-you-only-need-to-test-with-5-users/',
          duration: '0.5h',
        },
        {
          id: 'ux.usability-testing.r3',
          type: 'article',
          title: '10 Usability Heuristics for User Interface Design',
          source: 'Nielsen Norman Group',
          link: 'https://www.nngroup.com/articles/ten-usability-heuristics/',
          duration: '1h',
        },
      ],
    },
    {
      id: 'ux.ux-writing',
      name: 'UX Writing & Microcopy',
      category: 'Concepts',
      description:
        'Button labels, error messages and empty states are part of the design, and unclear words break ' +
        'otherwise good flows. Designers are expected to draft clear, consistent microcopy or partner closely ' +
        'with content designers.',
      difficulty: 'beginner',
      estimatedHours: 12,
      resources: [
        {
          id: 'ux.ux-writing.r1',
          type: 'article',
          title: 'Content design: planning, writing and managing content',
          source: 'GOV.UK',
          link: 'https://www.gov.uk/guidance/content-design',
          duration: '3h',
        },
        {
          id: 'ux.ux-writing.r2',
          type: 'article',
          title: 'Content Style Guide',
          source: 'Mailchimp',
          link: 'https://styleguide.mailchimp.com/',
          duration: '2h',
        },
        {
          id: 'ux.ux-writing.r3',
          type: 'article',
          title: 'Microsoft Writing Style Guide',
          source: 'Microsoft Learn',
          link: 'https://learn.microsoft.com/en-us/style-guide/welcome/',
          duration: '3h',
        },
      ],
    },
    {
      id: 'ux.accessible-design',
      name: 'Inclusive & Accessible Design (WCAG 2.2)',
      category: 'Concepts',
      description:
        'Accessibility is a legal requirement in many markets and a quality bar for every design review. ' +
        'Designers own much of it: contrast, focus order, target sizes, readable states and annotations that ' +
        'tell developers how assistive technology should behave.',
      difficulty: 'intermediate',
      estimatedHours: 25,
      resources: [
        {
          id: 'ux.accessible-design.r1',
          type: 'article',
          title: 'Introduction to Web Accessibility',
          source: 'W3C Web Accessibility Initiative',
          link: 'https://www.w3.org/WAI/fundamentals/accessibility-intro/',
          duration: '1h',
        },
        {
          id: 'ux.accessible-design.r2',
          type: 'tutorial',
          title: 'How to Meet WCAG 2.2 (Quick Reference)',
          source: 'W3C Web Accessibility Initiative',
          link: 'https://www.w3.org/WAI/WCAG22/quickref/',
          duration: '6h',
        },
        {
          id: 'ux.accessible-design.r3',
          type: 'article',
          title: 'Inclusive Design Toolkit',
          source: 'Microsoft',
          link: 'https://inclusive.microsoft.design/',
          duration: '3h',
        },
      ],
    },
    {
      id: 'ux.responsive-platforms',
      name: 'Responsive & Platform Design (HIG, Material 3)',
      category: 'Concepts',
      description:
        'Products ship on phones, tablets and desktops, and each platform has conventions users expect. ' +
        'Designers adapt layouts across breakpoints and follow Apple and Google guidelines so apps feel native ' +
        'and pass store review.',
      difficulty: 'intermediate',
      estimatedHours: 25,
      resources: [
        {
          id: 'ux.responsive-platforms.r1',
          type: 'article',
          title: 'Human Interface Guidelines',
          source: 'Apple Developer',
          link: 'https://developer.apple.com/design/human-interface-guidelines/',
          duration: '8h',
        },
        {
          id: 'ux.responsive-platforms.r2',
          type: 'article',
          title: 'Material Design 3',
          source: 'Google',
          link: 'https://m3.material.io/',
          duration: '6h',
        },
        {
          id: 'ux.responsive-platforms.r3',
          type: 'course',
          title: 'Learn Responsive Design',
          source: 'web.dev',
          link: 'https://web.dev/learn/design/',
          duration: '10h',
        },
      ],
    },
    {
      id: 'ux.design-systems',
      name: 'Design Systems',
      category: 'Concepts',
      description:
        'Mid-size and large teams design with shared component libraries and tokens so that dozens of screens ' +
        'stay consistent. Senior designers are expected to contribute components, document usage and keep Figma ' +
        'and code in sync.',
      difficulty: 'advanced',
      estimatedHours: 35,
      resources: [
        {
          id: 'ux.design-systems.r1',
          type: 'book',
          title: 'Atomic Design',
          source: 'Brad Frost',
          link: 'https://atomicdesign.bradfrost.com/',
          duration: '6h',
        },
        {
          id: 'ux.design-systems.r2',
          type: 'book',
          title: 'Design Systems',
          source: 'Alla Kholmatova, Smashing Magazine',
          link: 'https://www.smashingmagazine.com/design-systems-book/',
          duration: '8h',
        },
        {
          id: 'ux.design-systems.r3',
          type: 'article',
          title: 'GOV.UK Design System',
          source: 'Government Digital Service',
          link: 'https://design-system.service.gov.uk/',
          duration: '3h',
        },
      ],
    },
    {
      id: 'ux.html-css',
      name: 'HTML & CSS for Designers',
      category: 'Languages',
      description:
        'Knowing how layouts are built in HTML and CSS (flexbox, grid, the box model) lets a designer create ' +
        'designs that are feasible and hand them off precisely. It also makes coded prototypes and design-token ' +
        'conversations with engineers much easier.',
      difficulty: 'intermediate',
      estimatedHours: 30,
      resources: [
        {
          id: 'ux.html-css.r1',
          type: 'course',
          title: 'Learn web development',
          source: 'MDN Web Docs',
          link: 'https://developer.mozilla.org/en-US/docs/Learn_web_development',
          duration: '25h',
        },
        {
          id: 'ux.html-css.r2',
          type: 'course',
          title: 'Learn CSS',
          source: 'web.dev',
          link: 'https://web.dev/learn/css/',
          duration: '15h',
        },
        {
          id: 'ux.html-css.r3',
          type: 'article',
          title: 'Dev Mode: design-to-development handoff',
          source: 'Figma',
          link: 'https://www.figma.com/dev-mode/',
          duration: '1h',
        },
      ],
    },
  ],
  projects: [
    {
      id: 'ux.heuristic-redesign',
      title: 'Heuristic Review and Redesign of an Everyday App',
      description:
        'Pick three screens from an app you use often (a parking, banking or utility app works well) and review ' +
        'them against the 10 usability heuristics. Redesign the screens in Figma with a clear type scale, color ' +
        'roles that pass contrast checks and stronger hierarchy. Done means a before/after board plus a one-page ' +
        'write-up listing at least five issues, their severity and how the redesign fixes them.',
      difficulty: 'beginner',
      estimatedHours: 15,
      technologies: ['Figma', 'WebAIM Contrast Checker'],
      skillIds: [
        'ux.visual-hierarchy',
        'ux.typography',
        'ux.color-contrast',
        'ux.figma',
        'ux.usability-testing',
      ],
    },
    {
      id: 'ux.onboarding-prototype',
      title: 'Mobile Onboarding Flow: From User Flow to Clickable Prototype',
      description:
        'Design the onboarding for a habit-tracking or budgeting app. Start with a user flow diagram and ' +
        'low-fidelity wireframes, then build a high-fidelity Figma prototype with realistic microcopy, ' +
        'transitions and error states. Done means a clickable prototype tested with three people, and a short ' +
        'list of changes you made based on what they struggled with.',
      difficulty: 'beginner',
      estimatedHours: 25,
      technologies: ['Figma', 'FigJam'],
      skillIds: ['ux.wireframing', 'ux.prototyping', 'ux.figma', 'ux.ux-writing'],
    },
    {
      id: 'ux.accessible-checkout',
      title: 'Accessible Responsive Checkout',
      description:
        'Design a three-step checkout for mobile, tablet and desktop that meets WCAG 2.2 AA: contrast, visible ' +
        'focus, target sizes, clear error messages and a logical reading order. Annotate the designs for ' +
        'developers, then build one step in plain HTML and CSS and test it with the keyboard and a screen ' +
        'reader. Done means annotated Figma frames for all breakpoints and a working coded step with no ' +
        'keyboard traps.',
      difficulty: 'intermediate',
      estimatedHours: 35,
      technologies: ['Figma', 'HTML', 'CSS', 'VoiceOver or NVDA'],
      skillIds: ['ux.accessible-design', 'ux.responsive-platforms', 'ux.ux-writing', 'ux.html-css'],
    },
    {
      id: 'ux.research-case-study',
      title: 'End-to-End UX Case Study for a Local Service',
      description:
        'Choose a real local service (library, gym, clinic booking) and interview five of its users. Synthesize ' +
        'findings into a persona and journey map, run an online card sort to shape the navigation, then ' +
        'prototype the key task and usability-test it with five participants. Done means a portfolio case study ' +
        'that shows the problem, research evidence, design iterations and measured improvement in task success.',
      difficulty: 'intermediate',
      estimatedHours: 50,
      technologies: ['Figma', 'FigJam', 'Optimal Workshop', 'Google Forms'],
      skillIds: [
        'ux.design-thinking',
        'ux.user-interviews',
        'ux.personas-journeys',
        'ux.information-architecture',
        'ux.usability-testing',
      ],
    },
    {
      id: 'ux.mini-design-system',
      title: 'Mini Design System with Tokens and Documentation',
      description:
        'Build a Figma library for a fictional product: color, spacing and type variables with light and dark ' +
        'modes, plus about 15 components (buttons, inputs, cards, dialogs) with variants and interaction ' +
        'states. Write usage guidelines for each component and publish a small HTML/CSS reference page that ' +
        'uses the same tokens as CSS custom properties. Done means a teammate could build a new screen using ' +
        'only your library and docs.',
      difficulty: 'advanced',
      estimatedHours: 60,
      technologies: ['Figma', 'Figma Variables', 'HTML', 'CSS'],
      skillIds: ['ux.design-systems', 'ux.figma', 'ux.typography', 'ux.color-contrast', 'ux.html-css'],
    },
  ],
};
