/**
 * The O*NET occupation each built-in career path belongs to (docs/product.md §3): its wages,
 * outlook and occupation page come from there. Chosen by the O*NET alternate title the path's
 * title matches; where several occupations list it, the one whose tasks the path teaches.
 */
export const BUILT_IN_OCCUPATIONS: Readonly<Record<number, string>> = {
  1: '15-1254.00', // Frontend Developer → Web Developers
  2: '15-1252.00', // Backend Developer → Software Developers
  3: '15-1254.00', // Full Stack Developer → Web Developers
  4: '15-2051.00', // Data Scientist → Data Scientists
  5: '15-1252.00', // DevOps Engineer → Software Developers ("DevOps Engineer" is its alternate title)
  6: '15-1252.00', // Mobile Developer → Software Developers ("Mobile Application Developer")
  7: '15-1255.00', // UI/UX Designer → Web and Digital Interface Designers
  8: '11-2021.00', // Product Manager → Marketing Managers ("Product Manager")
  9: '15-1212.00', // Cybersecurity Analyst → Information Security Analysts
  10: '15-1221.00', // Machine Learning Engineer → Computer and Information Research Scientists
  11: '15-1241.00', // Cloud Architect → Computer Network Architects
  12: '15-2051.01', // Data Analyst → Business Intelligence Analysts
  13: '15-1253.00', // QA Engineer → Software Quality Assurance Analysts and Testers
  14: '15-1255.01', // Game Developer → Video Game Designers
  15: '15-1299.07', // Blockchain Developer → Blockchain Engineers
};

/**
 * Other names job postings give the built-in paths (docs/product.md §5 Title resolution): typed
 * exactly, they name the path as its own title does. Only names that mean that path and nothing
 * else ("Product Designer" is also an industrial designer, "UX Designer" a name several occupations
 * share: those offer choices).
 */
export const BUILT_IN_ALIASES: Readonly<Record<number, readonly string[]>> = {
  1: [
    'Front-End Developer',
    'Front End Developer',
    'Frontend Engineer',
    'Front-End Engineer',
    'Frontend Web Developer',
  ],
  2: ['Back-End Developer', 'Back End Developer', 'Backend Engineer', 'Back-End Engineer'],
  3: [
    'Full-Stack Developer',
    'Fullstack Developer',
    'Full Stack Engineer',
    'Full-Stack Engineer',
    'Fullstack Engineer',
  ],
  4: ['Data Science', 'Data Scientist II'],
  5: ['DevOps', 'DevOps Developer', 'Site Reliability Engineer', 'SRE'],
  6: [
    'Mobile Engineer',
    'Mobile App Developer',
    'iOS Developer',
    'Android Developer',
    'iOS Engineer',
    'Android Engineer',
  ],
  7: ['UX/UI Designer', 'User Experience Designer'],
  8: ['Product Owner', 'Technical Product Manager'],
  9: ['Security Analyst', 'Cyber Security Analyst', 'SOC Analyst', 'Information Security Analyst'],
  10: ['ML Engineer', 'Machine Learning Developer', 'AI Engineer', 'AI/ML Engineer'],
  11: ['Cloud Engineer', 'Cloud Solutions Architect', 'AWS Architect'],
  12: ['BI Analyst', 'Data Analytics Analyst'],
  13: ['Software Tester', 'Test Engineer', 'QA Analyst', 'QA Tester', 'SDET', 'Quality Assurance Engineer'],
  14: ['Game Programmer', 'Game Engineer', 'Video Game Developer'],
  15: ['Blockchain Engineer', 'Smart Contract Developer', 'Web3 Developer', 'Solidity Developer'],
};
