/**
 * A DEV set of resumes from nine fields (docs/decisions.md S82), written for the lexicon's tuning:
 * each names skills as people of that field write them, with the lexicon names a field expert
 * expects to be read from it. Recall per family is how many of them the analysis recognises; a false
 * "missing" is one of them reported missing when the roadmap asks for it (here, all of them).
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { analyseResumeLocally } from '../resume-analysis.ts';

export interface FieldResume {
  family: string;
  text: string;
  /** Lexicon names the resume shows. */
  expected: string[];
}

export const FIELD_RESUMES: readonly FieldResume[] = [
  {
    family: 'nurse',
    text: `Maria Santos, RN, BSN\nLicenses: Registered Nurse (compact license), BLS and ACLS (AHA), PALS\nSkills: Epic EHR, Cerner PowerChart, Pyxis, telemetry, IV starts, wound care, med pass\n- Performed head-to-toe assessments and wrote nursing care plans for 5 patients per shift\n- Taught discharge education using teach-back; handoff report in SBAR`,
    expected: [
      'RN license',
      'BSN',
      'Compact nursing license',
      'BLS',
      'ACLS',
      'PALS',
      'Epic',
      'Cerner',
      'Pyxis',
      'Telemetry',
      'IV therapy',
      'Wound care',
      'Medication administration',
      'Patient assessment',
      'Care planning',
      'Patient education',
      'SBAR',
    ],
  },
  {
    family: 'electrician',
    text: `Luis Ortega, Journeyman Electrician\nCertifications: OSHA 30-Hour, NFPA 70E arc flash, NCCER\nSkills: National Electrical Code (2023), conduit bending, blueprint reading, motor controls and VFDs, PLCs (Allen-Bradley)\n- Installed 200A service upgrades and panels in 40 homes; troubleshooting circuits with a digital multimeter\n- Followed lockout/tagout on every job`,
    expected: [
      'Journeyman electrician license',
      'OSHA 30',
      'NFPA 70E',
      'NCCER',
      'NEC',
      'Conduit bending',
      'Blueprint reading',
      'Motor controls',
      'PLC',
      'Panel installation',
      'Electrical troubleshooting',
      'Multimeter',
      'Lockout/tagout',
    ],
  },
  {
    family: 'accountant',
    text: `Priya Shah, CPA\nSkills: US GAAP, QuickBooks Online, NetSuite, Excel (pivot tables, XLOOKUP), month-end close, bank reconciliations, journal entries, accounts payable\n- Prepared financial statements for 12 clients; tested internal controls (SOX 404)\n- Prepared 150 individual tax returns as an Enrolled Agent`,
    expected: [
      'CPA',
      'GAAP',
      'QuickBooks',
      'NetSuite',
      'Excel',
      'Month-end close',
      'Account reconciliation',
      'Journal entries',
      'Accounts payable',
      'Financial statements',
      'Internal controls',
      'Tax preparation',
      'EA',
    ],
  },
  {
    family: 'teacher',
    text: `Ann Lee, Elementary Teacher\nCredentials: State teaching certificate (K-6), Praxis II, TESOL\nSkills: lesson planning, classroom management (PBIS), differentiated instruction, guided reading, IEP meetings, Google Classroom, Seesaw, SMART Board\n- Used formative assessments and exit tickets to regroup 24 students weekly\n- Held parent-teacher conferences for every family`,
    expected: [
      'Teaching license',
      'Praxis',
      'TESOL',
      'Lesson planning',
      'Classroom management',
      'PBIS',
      'Differentiated instruction',
      'Guided reading',
      'IEP',
      'Google Classroom',
      'Seesaw',
      'SMART Board',
      'Formative assessment',
      'Parent communication',
    ],
  },
  {
    family: 'truck driver',
    text: `Dale Brooks, Class A CDL\nEndorsements: Hazmat (H), Tanker (N), doubles/triples (T); TWIC card; DOT medical card\nSkills: ELD (Omnitracs), hours of service, pre-trip inspections, load securement, defensive driving\n- Drove 120,000 accident-free miles over-the-road in a dry van\n- Operated forklift and pallet jack at docks`,
    expected: [
      'CDL Class A',
      'Hazmat endorsement (H)',
      'Tanker endorsement (N)',
      'Doubles/triples endorsement (T)',
      'TWIC',
      'DOT medical card',
      'ELD',
      'Omnitracs',
      'Hours of service',
      'Pre-trip inspection',
      'Load securement',
      'Defensive driving',
      'Safe driving record',
      'Tractor-trailer driving',
      'Forklift',
      'Pallet jack',
    ],
  },
  {
    family: 'cook',
    text: `Tom Reyes, Line Cook\nCertifications: ServSafe Manager, food handler card\nSkills: knife skills, mise en place, grill station, HACCP, allergen procedures, FIFO, portion control, Toast POS\n- Prepped and cooked 300 covers a night; kept temperature logs`,
    expected: [
      'ServSafe Manager',
      'ServSafe Food Handler',
      'Knife skills',
      'Mise en place',
      'Line cooking',
      'HACCP',
      'Allergen awareness',
      'FIFO',
      'Food cost control',
      'Toast POS',
      'Food safety',
    ],
  },
  {
    family: 'retail',
    text: `Kim Ng, Retail Sales Associate\nSkills: POS systems (Square), cash handling, visual merchandising, planograms, upselling, loss prevention, returns and exchanges, inventory counts, customer service\n- Balanced cash drawer every shift; NRF RISE Up credential`,
    expected: [
      'POS systems',
      'Square POS',
      'Cash handling',
      'Merchandising',
      'Upselling',
      'Loss prevention',
      'Returns and exchanges',
      'Inventory management',
      'Customer service',
      'NRF RISE Up',
    ],
  },
  {
    family: 'medical assistant',
    text: `Rosa Diaz, CCMA\nSkills: vital signs, phlebotomy (venipuncture), EKG, injections, specimen collection, rooming patients, Epic, ICD-10, prior authorizations, appointment scheduling, HIPAA, CPR\n- Roomed 30 patients a day; performed CLIA-waived tests`,
    expected: [
      'CCMA',
      'Vital signs',
      'Phlebotomy',
      'EKG',
      'Injections',
      'Specimen collection',
      'Rooming patients',
      'Epic',
      'Medical coding',
      'Insurance verification',
      'Patient scheduling',
      'HIPAA',
      'CPR',
      'Point-of-care testing',
    ],
  },
  {
    family: 'developer',
    text: `Alex Kim, Frontend Developer\nSkills: HTML5, CSS3, JavaScript (ES6), TypeScript, React, Tailwind CSS, Jest, Git, REST APIs, Docker, PostgreSQL\n- Built 12 React pages with Vite; set up GitHub Actions CI`,
    expected: [
      'HTML',
      'CSS',
      'JavaScript',
      'TypeScript',
      'React',
      'Tailwind CSS',
      'Jest',
      'Git',
      'REST APIs',
      'Docker',
      'PostgreSQL',
      'Vite',
      'GitHub Actions',
    ],
  },
];

export interface FieldFigures {
  family: string;
  expected: number;
  recall: number;
  notRecognised: string[];
  falseMissing: string[];
}

export function runFieldResumeEval(resumes: readonly FieldResume[] = FIELD_RESUMES): FieldFigures[] {
  return resumes.map((r) => {
    const analysis = analyseResumeLocally(r.text, {
      title: r.family,
      skills: r.expected.map((name) => ({ name })),
    });
    const found = new Set(analysis.resumeSkills);
    const notRecognised = r.expected.filter((s) => !found.has(s));
    return {
      family: r.family,
      expected: r.expected.length,
      recall: (r.expected.length - notRecognised.length) / r.expected.length,
      notRecognised,
      falseMissing: analysis.missingSkills,
    };
  });
}

const independentSchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      family: z.string(),
      occupation: z.string(),
      text: z.string(),
      expected: z.array(z.string()),
    }),
  ),
});

/**
 * The independent field resumes (field-resumes-2.md: 28 resumes, two per family, by an author who saw
 * neither the lexicon nor the analyser; never tuned on). Each expected item is the author's own short
 * name for what the resume names; it is recognised when the analysis, asked for it as a roadmap
 * skill, does not call it missing. Figures per family.
 */
export function runIndependentFieldResumes(): Array<{ family: string; expected: number; recall: number }> {
  const set = independentSchema.parse(
    JSON.parse(readFileSync(new URL('./field-resumes-2.json', import.meta.url), 'utf8')),
  );
  const byFamily = new Map<string, { expected: number; recognised: number }>();
  for (const r of set.items) {
    const analysis = analyseResumeLocally(r.text, {
      title: r.occupation,
      skills: r.expected.map((name) => ({ name })),
    });
    const f = byFamily.get(r.family) ?? { expected: 0, recognised: 0 };
    f.expected += r.expected.length;
    f.recognised += r.expected.length - analysis.missingSkills.length;
    byFamily.set(r.family, f);
  }
  return [...byFamily].map(([family, f]) => ({
    family,
    expected: f.expected,
    recall: f.recognised / f.expected,
  }));
}
