import type { GuidanceArticle } from '../../../shared/ai.schema.ts';

/**
 * The knowledge base of the local career assistant (used when no AI provider key is set).
 * The engine indexes title, tags and body with full-text search and combines the best
 * articles with the user's own data (goal, next skills, city jobs).
 */
export const KNOWLEDGE_BASE: readonly GuidanceArticle[] = [
  // ---------------------------------------------------------------- resume
  {
    id: 'resume-ats-friendly-format',
    topic: 'resume',
    title: 'How do I make my resume ATS-friendly?',
    tags: ['ats', 'applicant tracking system', 'cv', 'format', 'parsing', 'template', 'layout'],
    body: `Applicant tracking systems parse your resume into fields that recruiters then search and skim. Make that parsing easy:

- Use a single-column layout with standard headings: Experience, Education, Skills, Projects.
- Skip tables, text boxes, icons, skill bars and graphics; parsers often drop or scramble them.
- Keep your name and contact details in the body, not in the page header or footer.
- Use a common font and real text, never text inside images.
- Write dates consistently, for example "Mar 2024 - Present".

Then test it: copy everything from your PDF and paste it into a plain text editor. If the order is jumbled or words are missing, a parser will struggle too. A clean, plain layout is not a compromise; it also reads faster for the human who opens it next.`,
  },
  {
    id: 'resume-quantify-bullets',
    topic: 'resume',
    title: 'How do I quantify my resume bullets?',
    tags: ['cv', 'bullets', 'metrics', 'numbers', 'impact', 'achievements', 'results'],
    body: `A strong bullet shows what you did, how you did it and what changed because of it. Numbers make the change concrete: time saved, users served, errors reduced, scale, frequency, money.

Before: "Responsible for improving the checkout page."

After: "Rebuilt the checkout form in React with inline validation, cutting abandoned checkouts by 18% in one quarter."

No exact data? Use honest estimates you can defend ("about 40 support tickets a week") or scale signals ("used by 3 internal teams", "12k monthly visitors"). Still nothing measurable? Name the outcome: "Replaced a manual weekly report with a dashboard the finance team now uses daily."

Never invent numbers. Interviewers regularly ask how you measured a result, and a vague answer undoes the bullet.`,
  },
  {
    id: 'resume-action-verbs',
    topic: 'resume',
    title: 'Which action verbs should I start resume bullets with?',
    tags: ['cv', 'verbs', 'wording', 'bullets', 'phrasing', 'power words'],
    body: `Start each bullet with a specific verb that names what you actually did: past tense for earlier roles, present tense for your current one. Openers like "helped with" or "responsible for" hide your contribution.

- Building: built, developed, implemented, shipped, designed, prototyped
- Improving: optimized, reduced, automated, refactored, streamlined, migrated
- Leading: led, mentored, coordinated, owned, drove
- Analyzing: analyzed, measured, modeled, investigated, tested
- Communicating: documented, presented, wrote, trained

Choose the verb that matches your real role. "Led" invites questions about the people you led, so only use it if you can answer them. Vary your verbs so the page does not read as eight lines of "developed", and remember the verb is only the start: follow it with the tool or method and the result.`,
  },
  {
    id: 'resume-tailor-job-post',
    topic: 'resume',
    title: 'How do I tailor my resume to a job post?',
    tags: ['cv', 'tailoring', 'customize', 'job description', 'targeting', 'application'],
    body: `Tailoring means making your most relevant evidence easy to find for this specific role, without inventing anything.

- Highlight the must-have skills and phrases the posting repeats; those are what the screener checks first.
- Mirror their wording where it is true for you: if they write "PostgreSQL" and you wrote "SQL databases", be specific.
- Reorder bullets so the most relevant achievement leads each role.
- Adjust your summary to name the role and two or three of their core requirements.
- Move a strong project higher if your work history is a weaker match.

Keep a master resume containing every bullet you have ever written, then copy and trim it for each application. That turns tailoring into a quick edit instead of a rewrite, so you can afford to do it for every role you genuinely want.`,
  },
  {
    id: 'resume-summary-section',
    topic: 'resume',
    title: 'Should my resume have a summary section?',
    tags: ['cv', 'summary', 'profile', 'objective', 'headline', 'intro'],
    body: `A short summary helps when your background needs context: career changers, people returning from a break, or anyone whose job titles don't match the role they want. If your last title already matches the target role, it is optional.

Keep it to two or three lines that say who you are, what you do well and what you are aiming for:

"Frontend developer with 3 years building accessible React apps for e-commerce. Comfortable owning features from design handoff to production monitoring. Looking to grow into a full-stack role."

Avoid generic adjectives such as "passionate", "hard-working" or "results-driven"; they say nothing a recruiter can check. Replace old-style objective statements ("seeking a challenging position") with concrete skills and direction. Update the summary for each application so it names the role you are applying for.`,
  },
  {
    id: 'resume-skills-section',
    topic: 'resume',
    title: 'How should I write the skills section of my resume?',
    tags: ['cv', 'skills', 'technologies', 'tech stack', 'tools', 'keywords'],
    body: `Your skills section is a scannable index of the tools a recruiter is searching for. Make it honest and organized:

- Group by category: Languages, Frameworks, Databases, Cloud and DevOps, Tools.
- List specific technologies ("TypeScript, React, PostgreSQL") rather than vague areas ("web development").
- Put the skills the target posting asks for first within each group.
- Leave out skill bars, star ratings and percentages; they are meaningless to readers and confuse parsers.
- Drop the obvious (email, Microsoft Word) unless the role explicitly asks for it.

Only list what you could discuss in an interview. A good rule: if you cannot describe something you built with it, move it to a "familiar with" line or remove it. Then back up your key skills in your experience and project bullets, because a skill that appears only in the list carries little weight.`,
  },
  {
    id: 'resume-projects-section',
    topic: 'resume',
    title: 'How do I list projects as a career changer or student?',
    tags: ['cv', 'projects', 'career change', 'student', 'graduate', 'no experience', 'portfolio'],
    body: `When your work history doesn't show the skills yet, a Projects section does the job. Place it above Experience if it is your strongest evidence.

For each project, write a title, the stack and a link, then two or three bullets:

- What problem it solves and who uses it ("Booking tool for a local yoga studio, used weekly by 2 instructors").
- The hardest technical part and how you solved it (authentication, caching, a data pipeline).
- Evidence of professional habits: tests, CI, deployment, documentation.

Two or three substantial projects beat eight tutorial clones. Projects with a real user, even a single one, are especially convincing because they show requirements, feedback and iteration. Remove anything you built by copying a course step by step unless you extended it significantly.`,
  },
  {
    id: 'resume-length-pages',
    topic: 'resume',
    title: 'Should my resume be one page or two?',
    tags: ['cv', 'length', 'pages', 'one page', 'two pages', 'long resume'],
    body: `Use one page if you have under roughly five to seven years of relevant experience, and up to two pages if you have more relevant material than fits. Length is not the goal; relevance is.

To get down to one page:

- Cut roles older than about 10 years to a single line, or remove them.
- Keep three to five bullets for recent roles and one or two for older ones.
- Remove the objective statement, references line, full street address and skills everyone has.
- Combine small projects into one entry.

If you go to two pages, make sure page one carries your strongest and most recent evidence, because many readers never turn the page. Never shrink fonts below about 10 points or crush the margins to force a fit; a crowded page is harder to skim than a slightly shorter one.`,
  },
  {
    id: 'resume-employment-gap',
    topic: 'resume',
    title: 'How do I explain a gap in my employment history?',
    tags: ['cv', 'gap', 'career break', 'unemployment', 'time off', 'layoff'],
    body: `Gaps are common and most hiring managers accept them when you explain them briefly and confidently. Hiding a gap usually draws more attention than stating it.

- Use years only (2022 - 2024) only if you do so consistently for every role; don't use it just to hide months.
- For a longer gap, add a one-line entry: "Career break: caregiving" or "Sabbatical: travel and study".
- If you learned or built something during the gap, list it as a real entry: courses, certifications, freelance work, volunteering, open source.
- Layoffs need no apology; "Position eliminated in company restructuring" is enough.

In interviews, prepare a two-sentence answer: why you stepped away, and what you have done to be ready now. Then steer toward the role. You don't owe anyone medical or family details.`,
  },
  {
    id: 'resume-bootcamps-certifications',
    topic: 'resume',
    title: 'How do I list bootcamps and certifications on my resume?',
    tags: ['cv', 'bootcamp', 'certification', 'certificate', 'courses', 'training', 'credentials'],
    body: `Put bootcamps under Education with the program name, provider and completion date, plus one line on what you built: "Full-Stack Web Development, 14-week program. Capstone: real-time inventory app in Node.js and PostgreSQL."

List certifications in their own section with the exact official name, the issuer and the year, for example "AWS Certified Solutions Architect - Associate (2025)". Add a credential ID or verification link if the issuer provides one.

- Include certifications the target role mentions or that are widely recognized in that field.
- Drop short online course completions unless they fill a specific gap the posting names.
- Don't list certifications you are "working toward" unless the exam is booked; then write "expected June 2026".

A bootcamp or certificate shows you learned; your projects show you can apply it. Keep both close together on the page.`,
  },
  {
    id: 'resume-github-portfolio-links',
    topic: 'resume',
    title: 'Should I put GitHub and portfolio links on my resume?',
    tags: ['cv', 'github', 'portfolio', 'links', 'website', 'repositories'],
    body: `Yes, if what they link to helps you. A reviewer who clicks will spend a minute or two, so make that minute count.

- Put the links in your contact line as short, readable URLs (github.com/yourname), and make them clickable in the PDF.
- Pin your three to six best repositories on your GitHub profile.
- Give each pinned repository a README with a one-line description, a screenshot or demo link, how to run it and what you would improve next.
- Link directly to specific projects in your Projects section too.

Remove or archive half-finished tutorial forks, or at least unpin them. An empty or messy profile is worse than no link. Designers and frontend developers should link a portfolio with case studies; for backend or data roles, a clean repository with tests and a clear README does the same job.`,
  },
  {
    id: 'resume-common-mistakes',
    topic: 'resume',
    title: 'What are the most common resume mistakes?',
    tags: ['cv', 'mistakes', 'errors', 'review', 'feedback', 'rejected'],
    body: `These are the issues that most often get a resume skipped:

- Duty lists instead of results: "responsible for the API" rather than what you changed.
- One generic version sent to every job, so the relevant evidence is buried.
- Typos and inconsistent formatting: mixed date styles, tenses or bullet symbols.
- Dense paragraphs instead of short bullets.
- Skills listed that appear nowhere in your experience or projects.
- Unexplained jargon and internal project names only your old team knows.
- Photos, age, marital status or a full address, which are usually unnecessary and can invite bias.
- Broken links, or an unprofessional email address.

Before sending, read it aloud, check every link, and ask one person outside your field whether they can tell what you do in 30 seconds. If they can't, neither can a busy recruiter.`,
  },
  {
    id: 'resume-cover-letter',
    topic: 'resume',
    title: 'Do I need a cover letter, and what goes in it?',
    tags: ['cover letter', 'motivation letter', 'application letter', 'cv', 'apply'],
    body: `Write one when the application asks for it, when you are changing careers, or when the company is small and a person will clearly read it. Skip it when it is optional on a large portal and you are short on time; focus on tailoring the resume instead.

Keep it under 250 words in three parts:

- Why this company and role: one specific detail that shows you looked (a product, a blog post, a problem they are hiring to solve).
- Your best evidence: one or two achievements that match their top requirements.
- A short, confident close: "I'd welcome the chance to discuss how I can help with X."

Don't repeat your resume line by line and don't apologize for what you lack. If you draft with an AI tool, rewrite it in your own voice and add the specific details; generic letters are easy to spot.`,
  },
  {
    id: 'resume-linkedin-profile',
    topic: 'resume',
    title: 'How do I optimize my LinkedIn profile?',
    tags: ['linkedin', 'profile', 'headline', 'social media', 'recruiters', 'online presence'],
    body: `Recruiters search LinkedIn by keywords, title and location, so your profile needs to match how they search.

- Headline: your target role and core stack, not just "Student" or "Open to work". Example: "Junior Data Analyst | SQL, Python, Power BI".
- Photo and banner: a clear, friendly photo; profiles without one look inactive.
- About: three or four short paragraphs on what you do, what you have built and what you're looking for.
- Experience: the same results-focused bullets as your resume, with links to projects.
- Skills: add the skills from your target job posts and pin the top ones.
- Location and open-to-work settings: set the city and roles you want; you can make the signal visible to recruiters only.

Post or comment occasionally about what you are learning or building. Consistent, modest activity keeps you visible without needing to become an influencer.`,
  },
  {
    id: 'resume-references',
    topic: 'resume',
    title: 'Should I include references on my resume?',
    tags: ['references', 'referees', 'cv', 'recommendations', 'reference list'],
    body: `No. Don't list references or write "references available upon request"; employers assume you will provide them when asked, and the line wastes space.

Instead, prepare a separate document with two or three references ready for the offer stage:

- Name, current title and company, how they know you, email and phone.
- Prefer former managers or senior colleagues who saw your work directly.
- For students and career changers, a project supervisor, instructor or freelance client works.

Ask each person for permission before you share their details, and tell them which role you're interviewing for and what you'd like them to highlight. When a company says it will contact references, send your referees a quick heads-up so the call doesn't surprise them. A well-prepared reference gives specific examples, and that's what actually helps.`,
  },
  {
    id: 'resume-file-format',
    topic: 'resume',
    title: 'Should I send my resume as PDF or DOCX?',
    tags: ['pdf', 'docx', 'word', 'file format', 'cv', 'upload', 'file name'],
    body: `Send a PDF unless the application asks for a different format. A PDF keeps your layout identical on every device, and modern applicant tracking systems read text-based PDFs well. Some recruiting agencies ask for DOCX because they edit resumes before passing them on; give them what they request.

Make sure your PDF is text-based, not a scan or an image export from a design tool. If you can't select and copy the text, a parser can't read it either.

- Name the file clearly: "Firstname-Lastname-Resume.pdf", not "resume_final_v3.pdf".
- Keep the file small (well under a few megabytes).
- Check that links are clickable after export.
- Open the exported file once on your phone to see what a recruiter on mobile will see.`,
  },
  {
    id: 'resume-contact-info',
    topic: 'resume',
    title: 'What contact information belongs on a resume?',
    tags: ['contact', 'email', 'phone', 'address', 'cv', 'header', 'personal details'],
    body: `Keep the top of your resume simple and complete:

- Full name, as you want to be addressed.
- A professional email address (firstname.lastname@ style).
- Phone number with country code if you apply internationally.
- City and country, not a street address. Add "open to relocation" or "remote" if relevant.
- LinkedIn URL, plus GitHub or portfolio if they show relevant work.

Leave out photo, date of birth, nationality, marital status and ID numbers unless the local convention in your target country explicitly expects them; in many markets they are unnecessary and can invite bias.

Put this information in the main body of the document, not in a header or footer, since some parsers skip those areas. Check it twice: a typo in your email address means nobody can reach you.`,
  },
  {
    id: 'resume-keywords',
    topic: 'resume',
    title: 'How do I choose the right keywords for my resume?',
    tags: ['keywords', 'ats', 'cv', 'job description', 'search terms', 'optimization'],
    body: `Keywords are the terms a recruiter types into the applicant tracking system or scans for: tools, skills, certifications and job titles.

To find them, collect three to five postings for your target role and note what repeats: languages, frameworks, methods (CI/CD, A/B testing), domain terms and certifications. The terms that appear across most postings are your core keywords.

- Use the exact spelling employers use, and include both forms for acronyms once: "Amazon Web Services (AWS)".
- Place keywords where they carry evidence: in experience and project bullets, not just the skills list.
- Match the job title where honest, for example in your summary.

Don't paste hidden keywords in white text or stuff lists of terms you don't know. Recruiters read the resume after the search, and unsupported keywords fall apart in the first interview.`,
  },
  {
    id: 'resume-education-placement',
    topic: 'resume',
    title: 'Where should education go on my resume?',
    tags: ['education', 'degree', 'university', 'cv', 'gpa', 'graduate', 'order'],
    body: `Put education first if you are a student, a recent graduate, or your degree is the strongest qualification for the role. Once you have a year or two of relevant work, move it below Experience and Projects.

What to include:

- Degree, institution, and graduation year (or expected date).
- Relevant coursework, thesis or capstone only if it supports the target role.
- Grades or honors only if they are strong and you are early in your career.

What to leave out: high school once you have a degree, and graduation years if you are concerned about age bias and have plenty of experience.

An unfinished degree can still be listed honestly: "Computer Science coursework, University of X, 2021 - 2023". Bootcamps and major certifications can sit in the same section or in a separate one; choose whatever makes your strongest evidence easiest to find.`,
  },
  {
    id: 'resume-internships',
    topic: 'resume',
    title: 'How do I list internships on my resume?',
    tags: ['internship', 'intern', 'cv', 'student', 'work experience', 'placement'],
    body: `Internships are real experience: list them under Experience with the company, your title ("Software Engineering Intern"), location and dates, in the same format as any other job.

Write bullets the same way you would for a full-time role, with concrete contributions and results:

- "Built a CSV export feature for the admin dashboard, used by the support team to replace manual data requests."
- "Wrote integration tests for the payments API, raising coverage of the module from 40% to 75%."

Mention the stack you used and any code that shipped to production. If the internship was mostly observation or training, describe what you learned and any small deliverable rather than inflating it.

Short or unpaid placements, research assistant roles and part-time student jobs in a related field also belong here. If you have several, list the most relevant ones first.`,
  },
  {
    id: 'resume-no-experience',
    topic: 'resume',
    title: 'How do I write a resume with no tech experience?',
    tags: ['cv', 'no experience', 'entry level', 'first job', 'beginner', 'junior'],
    body: `Lead with evidence of what you can do, not with the jobs you had. A structure that works:

- Summary: the role you want and the skills you have built toward it.
- Projects: two or three substantial ones, with links and results.
- Skills: the specific tools you have actually used.
- Experience: previous jobs, framed around transferable strengths.
- Education and certifications.

For non-tech jobs, pick bullets that show skills tech teams value: solving customer problems, handling data in spreadsheets, training colleagues, improving a process, working under deadlines. "Built a shared spreadsheet that cut weekly stock-count time in half" is relevant to a data role.

Add volunteer work, open-source contributions, hackathons or freelance work for small businesses; they all count as real experience if you describe what you did and what it achieved.`,
  },
  {
    id: 'resume-ai-tools',
    topic: 'resume',
    title: 'Can I use AI tools to write my resume?',
    tags: ['ai', 'chatgpt', 'cv', 'writing', 'generative ai', 'resume builder'],
    body: `Yes, as an editor, not as the author. AI tools are useful for tightening wording, suggesting stronger verbs, spotting missing keywords against a job post and checking grammar. They are poor at knowing what you actually did.

A workflow that works:

- Write your raw bullets yourself, with the facts and numbers only you know.
- Ask the tool to shorten them or rephrase for clarity, one section at a time.
- Paste a job post and ask which of its requirements your resume doesn't show yet.
- Rewrite the output in your own voice and delete any claim you can't back up.

Watch for invented metrics, inflated titles and generic phrases like "leveraged cutting-edge solutions". Recruiters see many near-identical AI-written resumes, and a specific, plain bullet stands out more than a polished empty one. Never paste confidential employer data into a public tool.`,
  },
  {
    id: 'resume-career-change-framing',
    topic: 'resume',
    title: 'How do I present my previous career on a tech resume?',
    tags: ['career change', 'transferable skills', 'cv', 'career switch', 'pivot', 'background'],
    body: `Your previous career is an asset when you frame it as domain knowledge plus transferable skills. A former nurse applying to health-tech, or an accountant applying to fintech data roles, brings context most candidates lack.

- Keep old roles, but cut bullets to the two or three most relevant to the target job.
- Highlight anything technical you did: automation, reporting, tooling, data analysis, system rollouts, training others on software.
- Translate industry jargon into plain terms a tech recruiter understands.
- Show the bridge: a project that combines your old domain with your new skills is very persuasive.

Open with a summary that states the switch directly: "Former logistics coordinator, now a Python developer building tools for supply-chain data." Don't apologize for the change; present it as a deliberate move with a clear reason.`,
  },
  // ---------------------------------------------------------------- interview
  {
    id: 'interview-star-method',
    topic: 'interview',
    title: 'How do I use the STAR method to answer interview questions?',
    tags: ['star', 'behavioral', 'answer structure', 'situation task action result', 'storytelling'],
    body: `STAR gives behavioral answers a clear shape: Situation, Task, Action, Result.

- Situation: one or two sentences of context. When, where, what was at stake.
- Task: your responsibility or the problem you had to solve.
- Action: most of your answer. What you did, step by step, and why. Say "I", not "we", so the interviewer hears your contribution.
- Result: the outcome, measured if possible, plus what you learned or would do differently.

Example for "Tell me about a time you handled a tight deadline": the release was moved up two weeks (S); you owned the payment integration (T); you cut scope with the product manager, paired on the riskiest part and set up daily check-ins (A); it shipped on time and the deferred features followed in the next sprint (R).

Aim for about two minutes per answer, and stop after the result; let the interviewer ask follow-ups.`,
  },
  {
    id: 'interview-behavioral-prep',
    topic: 'interview',
    title: 'How do I prepare for behavioral interview questions?',
    tags: ['behavioral', 'story bank', 'soft skills', 'competency', 'examples', 'preparation'],
    body: `Most behavioral questions are variations on a small set of themes, so prepare a story bank instead of memorizing answers to individual questions.

Write six to eight stories from your work, studies or projects, each in STAR form, covering:

- A conflict or disagreement with a colleague.
- A failure or mistake and what you changed afterward.
- A tight deadline or competing priorities.
- Leading or influencing without authority.
- Learning something new quickly.
- Receiving tough feedback.
- Going beyond your role for a user or customer.

Map each story to the company's values or the posting's requirements; many companies publish their values, and their questions follow them. Practice aloud, ideally with a friend or by recording yourself, until each story takes about two minutes. One strong story can answer several questions, so focus on depth over quantity.`,
  },
  {
    id: 'interview-technical-prep',
    topic: 'interview',
    title: 'How do I prepare for a technical interview?',
    tags: ['technical interview', 'coding interview', 'preparation', 'study plan', 'leetcode', 'algorithms'],
    body: `Start by finding out the format: ask the recruiter whether it is live coding, a take-home, system design, a debugging exercise or a conversation about your past work. Prepare for that format specifically.

A practical plan for the weeks before:

- Review the core data structures and patterns: arrays and hashing, two pointers, sliding window, trees, graphs with BFS and DFS, basic dynamic programming.
- Solve problems in the language you will interview in, timing yourself and explaining your thinking aloud.
- Review the stack named in the job post: be ready to discuss how things work, not just how to use them.
- Re-read your own projects; you will be asked about decisions you made in them.
- Do at least two mock interviews with a peer or a mock-interview platform.

Quality beats volume: understanding 50 problems deeply and recognizing their patterns serves you better than rushing through 300.`,
  },
  {
    id: 'interview-live-coding-tips',
    topic: 'interview',
    title: 'How do I do well in a live coding interview?',
    tags: ['live coding', 'pair programming', 'coding interview', 'whiteboard', 'problem solving'],
    body: `Interviewers assess how you think and communicate as much as whether your code runs.

- Restate the problem and ask clarifying questions: input size, edge cases, expected output format.
- Work through a small example by hand before coding.
- Describe a simple approach first, even brute force, and its complexity. Then improve it if time allows.
- Narrate while you code: what you're doing and why.
- Test your code yourself with your example and an edge case (empty input, duplicates, one element) before saying you're done.

If you get stuck, say what you're considering; interviewers often give hints and want to see you use them. Working code for a simpler solution is better than an unfinished optimal one. And if you notice a bug, fixing it calmly is a positive signal, not a failure.`,
  },
  {
    id: 'interview-system-design-basics',
    topic: 'interview',
    title: 'How do I approach a system design interview?',
    tags: ['system design', 'architecture', 'scalability', 'senior interview', 'distributed systems'],
    body: `System design interviews test how you reason about trade-offs, not whether you know one correct architecture. Use a steady structure:

- Clarify requirements: core features, users, scale, latency and consistency needs. Write them down.
- Estimate roughly: requests per second, data size, read versus write ratio.
- Define the API and data model.
- Draw the high-level design: clients, load balancer, services, database, cache, queues.
- Deep dive into one or two parts the interviewer cares about, such as the database choice, caching strategy or how to handle failures.
- Discuss trade-offs and bottlenecks: what breaks first at 10x load, and what you'd change.

Practice on classic prompts like a URL shortener, chat app, news feed or rate limiter. Junior candidates are rarely expected to go deep, but explaining why you chose a relational database or a queue already sets you apart.`,
  },
  {
    id: 'interview-take-home-assignments',
    topic: 'interview',
    title: 'How do I approach a take-home assignment?',
    tags: ['take-home', 'coding assignment', 'homework', 'technical test', 'challenge', 'project'],
    body: `A take-home shows how you work when nobody is watching, so reviewers look at clarity and judgment, not just whether it runs.

- Ask about the expected time and respect it roughly; over-engineering a four-hour task into a weekend project rarely helps.
- Clarify ambiguous requirements by email, or write down your assumptions.
- Cover the core requirements fully before adding extras.
- Write a few meaningful tests for the main logic.
- Keep commits small with clear messages.
- Include a README: how to run it, the decisions you made, trade-offs, and what you would do with more time.

Before submitting, clone your repository fresh and follow your own README to make sure it works. Expect a follow-up conversation about your code and prepare to explain every choice, including parts an AI assistant helped with, if the company allows that.`,
  },
  {
    id: 'interview-questions-to-ask',
    topic: 'interview',
    title: 'What questions should I ask the interviewer?',
    tags: ['questions to ask', 'reverse interview', 'end of interview', 'company culture', 'team'],
    body: `Prepared questions show interest and help you decide whether you want the job. Ask two or three, matched to who you are speaking with.

- To a hiring manager: "What would success look like in the first six months?" "What is the biggest challenge the team is facing right now?"
- To an engineer: "How does code get from a pull request to production?" "How are on-call and incidents handled?"
- About growth: "How do people here get feedback and grow into the next level?"
- About the team: "How do product and engineering decide what to build next?"
- To close: "Is there anything about my background you'd like me to clarify?"

Avoid questions answered on the careers page, and save salary and benefits details for the recruiter. Write down the answers; comparing them across companies later makes your decision much easier.`,
  },
  {
    id: 'interview-tell-me-about-yourself',
    topic: 'interview',
    title: 'How do I answer "Tell me about yourself"?',
    tags: [
      'tell me about yourself',
      'introduction',
      'elevator pitch',
      'opening question',
      'self introduction',
    ],
    body: `This opener is a pitch, not a life story. Aim for 60 to 90 seconds using present, past, future:

- Present: what you do now and your core skills. "I'm a frontend developer working mainly in React and TypeScript."
- Past: one or two experiences that led here, with a concrete achievement. "At my last job I rebuilt our onboarding flow, which reduced support requests."
- Future: why this role fits your direction. "I want to work closer to product decisions, which is why this role caught my eye."

For career changers, make the switch the story: what you did before, why you moved into tech, and the proof you've built since.

Tailor the past section to the job post, rehearse it aloud until it sounds natural rather than memorized, and leave out personal details unless they connect directly to the role.`,
  },
  {
    id: 'interview-weakness-question',
    topic: 'interview',
    title: 'How do I answer "What is your greatest weakness?"',
    tags: ['weakness', 'weaknesses', 'strengths', 'self awareness', 'tricky questions'],
    body: `Interviewers want self-awareness and evidence that you act on feedback. Avoid disguised strengths ("I'm a perfectionist") and avoid weaknesses that are core to the job.

Use a three-part answer:

- A real, moderate weakness: "I used to stay silent in design reviews when I disagreed with senior engineers."
- What you are doing about it: "I started writing my concerns down beforehand and committing to raise at least one point per review."
- Evidence of progress: "Last quarter I flagged a caching issue in a review that would have caused stale prices in production."

Good candidates: public speaking, delegating, estimating task size, saying no to extra requests, going too deep before asking for help. Keep it short and positive in direction, and move on once you've shown the improvement.`,
  },
  {
    id: 'interview-salary-expectations-question',
    topic: 'interview',
    title: 'How do I answer the salary expectations question?',
    tags: ['salary', 'pay', 'compensation', 'expectations', 'money', 'salary range'],
    body: `Research before the first call: check the range in the posting, salary data sites, local job posts for similar roles and people you know in the field. Decide on your target and the minimum you would accept.

If asked early, you have three reasonable options:

- Ask first: "Could you share the budgeted range for this role?" Many recruiters will.
- Give a researched range: "Based on my research for this role in this city, I'm looking at 65,000 to 75,000." Put your real target near the bottom of the range.
- Defer: "I'd like to learn more about the responsibilities first, but I'm confident we can agree if it's a fit."

Talk about base salary and total compensation separately. Avoid naming your current salary; in some places employers are not even allowed to ask. Whatever you say, say it calmly and without apology.`,
  },
  {
    id: 'interview-nerves',
    topic: 'interview',
    title: 'How do I handle interview nerves?',
    tags: ['nerves', 'anxiety', 'stress', 'confidence', 'nervous', 'calm'],
    body: `Some nerves are normal and interviewers expect them. The goal is to function well, not to feel nothing.

- Prepare what you can control: your stories, your intro, the company research, your setup. Preparation is the best anxiety reducer.
- Rehearse aloud. Mock interviews make the real one feel familiar.
- Before the call, slow your breathing: a longer exhale than inhale for a minute or two calms your body.
- Have water and a notepad. Writing the question down gives you time to think.
- It's fine to pause: "Let me think about that for a moment" sounds composed.
- If your mind goes blank, say so and restate the question; interviewers usually help.

Reframe it as a conversation between two people checking fit, because it is one. And treat each interview as practice: the more you do, the easier they get.`,
  },
  {
    id: 'interview-virtual-setup',
    topic: 'interview',
    title: 'How do I set up for a video interview?',
    tags: ['video interview', 'virtual interview', 'remote interview', 'zoom', 'online', 'setup'],
    body: `Treat the setup as part of the interview; technical trouble eats into your time.

- Test the platform the day before: install the app, check the link, your camera, microphone and screen sharing.
- Use a wired connection or sit close to your router, and close bandwidth-hungry apps.
- Wear headphones with a microphone to avoid echo.
- Put the camera at eye level with light in front of you, not behind.
- Choose a quiet, neutral background; a blurred background is fine.
- For coding interviews, have your editor ready, font enlarged, notifications silenced.
- Keep your phone number handy in case the call drops, and the interviewer's email open.

Look at the camera when making key points, and join two or three minutes early. If something breaks mid-call, stay calm, say what happened and switch to your backup; handling it well is a good signal.`,
  },
  {
    id: 'interview-thank-you-note',
    topic: 'interview',
    title: 'Should I send a thank-you note after an interview?',
    tags: ['thank you', 'follow up', 'email', 'after interview', 'thank you note'],
    body: `A short thank-you email within a day is a low-cost courtesy that occasionally makes a difference, especially at smaller companies. It won't rescue a weak interview, but it can reinforce a good one.

Keep it to four or five sentences:

- Thank them for their time.
- Mention one specific topic from the conversation.
- Add one line connecting your experience to something they said they need.
- If you forgot something important, add it briefly here.

Example: "Thanks for walking me through the migration to event-driven services. It reminded me of the queue-based retry system I built at X, and I'd enjoy tackling that kind of problem with your team."

If you haven't heard back by the date they gave you, a polite follow-up to the recruiter is appropriate. After that, wait about a week before following up again.`,
  },
  {
    id: 'interview-handling-rejection',
    topic: 'interview',
    title: 'How do I handle rejection after an interview?',
    tags: ['rejection', 'rejected', 'no offer', 'feedback', 'motivation', 'resilience'],
    body: `Rejection is a normal part of every job search, including for strong candidates. Often the decision comes down to factors you can't see: an internal candidate, a budget change, or someone with one more year in a specific tool.

- Reply graciously. Thank them and say you'd be glad to be considered for future roles; people remember it.
- Ask for feedback with one short, specific question. Many companies won't share details, but some do.
- Write your own review within a day: which questions went well, where you hesitated, what you would prepare differently.
- Turn one weakness into a concrete practice task for the next week.

Track patterns across several interviews rather than overreacting to one. Rejected at the screening stage repeatedly? Revisit your resume and targeting. Rejected after technical rounds? Focus practice there. Keep several applications active so no single result carries too much weight.`,
  },
  {
    id: 'interview-portfolio-review',
    topic: 'interview',
    title: 'How do I present my portfolio in an interview?',
    tags: ['portfolio review', 'case study', 'presentation', 'designer', 'project walkthrough', 'demo'],
    body: `A portfolio review is a story about how you think, not a tour of finished screens or features. Choose two or three projects that match the role and prepare about ten minutes each.

For each project, cover:

- The problem and context: who the users were, the goal and the constraints.
- Your role: what you personally did versus the team.
- The process: research, options you considered, key decisions and why.
- The result: measured outcome, user feedback, or what shipped.
- Reflection: what you would change now.

Show messy intermediate work, such as sketches, rejected designs or early architecture diagrams; it proves the thinking was yours. Watch the clock, check in with the interviewers ("Should I go deeper here or move on?"), and have backup screenshots offline in case a live demo fails.`,
  },
  {
    id: 'interview-pm-case-interview',
    topic: 'interview',
    title: 'How do I prepare for a product manager case interview?',
    tags: ['product manager', 'pm', 'case interview', 'product sense', 'product design question', 'metrics'],
    body: `PM case interviews test structured thinking about users, trade-offs and metrics. Common types are product design ("Design a product for X"), improvement ("How would you improve Y?"), metrics ("Usage dropped 10%, what do you do?") and strategy.

A reliable structure for design questions:

- Clarify the goal and constraints before solving anything.
- Pick user segments and choose one to focus on, with a reason.
- List their main pain points and prioritize.
- Brainstorm a few solutions, then choose one by impact and effort.
- Define success metrics and how you'd measure them.

For metric drops, check data and definition issues first, then segment by platform, region, user type and time, and look for internal changes or external events. Think aloud, state assumptions, and practice with a partner, because structure only becomes natural through repetition.`,
  },
  {
    id: 'interview-design-whiteboard-exercise',
    topic: 'interview',
    title: 'How do I handle a design whiteboard exercise as a UX designer?',
    tags: ['ux', 'designer', 'whiteboard', 'design challenge', 'app critique', 'design exercise'],
    body: `Whiteboard design exercises assess your process and collaboration, not pixel-perfect output.

- Spend the first few minutes asking questions: who the users are, what problem matters most, the platform, and any business constraints.
- State one primary user and scenario, and write it on the board.
- Map the key user flow before drawing screens.
- Sketch low-fidelity screens for the critical steps only.
- Explain trade-offs as you go: why this pattern, what you left out and why.
- Finish with how you'd validate it: a usability test, a metric, a quick prototype.

Keep talking and invite the interviewers in: "Would you expect users to do this on mobile?" Time-box each step and leave a few minutes to summarize. If you run out of time, describe the remaining steps verbally; a clear process with an unfinished sketch beats detailed screens with no reasoning.`,
  },
  {
    id: 'interview-behavioral-red-flags',
    topic: 'interview',
    title: 'What should I avoid saying in an interview?',
    tags: ['red flags', 'mistakes', 'what not to say', 'bad answers', 'interview tips'],
    body: `Interviewers listen for warning signs as much as for strengths. Avoid these:

- Criticizing former employers or colleagues. Describe a bad situation neutrally and focus on what you did.
- Blaming others for failures. Own your part and say what you learned.
- Saying "we" throughout, so your contribution is invisible.
- Claiming skills you can't discuss in depth; follow-up questions will expose it.
- Showing no knowledge of the company or role.
- Focusing on perks and time off before the role itself.
- Having no questions at the end.
- Rambling for five minutes. Answer, then stop.

Also watch for red flags on their side: vague answers about the role, interviewers who are dismissive, or pressure to decide immediately. An interview is two-way, and noticing these is part of a good decision.`,
  },
  {
    id: 'interview-reference-checks',
    topic: 'interview',
    title: 'What happens during a reference check?',
    tags: ['references', 'reference check', 'background check', 'offer stage', 'referees'],
    body: `Reference checks usually happen near the end, after the final interview and before or alongside the offer. A recruiter or hiring manager calls or emails your referees, or sends them a short online questionnaire.

Typical questions: how they worked with you, your strengths, areas to develop, how you handled pressure or conflict, and whether they would work with you again.

- Choose referees who saw your work directly and recently.
- Brief each one: the role, the company, and two or three strengths or projects worth mentioning.
- Tell them to expect contact and thank them afterward.
- If you are still employed and your search is confidential, say so; most employers will wait until an offer is conditional before contacting your current manager.

Background checks are separate and may verify employment dates, education or, where legal, criminal records. Make sure the dates on your resume are accurate.`,
  },
  {
    id: 'interview-negotiate-offer',
    topic: 'interview',
    title: 'How do I negotiate a job offer?',
    tags: ['negotiation', 'offer', 'salary', 'counteroffer', 'compensation', 'pay raise'],
    body: `Most employers expect some negotiation, and a polite, reasoned request rarely causes an offer to be withdrawn.

- Thank them and ask for the full offer in writing before responding: base, bonus, equity, benefits, start date.
- Take a day or two to review it; asking for time is normal.
- Anchor your counter on market data and your specific value, not personal needs. "Based on the market for this role and my experience with X, I was expecting closer to [your figure, above their offer]. Is there flexibility?"
- Ask for one clear number, then stay quiet and let them respond.
- If base is fixed, negotiate other levers: signing bonus, equity, title, extra leave, remote days, a learning budget or an earlier salary review.

Competing offers strengthen your position, but only mention real ones. Once you reach agreement, get everything in writing, and be ready to accept what you asked for.`,
  },
  {
    id: 'interview-why-this-company',
    topic: 'interview',
    title: 'How do I answer "Why do you want to work here?"',
    tags: ['why this company', 'motivation', 'company research', 'why us', 'fit'],
    body: `A good answer connects something specific about the company to something specific about you. Generic praise ("great culture", "innovative") signals you haven't looked.

Research before the interview: the product (use it if you can), recent news or releases, the engineering or design blog, the job post, and the interviewers' backgrounds on LinkedIn.

Then build a three-part answer:

- The product or mission: "I use your app to track my budget and the category rules are what made me stay."
- The role: "This position owns the data pipeline behind those insights, which is exactly where I want to grow."
- Your fit: "I built a similar transaction categorizer in my last project."

Keep it honest. If the main draw is learning a particular technology or working in a specific domain, say so; real motivation sounds more convincing than flattery.`,
  },
  {
    id: 'interview-ai-assistants',
    topic: 'interview',
    title: 'Can I use AI coding assistants during interviews?',
    tags: ['ai', 'copilot', 'chatgpt', 'cheating', 'ai tools', 'coding interview'],
    body: `Only when the company explicitly allows it. Policies vary in 2026: some companies now run interviews where AI assistants are permitted or even expected, while many still prohibit them in live coding and take-homes. Using one secretly when it isn't allowed is treated as dishonesty and can end your candidacy immediately.

Ask the recruiter directly: "What is your policy on AI tools during the technical rounds?"

If AI is allowed, the assessment shifts: interviewers watch how you prompt, how you verify output, whether you catch bugs and whether you understand the code you keep. Narrate your reasoning and test what the tool generates.

If it is not allowed, practice without assistants beforehand. Many developers lean on autocomplete daily and find blank-editor coding harder than expected, so rehearse in a plain editor.`,
  },
  {
    id: 'interview-research-company',
    topic: 'interview',
    title: 'How do I research a company before an interview?',
    tags: ['company research', 'preparation', 'glassdoor', 'due diligence', 'before interview'],
    body: `Spend an hour or two on focused research; it improves your answers and your questions.

- Product: use it, read the docs or watch a demo. Note one thing you like and one you would improve.
- Business: how they make money, main competitors, recent funding, layoffs or acquisitions.
- Team: read the job post closely, then look up your interviewers and the team's tech stack on LinkedIn, the engineering blog or public repositories.
- Culture: read the published values and employee reviews. Treat reviews as signals to verify, not facts.
- News: recent launches, press releases and leadership changes.

Write a one-page note with what they do, why you're interested, two stories that fit their needs and three questions. Review it just before the interview. Mentioning one well-chosen detail naturally is more effective than reciting everything you found.`,
  },
  // ---------------------------------------------------------------- jobs
  {
    id: 'jobs-where-to-search',
    topic: 'jobs',
    title: 'Where should I look for tech jobs?',
    tags: ['job search', 'job boards', 'where to apply', 'find jobs', 'job sites', 'openings'],
    body: `Use several channels, weighted toward those that lead to real conversations.

- Company career pages: apply directly to companies you have shortlisted; postings often appear there first.
- Large job boards and LinkedIn: good for discovering who is hiring; set saved searches with alerts for your role and city.
- Niche boards: remote-only boards, startup boards, and boards for your stack or industry often have less competition.
- Community spaces: local meetups, tech Slack or Discord groups, and "who's hiring" threads.
- Your network: former colleagues, classmates and bootcamp peers. Referrals frequently move faster than cold applications.
- Recruiters and agencies, especially for contract roles.

Build a target list of 20 to 40 companies that fit your goals, and check their pages weekly. Waymark's city job data shows which skills employers near you ask for most; use it to pick where to focus.`,
  },
  {
    id: 'jobs-networking-referrals',
    topic: 'jobs',
    title: 'How do I network and get referrals?',
    tags: ['networking', 'referral', 'connections', 'contacts', 'employee referral', 'linkedin'],
    body: `Networking is building genuine professional relationships before you need them. Referrals usually come from people who know your work or have had a good conversation with you.

- Start with your warm network: former colleagues, classmates, teachers, friends working in tech. Tell them what role you're looking for.
- Join one or two communities where your target field gathers: meetups, online groups, open-source projects. Show up regularly and help others.
- When you find a role at a company where you know someone, ask for a short chat about the team before asking for a referral.

How to ask: "I'm applying for the Backend Engineer role on your payments team. Would you be comfortable referring me? Here's my resume and a two-line summary of why I fit." Make it easy to say yes or no, and thank them either way.`,
  },
  {
    id: 'jobs-cold-outreach-template',
    topic: 'jobs',
    title: 'How do I write a cold outreach message to someone in tech?',
    tags: ['cold outreach', 'cold email', 'linkedin message', 'template', 'reaching out', 'networking'],
    body: `Cold messages work when they are short, specific and easy to answer. Aim for under 100 words and one clear request.

Template:

"Hi Maria, I read your post about moving your team's tests to Playwright and found the section on flaky selectors really useful. I'm a junior QA engineer learning test automation, and I'm applying to companies like yours. Would you be open to a 15-minute call in the next couple of weeks? I'd love to hear how your team approaches test strategy. Totally fine if you're busy."

- Personalize the first line with something real they wrote or built.
- Say who you are in one line.
- Ask for advice or a short chat, not a job.
- Send one polite follow-up after about a week, then let it go.

Expect many messages to go unanswered; that's normal, not personal.`,
  },
  {
    id: 'jobs-informational-interviews',
    topic: 'jobs',
    title: 'What is an informational interview and how do I run one?',
    tags: ['informational interview', 'coffee chat', 'networking', 'career research', 'advice call'],
    body: `An informational interview is a short conversation with someone in a role or company you're interested in, to learn rather than to ask for a job. It is one of the best ways to test a career direction and build relationships.

- Request 15 to 20 minutes and offer to work around their schedule.
- Prepare five or six questions: "What does a typical week look like?" "Which skills matter most in your first year?" "What do you wish you'd known before joining?" "How does your team hire?"
- Keep to the time you asked for and let them do most of the talking.
- End with: "Is there anyone else you think I should talk to?"

Send a thank-you message the same day, mentioning one piece of advice you'll act on. Update them later when you follow it; that turns a one-off call into a relationship.`,
  },
  {
    id: 'jobs-tracking-applications',
    topic: 'jobs',
    title: 'How do I keep track of my job applications?',
    tags: ['tracking', 'applications', 'spreadsheet', 'organize', 'pipeline', 'job tracker'],
    body: `A simple tracker stops you from losing leads and shows where your search is stuck. A spreadsheet or board with one row per application is enough.

Track these columns:

- Company, role, link to the posting (save a copy; postings disappear).
- Date applied and the resume version you sent.
- Source: referral, job board, recruiter, direct.
- Contact person and their email.
- Stage: applied, screen, technical, final, offer, rejected.
- Next action and its date.
- Notes from each conversation.

Review it once a week. If you have many applications but few screens, improve your resume and targeting. If you get screens but stall at technical rounds, shift time to interview practice. Also note the source for each response; many people find referrals and direct outreach convert far better than mass applications, and your data will show what works for you.`,
  },
  {
    id: 'jobs-how-many-applications',
    topic: 'jobs',
    title: 'How many job applications should I send?',
    tags: ['applications', 'how many', 'volume', 'quality', 'job search strategy', 'response rate'],
    body: `There is no magic number; response rates vary widely by market, role and seniority. A better goal is a steady weekly rhythm of well-targeted applications plus outreach.

A sustainable plan many job seekers use:

- 5 to 10 tailored applications per week to roles you genuinely match.
- 3 to 5 networking messages or conversations per week.
- Dedicated time for skill building and interview practice.

Measure your funnel after every 20 to 30 applications. If almost none lead to a screen, sending more of the same won't help; fix the resume, the targeting or the level of roles you apply to. If you match only half the requirements, apply anyway when you meet the core ones.

Mass-applying with one generic resume feels productive but tends to produce silence. Tailored applications and referrals are slower per unit and usually faster overall.`,
  },
  {
    id: 'jobs-remote-search',
    topic: 'jobs',
    title: 'How do I find a remote tech job?',
    tags: ['remote', 'work from home', 'wfh', 'distributed', 'remote job', 'hybrid'],
    body: `Fully remote roles attract applicants from large regions, so competition is usually tougher than for local ones. Improve your odds:

- Read the fine print: "remote" often means remote within a country or time zone range, for tax and legal reasons. Filter by where you can legally work.
- Use remote-focused job boards and company lists, and filter major boards by remote.
- Show remote skills on your resume: async written communication, documentation, self-managed projects, collaboration across time zones.
- Write clearly in every message; for remote teams, your writing is a work sample.
- Consider hybrid roles and local companies too; they often have fewer applicants per role.

For junior candidates, a hybrid or on-site first role can also speed up learning through closer mentorship, which makes a later remote move easier.`,
  },
  {
    id: 'jobs-evaluate-posting',
    topic: 'jobs',
    title: 'How do I evaluate a job posting before applying?',
    tags: ['job posting', 'job description', 'requirements', 'evaluate', 'should i apply', 'job ad'],
    body: `Read a posting for three things: fit, reality and warning signs.

Fit:
- Separate must-haves from nice-to-haves. If you meet most core requirements, apply; postings are often wish lists.
- Check the level: title, years of experience and scope of responsibilities should roughly agree.

Reality:
- Look for concrete details: the team, the product, the stack, what you'd do in the first months. Specific postings usually come from teams that know what they need.
- Check salary range, location rules, and whether remote means your country.

Warning signs:
- A huge list of unrelated technologies for a junior title.
- Vague duties, exaggerated language ("rockstar", "family"), or unpaid "trial" work.
- Requests for payment, bank details or ID before any interview.

Finally, look up the company: recent news, employee reviews, whether the same role is always reposted.`,
  },
  {
    id: 'jobs-working-with-recruiters',
    topic: 'jobs',
    title: 'How do I work with recruiters?',
    tags: ['recruiters', 'headhunters', 'agency', 'talent acquisition', 'hiring manager', 'sourcer'],
    body: `There are two kinds. In-house recruiters work for the company that's hiring. Agency recruiters are paid by client companies, usually when they place someone, so their incentive is to match you to a role quickly.

Working well with both:

- Be clear about what you want: role, level, salary range, location, remote preferences.
- Ask questions on the first call: the team, why the role is open, the interview process and timeline, the salary band.
- Be honest about other interviews; it can speed up their process.
- Never pay a recruiter. Legitimate recruiters are paid by employers.
- With agencies, ask them to tell you before submitting you to any company, to avoid duplicate applications.

Keep recruiters who treat you well in your network; they will reach out again. A polite "not right now, but keep me in mind" costs nothing.`,
  },
  {
    id: 'jobs-job-fairs',
    topic: 'jobs',
    title: 'How do I get the most out of a job fair or career event?',
    tags: ['job fair', 'career fair', 'career event', 'meetup', 'hiring event', 'networking event'],
    body: `Job fairs are useful for meeting people who can move your application forward, but only if you prepare.

Before the event:
- Get the exhibitor list and choose five to ten companies, with one open role or team per company.
- Prepare a 30-second introduction: who you are, what you're looking for, one proof point.
- Update your resume and LinkedIn, and have a QR code linking to your portfolio.

At the event:
- Ask focused questions: "What does your junior hiring process look like?" "Which skills do new engineers need most?"
- Ask for the name and contact of the person you spoke with, or the hiring manager.
- Take notes right after each conversation.

Follow up within a day or two, referencing what you discussed, and apply online with that person's name in your note. The follow-up matters more than the fair itself.`,
  },
  {
    id: 'jobs-contract-vs-full-time',
    topic: 'jobs',
    title: 'Should I take a contract or a full-time role?',
    tags: ['contract', 'contractor', 'full-time', 'permanent', 'freelance', 'temporary', 'employment type'],
    body: `Both can be good moves; compare them on total value and risk, not the headline rate.

Contract roles:
- Often a higher hourly or daily rate, and sometimes faster hiring.
- Usually no paid leave, benefits or pension contributions, and you may handle your own taxes and insurance.
- Less job security; contracts can end early or not be renewed.
- A good way to gain experience and company names quickly, especially early on.

Full-time roles:
- Salary plus benefits, paid leave, and often training and promotion paths.
- More stability and deeper ownership of long-term projects.

To compare, estimate the contract's yearly income after subtracting unpaid time off, benefits you'd buy yourself and gaps between contracts. Also check contract-to-hire terms and how the role is classified; employment rules vary by country, so verify locally if anything is unclear.`,
  },
  {
    id: 'jobs-relocation',
    topic: 'jobs',
    title: 'Should I relocate for a tech job?',
    tags: ['relocation', 'moving', 'new city', 'relocate', 'cost of living', 'move abroad'],
    body: `Relocating can open a much larger job market, but judge it on numbers and life fit, not salary alone.

- Compare cost of living: rent, transport, taxes and everyday costs. A higher salary in an expensive city can leave you with less.
- Research the local market depth: how many employers hire for your role, so you have options if the first job doesn't work out.
- Ask about relocation support: moving costs, temporary housing, a signing bonus. Check whether you must repay it if you leave early.
- Consider your support network, partner's career and long-term plans.

When applying from elsewhere, state your plan clearly on your resume and cover note: "Relocating to Berlin in September 2026." Employers worry about candidates who may not follow through, so a firm date helps. Compare your target city's job counts and salaries in Waymark before deciding.`,
  },
  {
    id: 'jobs-visa-sponsorship',
    topic: 'jobs',
    title: 'How does visa sponsorship work when job hunting abroad?',
    tags: ['visa', 'sponsorship', 'work permit', 'immigration', 'international', 'abroad'],
    body: `Rules differ by country and change over time, so treat this as general orientation and confirm details with official government sources or a qualified immigration adviser.

General patterns:

- Many countries have skilled-worker visas that require a job offer from an employer who acts as sponsor, often with a minimum salary threshold.
- Sponsoring costs employers time and fees, so many companies only sponsor for hard-to-fill or senior roles.
- Larger companies and those already holding sponsor licenses are more likely to sponsor.

Job search tips:
- Filter for postings that mention sponsorship or relocation, and ask early in the process, ideally in the first recruiter call.
- Be upfront on your application about your current status.
- Consider a remote role with an employer of record, or a company with an office in your country, as an intermediate step.

Keep copies of degrees and employment references; visa applications often require them.`,
  },
  {
    id: 'jobs-startup-vs-big-company',
    topic: 'jobs',
    title: 'Should I join a startup or a big company?',
    tags: ['startup', 'big tech', 'corporate', 'company size', 'enterprise', 'scaleup'],
    body: `Neither is better in general; they offer different trade-offs.

Startups:
- Broad responsibility early and fast feedback; you may own a whole feature or system.
- Less structure, mentorship and process; you learn by doing.
- Higher risk: funding can run out. Equity may be worth a lot or nothing.

Larger companies:
- Structured onboarding, mentorship, clear levels and promotion criteria.
- Established engineering practices and a recognizable name on your resume.
- Narrower scope, slower decisions and more process.

Ask yourself what you need most right now: structured learning and stability, or breadth and ownership. For a startup, ask about runway ("How many months of funding do you have?"), revenue, and who would mentor you. For a large company, ask about the specific team, since experience varies more between teams than between companies.`,
  },
  {
    id: 'jobs-negotiate-salary',
    topic: 'jobs',
    title: 'How do I negotiate my salary?',
    tags: ['salary', 'negotiation', 'pay', 'compensation', 'raise', 'money', 'offer'],
    body: `Good negotiation starts before the offer. Collect market data: salary ranges in local job posts, public salary surveys, data sites, and conversations with people in similar roles. Waymark's city data can help you see local ranges for your target role.

Set three numbers: your target, your walk-away minimum, and an ambitious opening ask a bit above your target.

When the offer arrives:
- Thank them, express enthusiasm, and ask for time to review.
- Counter with one specific figure backed by evidence: market data, competing offers, skills that match a key need.
- Negotiate the total package: base, bonus, equity, signing bonus, remote work, training budget, leave.
- Keep the tone collaborative: "I'm excited about this role. Can we get closer to [your figure, above their offer]?" Tell me the offer ("they offered me $85K") and I will suggest a figure from the wages for your goal.

At an existing job, prepare a list of results from the past year and raise pay during review planning, not just after the budget is set.`,
  },
  {
    id: 'jobs-reading-salary-ranges',
    topic: 'jobs',
    title: 'How do I read the salary range in a job posting?',
    tags: ['salary range', 'pay range', 'pay transparency', 'compensation', 'salary band', 'pay'],
    body: `Pay transparency laws in several US states and other regions require many employers to publish ranges, and the EU Pay Transparency Directive is pushing European employers in the same direction. That makes ranges more common, but they need interpretation.

- The range usually covers the whole band for the level. New hires often land in the lower or middle part unless they bring strong or scarce experience.
- Very wide ranges may cover several levels or locations. Ask which level the role is and where in the range they expect to hire.
- Check whether the figure is base salary or includes bonus, commission or equity.
- Note whether it is adjusted for location if the role is remote.
- Compare it with local market data for the same role and seniority, not with national averages.

If no range is listed, ask the recruiter early: "What's the budgeted range for this role?" It saves both sides time.`,
  },
  {
    id: 'jobs-entry-level-roles',
    topic: 'jobs',
    title: 'How do I find an entry-level or junior tech job?',
    tags: ['entry level', 'junior', 'first job', 'graduate', 'beginner', 'no experience'],
    body: `Junior roles receive many applicants, so widen your definition of a first tech job and make your evidence visible.

- Search for more titles: junior developer, associate engineer, graduate program, QA or test engineer, technical support, IT support, data or reporting analyst, implementation specialist. Many of these lead into development or data roles.
- Look beyond tech companies: banks, retailers, hospitals, logistics firms and public agencies all hire technical staff and often get fewer applicants.
- Consider smaller local companies and agencies, which may hire on portfolio evidence rather than degrees.
- Apply to internal mobility: if you already work somewhere with a tech team, ask about moving into it.

Pair every application with proof: a deployed project, a relevant certification, open-source contributions. Check Waymark's city jobs to see which junior titles and skills appear most near you.`,
  },
  {
    id: 'jobs-internships-apprenticeships',
    topic: 'jobs',
    title: 'How do I get an internship or apprenticeship in tech?',
    tags: ['internship', 'apprenticeship', 'intern', 'trainee', 'work placement', 'student'],
    body: `Internships suit students and recent graduates; apprenticeships and traineeships combine paid work with structured training and are often open to career changers without a degree.

- Apply early: large companies often recruit interns many months before the start date, while smaller companies hire closer to it.
- Use your university career service, government apprenticeship portals where they exist, and company early-careers pages.
- Prepare for online assessments, which many programs use before interviews: aptitude tests, short coding tasks, video questions.
- Show motivation with projects, clubs, hackathons or coursework relevant to the team.
- Email smaller companies directly with a short pitch; many haven't posted an internship but would take one on.

Check that an internship is paid and includes real work and a named mentor. Unpaid internships are restricted in many countries, and a paid role tends to give more meaningful experience.`,
  },
  {
    id: 'jobs-returning-to-work',
    topic: 'jobs',
    title: 'How do I return to tech after a career break?',
    tags: ['returning', 'career break', 'returnship', 'back to work', 'gap', 'parental leave'],
    body: `Returning after a break is common, and your previous experience still counts. Focus on refreshing skills and showing you're current.

- Audit what changed in your field: tooling, frameworks, and how AI assistants are now used in everyday work. Pick the two or three changes that matter for your target role.
- Build one small, current project using those tools and deploy it. It gives you something fresh to talk about.
- Look for returnship programs: paid, structured re-entry roles that some larger employers offer.
- Reconnect with former colleagues and managers; people who know your work are your best route back.
- Address the gap in one line on your resume and prepare a short, confident explanation.

Consider contract or part-time roles as a bridge. And be patient with yourself: the first few weeks of refreshing skills feel slow, then old knowledge comes back quickly.`,
  },
  {
    id: 'jobs-offer-red-flags',
    topic: 'jobs',
    title: 'What are red flags in a job offer?',
    tags: ['red flags', 'offer', 'warning signs', 'contract', 'bad employer', 'exploding offer'],
    body: `Review an offer carefully before signing, especially the written contract.

Warning signs:

- Pressure to accept within a day or two, with no room to ask questions.
- Terms that differ from what was discussed: title, salary, remote policy, start date.
- Vague responsibilities or no clear manager.
- Unusually long probation, unpaid training periods, or penalties if you leave early.
- Very broad non-compete or intellectual-property clauses that cover your personal projects.
- Equity offered without details: number of shares, vesting schedule, strike price.
- A process with no interviews with the team you would join.
- Requests to pay for equipment, training or background checks.

Ask for clarification in writing; a good employer will answer. For unusual clauses, consider a quick review by an employment adviser in your country. A rushed or evasive response to reasonable questions is itself a signal.`,
  },
  {
    id: 'jobs-scam-postings',
    topic: 'jobs',
    title: 'How do I spot a fake job posting or recruitment scam?',
    tags: ['scam', 'fake job', 'fraud', 'phishing', 'fake recruiter', 'safety'],
    body: `Job scams target people who are actively searching, and they increasingly look polished. Be cautious when you see:

- An offer without a real interview, or interviews only by text chat.
- Requests for money: equipment, training, visa fees or "processing".
- Requests for bank details, ID scans or tax numbers before a signed offer.
- A recruiter using a free email domain, or a domain that almost matches the real company.
- Pay that's far above the market for little experience.
- Checks sent to you to buy equipment, with a request to send part of the money back.

Verify independently: find the role on the company's official careers page, and contact the company through its official website, not the link in the message. If something feels off, pause. Legitimate employers don't mind you checking.`,
  },
  {
    id: 'jobs-local-market-research',
    topic: 'jobs',
    title: 'How do I find out which skills employers in my city want?',
    tags: ['job market', 'local jobs', 'city', 'demand', 'in-demand skills', 'market research'],
    body: `The most reliable signal is the job postings themselves. Collect 20 to 30 current postings for your target role in your city or remote region and tally what they ask for.

- Note required versus preferred skills separately.
- Group synonyms: "AWS" and "Amazon Web Services" count once.
- Look at which industries are hiring: a city dominated by finance or healthcare will favor different tools and compliance knowledge.
- Check seniority: if almost all postings ask for senior profiles, look for adjacent junior roles.

Waymark's city job data does much of this counting for you; compare its most requested skills with your roadmap and prioritize the gaps that appear most often.

Then confirm with people: one or two conversations with local engineers or recruiters tell you what postings don't, such as which companies actually hire juniors.`,
  },
  {
    id: 'jobs-apply-without-all-requirements',
    topic: 'jobs',
    title: "Should I apply if I don't meet all the requirements?",
    tags: ['requirements', 'qualifications', 'should i apply', 'underqualified', 'job description'],
    body: `Usually yes, if you meet the core of the role. Postings often combine must-haves with a wish list, and hiring managers regularly interview candidates who match most but not all points.

A practical test:

- Identify the three to five skills the role clearly centers on (in the title, first lines and repeated throughout).
- If you can show evidence for most of them, apply.
- If the gap is in years of experience but your projects show the same skills, apply and let your evidence speak.
- If you lack a hard requirement such as a specific license, security clearance or work authorization, skip it.

In your application, address the gap briefly only if it's obvious, and show how quickly you learn: "I haven't used Kafka in production, but I built an event-driven project with RabbitMQ." Then use the gap to decide what to learn next.`,
  },
  // ---------------------------------------------------------------- career
  {
    id: 'career-choosing-tech-path',
    topic: 'career',
    title: 'How do I choose a tech career path?',
    tags: ['career path', 'which role', 'choose career', 'tech careers', 'direction', 'options'],
    body: `Choose based on the work you enjoy doing day to day, not on titles or hype. Roughly, tech roles cluster by the kind of problem they solve:

- Building user-facing products: frontend, mobile, UX/UI design.
- Building systems and data flows: backend, data engineering, cloud and DevOps.
- Finding answers in data: data analysis, data science, machine learning.
- Protecting systems: cybersecurity.
- Deciding what to build and coordinating: product management, project management.
- Ensuring quality and supporting users: QA, technical support, solutions engineering.

Test before committing: spend a weekend on a tiny project in two or three areas and notice which one you want to keep working on. Talk to one person in each role about their typical week. Then check local demand in Waymark's city jobs, and pick a goal you can reach in 6 to 18 months. You can always shift later; skills transfer between neighboring roles.`,
  },
  {
    id: 'career-switching-into-tech',
    topic: 'career',
    title: 'How do I switch careers into tech?',
    tags: ['career change', 'switch', 'transition', 'pivot', 'career switcher', 'new career'],
    body: `Successful switches usually combine a clear target, visible proof and your existing strengths.

- Pick one target role, ideally one that uses your current domain: a teacher toward learning-tech or developer education, a finance professional toward data analysis, a marketer toward product or analytics.
- Follow a structured learning path with a realistic time budget, such as 8 to 10 hours a week for a year, or full time for a few months.
- Build two or three projects that solve real problems, preferably in your old industry.
- Look for bridge roles: a technical position in your current company, support, QA or analyst roles, or tech work in your old industry.
- Network with people who made similar switches; they know which doors open.

Plan finances for a longer search than you expect. And keep your previous experience on your resume: maturity, communication and domain knowledge are real advantages over many junior candidates.`,
  },
  {
    id: 'career-bootcamp-degree-self-taught',
    topic: 'career',
    title: 'Should I do a bootcamp, a degree, or teach myself?',
    tags: ['bootcamp', 'degree', 'self-taught', 'university', 'education', 'learning path'],
    body: `Each path can work; choose by your budget, time, learning style and target role.

Degree:
- Strongest for roles that filter on degrees (some large companies, research, ML, many visa routes).
- Broad foundations, but slow and often expensive.

Bootcamp:
- Intensive, structured and quick, with peers and career support.
- Quality varies widely. Before paying, ask for verified, recent graduate outcomes, talk to alumni, and read the refund terms.
- Works best when you've already done some free learning and know you enjoy it.

Self-taught:
- Cheapest and most flexible, with excellent free resources available.
- Requires strong self-discipline and a clear plan; isolation is the main risk, so join a community.

Whatever you choose, employers hiring juniors look for evidence: projects, a portfolio and how you talk about your work. A credential opens doors; the proof gets you through them.`,
  },
  {
    id: 'career-specialist-vs-generalist',
    topic: 'career',
    title: 'Should I specialize or stay a generalist?',
    tags: ['specialist', 'generalist', 't-shaped', 'specialize', 'niche', 'full stack'],
    body: `Aim for a T-shape: broad working knowledge across your area, and deep expertise in one or two topics.

Early in your career, breadth helps you find what you enjoy and makes you useful on small teams. Yet you still need one clear strength to get hired: "React frontend developer" gets interviews more easily than "I can do a bit of everything."

Specialize further when:
- You notice people bring you a certain kind of problem.
- A niche is in steady demand in your market (security, data infrastructure, accessibility, performance).
- You enjoy going deep more than going wide.

Stay broader when you work at startups, want to move toward product or leadership roles, or your specialty is tied to a single tool that could fade.

Revisit the choice every year or two. Check which skills appear repeatedly in job posts for the role one level above yours, and deepen there.`,
  },
  {
    id: 'career-building-portfolio',
    topic: 'career',
    title: 'How do I build a portfolio that gets interviews?',
    tags: ['portfolio', 'projects', 'showcase', 'github', 'case study', 'work samples'],
    body: `A portfolio should prove you can do the job you're applying for. Three focused projects beat ten scattered ones.

- Match the target role: dashboards and analysis for data roles, accessible responsive interfaces for frontend, APIs with tests and deployment for backend, case studies for design.
- Solve a real problem, ideally for a real user: a local business, a club, your previous industry.
- Go one step beyond tutorials: authentication, error handling, tests, CI, monitoring or a performance improvement.
- Deploy it so reviewers can try it in one click.
- Write it up: the problem, your approach, key decisions, trade-offs, and what you'd improve.

Keep the landing page simple: who you are, the role you want, your best three projects with screenshots, and contact links. Update it as you learn; replacing a weak project with a stronger one is progress worth making.`,
  },
  {
    id: 'career-finding-mentor',
    topic: 'career',
    title: 'How do I find a mentor in tech?',
    tags: ['mentor', 'mentorship', 'guidance', 'advice', 'coach', 'sponsor'],
    body: `Mentorship often starts informally. Rather than asking a stranger "Will you be my mentor?", start with a specific question and build the relationship over time.

- Look in communities you're already part of: meetups, online groups, open-source projects, alumni networks, your company.
- Ask for help with a concrete topic: "Could I get 20 minutes of your feedback on my portfolio?"
- Act on the advice and report back. That's what turns one conversation into a relationship.
- Consider structured programs: many communities and employers run free mentorship schemes.
- Learn from several people: a peer a year ahead of you, a senior in your target role, a manager for career questions.

Respect their time: bring an agenda, keep sessions short, and offer help in return, such as sharing resources or feedback on their projects. Also look for a sponsor at work, someone who will recommend you for opportunities.`,
  },
  {
    id: 'career-imposter-syndrome',
    topic: 'career',
    title: 'How do I deal with imposter syndrome?',
    tags: ['imposter syndrome', 'self doubt', 'confidence', 'not good enough', 'anxiety', 'fraud'],
    body: `Feeling like you don't belong is very common in tech, partly because the field is huge and no one knows all of it. Seniors still look things up daily.

Practical ways to manage it:

- Keep a "wins" document: features shipped, bugs fixed, things you learned, kind feedback. Read it when doubt hits, and use it for reviews.
- Compare yourself with your past self, not with the most visible experts online.
- Ask questions early. Saying "I don't know yet, let me find out" is a professional habit, not an admission of failure.
- Talk about it with peers; you'll find most of them feel the same.
- Break intimidating work into small steps you can finish.

Notice the difference between imposter feelings and real skill gaps. If there's a real gap, turn it into a learning plan. If the evidence says you're doing fine, trust the evidence over the feeling.`,
  },
  {
    id: 'career-promotion-mid-senior',
    topic: 'career',
    title: 'How do I get promoted to a mid-level or senior role?',
    tags: ['promotion', 'senior', 'mid level', 'career growth', 'level up', 'advancement'],
    body: `Promotions usually recognize that you are already working at the next level. The jump is mostly about scope and independence.

- Junior to mid: deliver well-defined features on your own, from start to finish, with limited guidance.
- Mid to senior: own ambiguous problems, make sound technical decisions, improve the team's practices and help others grow.

To get there:

- Ask your manager for the written expectations for the next level and where you fall short today.
- Agree on two or three goals that show next-level work, and check progress monthly.
- Take on visible, ambiguous work: a migration, an incident follow-up, a design document.
- Mentor newer teammates and review code thoughtfully.
- Keep a record of impact with results, not just tasks.

If your company has no path upward, moving companies for a higher level is a legitimate option.`,
  },
  {
    id: 'career-moving-into-management',
    topic: 'career',
    title: 'Should I move into management?',
    tags: ['management', 'manager', 'team lead', 'leadership', 'engineering manager', 'staff engineer'],
    body: `Management is a different job, not a promotion of your current one. Your work becomes hiring, feedback, planning, unblocking people and handling conflict, with far less hands-on technical work.

Signs it may suit you:
- You enjoy helping others succeed more than solving problems yourself.
- You are drawn to conversations about priorities, process and team health.
- You are comfortable with difficult conversations and slower, less visible feedback loops.

Before switching, test it: mentor a junior, lead a project, run team meetings, or act as tech lead. Ask your manager about a trial period.

Many companies offer an individual-contributor track (senior, staff, principal) with similar pay and influence, so management isn't the only way up. Moving back from management to engineering is also common and not a failure; being clear about what energizes you is the point.`,
  },
  {
    id: 'career-freelancing',
    topic: 'career',
    title: 'How do I start freelancing in tech?',
    tags: ['freelance', 'freelancing', 'self-employed', 'clients', 'contracting', 'side income'],
    body: `Freelancing rewards specific skills and strong client communication. It is usually easier after some employed experience, because clients pay for reliable results.

- Define a narrow offer: "Shopify store speed optimization" or "dashboards for small e-commerce brands" is easier to sell than "web development".
- Start with your network: former employers, colleagues and local businesses are the most common first clients.
- Build proof: two or three case studies with the problem, what you did and the outcome.
- Use written agreements: scope, deliverables, timeline, payment terms, and how changes are billed.
- Price by project or day once you know your costs; include taxes, insurance, unpaid admin time and gaps between clients.

Set up the basics your country requires: business registration, invoicing, tax accounts. Keep a financial buffer of a few months, and consider starting on the side before going full time.`,
  },
  {
    id: 'career-continuous-learning-plan',
    topic: 'career',
    title: 'How do I build a continuous learning plan?',
    tags: ['learning plan', 'continuous learning', 'growth', 'upskilling', 'development plan', 'goals'],
    body: `A learning plan turns vague intentions into a weekly habit. Keep it simple and tied to your career goal.

- Start from the goal: the role you want next, and the three to five skills it requires that you don't yet have. Your Waymark roadmap lists these as next skills.
- Pick one primary skill per quarter and at most one secondary skill.
- Define output, not input: "Build and deploy a REST API with authentication" rather than "finish an API course".
- Book fixed time: three or four sessions a week in your calendar works better than occasional long weekends.
- Review monthly: what you finished, what blocked you, what to adjust.

Mix formats: documentation, a course for structure, a project for practice, and a community for questions. At the end of each quarter, add the result to your resume or portfolio, so your learning becomes visible evidence.`,
  },
  {
    id: 'career-personal-brand',
    topic: 'career',
    title: 'How do I build a personal brand in tech?',
    tags: ['personal brand', 'visibility', 'blog', 'social media', 'reputation', 'writing online'],
    body: `A personal brand is simply what people associate with you. In tech, the most effective approach is to share useful work consistently, not to self-promote.

- Choose one or two themes connected to your goal: accessibility in React, SQL for analysts, moving from teaching into tech.
- Learn in public: write short posts about problems you solved, mistakes you made, or tools you compared.
- Pick one main platform where your audience is, such as LinkedIn, a blog or a developer community, and post regularly, even monthly.
- Contribute: answer questions, review open-source pull requests, give a short talk at a local meetup.
- Keep your profiles consistent: same photo, headline and links everywhere.

Avoid chasing engagement with hot takes. A few thoughtful, specific posts that show how you think are exactly what hiring managers find when they search your name.`,
  },
  {
    id: 'career-burnout',
    topic: 'career',
    title: 'How do I recognize and avoid burnout?',
    tags: ['burnout', 'stress', 'exhaustion', 'work-life balance', 'mental health', 'overwork'],
    body: `Burnout typically builds from prolonged stress: exhaustion that rest doesn't fix, growing cynicism about work, and a sense that your effort doesn't matter.

Early signs to watch:
- You dread work most days, not just on hard ones.
- Sleep, focus or patience are getting worse.
- Things you used to enjoy, including coding, feel like chores.

What helps:
- Protect recovery time: real evenings and weekends, and time off before you desperately need it.
- Talk to your manager about workload and priorities specifically: what can be dropped, delayed or shared.
- Set boundaries on availability, such as notifications off after hours.
- Keep learning sustainable; you don't need to study every evening on top of a full-time job.
- Move, sleep and spend time with people outside work.

If symptoms persist or affect your health, speak to a doctor or mental health professional. Changing teams or jobs is also a valid solution.`,
  },
  {
    id: 'career-side-projects',
    topic: 'career',
    title: 'Are side projects worth it for my career?',
    tags: ['side projects', 'personal projects', 'hobby projects', 'portfolio', 'learning by building'],
    body: `Side projects are worth it when they serve a clear purpose: learning a skill your goal requires, proving that skill to employers, or simply enjoying building. They are not mandatory for a good career, and many strong engineers don't do them.

Make them count:

- Keep the scope small enough to finish in a few weeks. A finished small project beats an ambitious abandoned one.
- Pick a real problem you or someone you know has.
- Use the project to practice what your next job needs: tests, deployment, a specific framework or cloud service.
- Write a short README or post about what you learned.

Be careful with time. If you already work full time, a few hours a week is plenty. Also check your employment contract; some include clauses about intellectual property created outside work, so understand them before building anything commercial.`,
  },
  {
    id: 'career-certifications-worth-it',
    topic: 'career',
    title: 'Are tech certifications worth it?',
    tags: ['certifications', 'certificates', 'aws', 'azure', 'comptia', 'credentials', 'worth it'],
    body: `Some are valuable, many are not. A certification is worth it when employers in your target role ask for it, or when it gives you a structured path through a broad topic.

Often worth it:
- Cloud certifications from AWS, Microsoft Azure or Google Cloud for cloud, DevOps and many backend roles.
- Security certifications such as CompTIA Security+ for entry-level security roles, and others required by some government or regulated employers.
- Kubernetes certifications (CKA, CKAD) for platform and DevOps work.
- Vendor certifications for specific ecosystems, such as Salesforce or networking vendors, where employers rely on them.

Less useful: short course completion certificates with no exam, and certificates for skills you could show better with a project.

Check by searching 20 local job posts for your target role and counting how many mention a certification. Then pair it with a hands-on project; a certificate plus something you built is much stronger than either alone.`,
  },
  {
    id: 'career-ai-impact',
    topic: 'career',
    title: 'Will AI replace my tech job?',
    tags: ['ai', 'artificial intelligence', 'automation', 'future of work', 'job security', 'llm'],
    body: `AI tools have changed how tech work gets done: writing boilerplate code, drafting tests, summarizing documents and exploring data are all faster. That shifts what employers value more than it removes the need for people.

What remains hard to automate and increasingly valued:
- Understanding the problem and the users, and deciding what to build.
- Judgment about architecture, security, trade-offs and quality.
- Reviewing and verifying generated output, and debugging when it's wrong.
- Communication and collaboration across teams.

How to respond:
- Learn to use AI assistants well in your role, including their limits.
- Strengthen fundamentals, because you can't review code or analysis you don't understand.
- Move toward work with responsibility and context, such as owning features end to end.

Nobody can predict the job market precisely. Your best hedge is adaptable skills and a habit of continuous learning.`,
  },
  {
    id: 'career-setting-goals',
    topic: 'career',
    title: 'How do I set a realistic career goal and timeline?',
    tags: ['career goal', 'timeline', 'roadmap', 'planning', 'how long', 'milestones'],
    body: `A realistic goal is specific, reachable with the time you actually have, and broken into milestones you can check.

- Name the role and context: "Junior data analyst at a mid-size company in my city" rather than "work in tech".
- Estimate your weekly hours honestly, including busy weeks. Time to job-ready depends far more on consistent hours than on talent.
- List the skills between you and the role, then order them by dependency and by how often local job posts request them.
- Set milestones every four to eight weeks, each with a visible output: a project, a certificate, a number of applications.
- Plan the job search itself as a phase; it often takes months on its own.

Review the plan monthly and adjust rather than abandon it when life gets in the way. Your Waymark roadmap tracks this for you: keep its progress up to date so your next steps stay accurate.`,
  },
  // ---------------------------------------------------------------- skills
  {
    id: 'skills-learn-language-fast',
    topic: 'skills',
    title: 'How do I learn a new programming language fast?',
    tags: ['programming language', 'learn fast', 'new language', 'syntax', 'python', 'javascript'],
    body: `If you already program, you're learning a new way to express ideas you know. Focus on what's different.

- Spend a day or two on the official tutorial or "tour" for the language, not a 40-hour course.
- Learn the idioms: how the language handles errors, collections, null values, modules and concurrency.
- Set up the real tooling early: package manager, formatter, linter, test runner.
- Rewrite a small project you've already built in another language. You know the problem, so all attention goes to the language.
- Read well-regarded open-source code in the language to see what idiomatic code looks like.
- Solve a handful of small exercises to get the syntax into your fingers.

If it's your first language, go slower: master variables, conditionals, loops, functions and data structures through many small programs before frameworks. In both cases, write code every day, even briefly.`,
  },
  {
    id: 'skills-deliberate-practice',
    topic: 'skills',
    title: 'What is deliberate practice and how do I apply it to coding?',
    tags: ['deliberate practice', 'practice', 'improve', 'mastery', 'feedback', 'getting better'],
    body: `Deliberate practice means working on specific weaknesses, just beyond your comfort zone, with fast feedback. Repeating what you already know feels productive but builds little.

How to apply it:

- Pick one narrow skill: writing SQL joins, debugging async code, designing a REST API, writing unit tests.
- Set a concrete exercise with a clear standard: "Solve three join problems without looking up syntax."
- Get feedback quickly: tests, a code reviewer, comparing with a reference solution, or a linter.
- Analyze mistakes: write down why you got it wrong and what pattern to remember.
- Repeat with slight variations until it becomes easy, then raise the difficulty.

Keep sessions focused, around 45 to 90 minutes, with distractions off. Code reviews at work are a great source of targets: if reviewers keep flagging the same issue, that's your next practice topic.`,
  },
  {
    id: 'skills-learning-from-docs',
    topic: 'skills',
    title: 'How do I learn from official documentation?',
    tags: ['documentation', 'docs', 'reading docs', 'reference', 'api docs', 'self learning'],
    body: `Documentation is the most accurate and current source for any tool, and reading it well is a core professional skill.

- Start with the "Getting started" or tutorial section and follow it by typing the code, not just reading.
- Read the concepts or guides section next; it explains how the tool thinks, which makes the reference easy to navigate.
- Use the API reference for lookups, not as reading material.
- Check the version at the top of the page and match it to the one you use.
- Read the changelog or migration guides when upgrading.

When you get stuck, search within the docs before searching elsewhere, and try the examples in a small scratch project. Take notes in your own words. Over time, prefer the docs to blog posts or AI answers when details matter, because those sources can be outdated or wrong.`,
  },
  {
    id: 'skills-building-projects-to-learn',
    topic: 'skills',
    title: 'How do I learn by building projects?',
    tags: ['projects', 'learning by doing', 'build', 'practice projects', 'project ideas', 'hands-on'],
    body: `Projects force you to connect concepts, make decisions and debug, which is where real learning happens.

- Choose a project slightly beyond your current level that uses the skill you want to learn.
- Define a minimal first version you could finish in a week or two, and write the feature list down.
- Build it without a step-by-step tutorial. Look things up as needed in docs and references.
- When you're stuck for more than 30 to 60 minutes, write down what you tried and ask for help in a community.
- Deploy it, even if it's rough, then iterate: add tests, handle errors, improve the design.

Good project sources are your own daily annoyances, a friend's small business, a public dataset you find interesting, or a tool your previous job lacked. Finish before starting the next one: finishing teaches the unglamorous parts, such as edge cases, deployment and documentation, that employers value most.`,
  },
  {
    id: 'skills-spaced-repetition',
    topic: 'skills',
    title: 'How can spaced repetition help me learn tech skills?',
    tags: ['spaced repetition', 'flashcards', 'anki', 'memory', 'retention', 'review'],
    body: `Spaced repetition means reviewing information at increasing intervals, just as you're about to forget it. It's well suited to facts you need instantly: syntax, commands, keyboard shortcuts, concepts, and vocabulary for interviews.

How to use it for tech:

- Use a flashcard app with a scheduling algorithm, such as Anki, or a simple system of reviewing after one day, three days, a week, and a month.
- Make small cards with one idea each: "Git command to undo the last commit but keep the changes?"
- Create cards from things you actually looked up or got wrong, not from entire books.
- Review for 10 to 15 minutes daily; consistency matters more than session length.

Don't use it as a substitute for building things. Flashcards help you remember, and projects help you understand and apply. Combine them: learn in projects, and capture what you keep forgetting as cards.`,
  },
  {
    id: 'skills-staying-current',
    topic: 'skills',
    title: 'How do I stay current with technology without getting overwhelmed?',
    tags: [
      'staying current',
      'trends',
      'new technologies',
      'newsletters',
      'keeping up',
      'information overload',
    ],
    body: `You don't need to follow everything. Follow what matters for your role and filter aggressively.

- Pick a few high-signal sources: one or two newsletters for your field, the release notes of the tools you use daily, and one community.
- Schedule it: 30 to 60 minutes a week to skim, rather than scrolling feeds all day.
- Sort new things into three buckets: adopt now (affects your daily work), try later (promising), and ignore (hype or irrelevant to you).
- Try promising tools with a small experiment before investing seriously.
- Learn fundamentals deeply; they change slowly and make new tools easier to pick up.

A useful signal: when a technology appears in several local job posts for your target role, or your team starts discussing it, it's time to learn it properly. Until then, knowing what it is and when it's used is enough.`,
  },
  {
    id: 'skills-data-structures-algorithms',
    topic: 'skills',
    title: 'How do I learn data structures and algorithms?',
    tags: ['dsa', 'algorithms', 'data structures', 'leetcode', 'big o', 'coding interview'],
    body: `Learn them in a logical order, connect each to practical use, and practice by pattern.

- Start with Big O notation so you can compare solutions.
- Then the core structures: arrays and strings, hash maps and sets, stacks and queues, linked lists, trees, heaps, and graphs.
- Then core techniques: sorting, binary search, recursion, two pointers, sliding window, BFS and DFS, and basic dynamic programming.

For each topic, study the idea, implement the structure or algorithm once yourself, then solve a few problems of increasing difficulty. Group practice by pattern so you learn to recognize which technique a new problem needs.

When you can't solve a problem in about 30 to 45 minutes, read a solution, understand it, and try again a few days later without looking. Revisiting the same problems is more effective than constantly finding new ones.`,
  },
  {
    id: 'skills-learning-sql',
    topic: 'skills',
    title: 'How do I learn SQL?',
    tags: ['sql', 'database', 'queries', 'postgresql', 'mysql', 'data analysis'],
    body: `SQL is one of the most broadly useful skills in tech: developers, analysts, product managers and QA engineers all use it. The basics come quickly; fluency comes from practice on real data.

A learning order that works:

- SELECT, WHERE, ORDER BY and LIMIT on a single table.
- Aggregation: GROUP BY, COUNT, SUM, AVG and HAVING.
- Joins: INNER and LEFT first, and what happens to rows without a match.
- Subqueries and common table expressions (WITH).
- Window functions: ROW_NUMBER, RANK, running totals.
- Data modeling basics: primary and foreign keys, normalization, indexes.

Install PostgreSQL or use SQLite locally, load a public dataset you find interesting, and write questions in plain English before answering them with queries. For interviews, practice explaining your query step by step. Learn to read query plans once the basics feel comfortable.`,
  },
  {
    id: 'skills-learning-cloud',
    topic: 'skills',
    title: 'How do I learn cloud computing?',
    tags: ['cloud', 'aws', 'azure', 'gcp', 'devops', 'infrastructure'],
    body: `Pick one provider, usually the one most common in your local job posts, and learn it hands-on. Concepts transfer between AWS, Azure and Google Cloud.

A practical order:

- Fundamentals: regions, identity and access management, billing.
- Compute: virtual machines, containers and serverless functions.
- Storage and databases: object storage, managed relational databases.
- Networking basics: virtual networks, subnets, security groups, DNS and load balancers.
- Infrastructure as code with a tool like Terraform or the provider's own.
- Monitoring, logging and cost control.

Set a billing alert on day one, use free tiers, and delete resources when you finish an exercise; surprise bills are a common beginner mistake. Build a small project end to end, such as deploying a containerized web app with a managed database via infrastructure as code. An entry-level certification can then give structure and a recognized credential.`,
  },
  {
    id: 'skills-learning-design-tools',
    topic: 'skills',
    title: 'How do I learn design tools like Figma?',
    tags: ['figma', 'design tools', 'ui design', 'ux', 'prototyping', 'design systems'],
    body: `Tools are the easy part of design. Learn the tool alongside design fundamentals so your work improves, not just your speed.

- Start with the basics of your tool (Figma is the most common in job posts): frames, auto layout, components, variants, styles and prototyping.
- Learn fundamentals in parallel: layout grids, spacing, typography, color contrast, visual hierarchy and accessibility.
- Recreate two or three well-designed screens from apps you admire, matching spacing and type exactly. It trains your eye quickly.
- Build a small design system: color and type tokens, buttons, inputs and cards as components.
- Design a complete flow for a real problem, then test it with a few people and iterate.

Understanding the developer handoff helps too: naming layers clearly, using consistent components and knowing how designs map to code. Your portfolio should show process and results, not only polished screens.`,
  },
  {
    id: 'skills-communication-writing',
    topic: 'skills',
    title: 'How do I improve my communication and writing skills at work?',
    tags: ['communication', 'writing', 'soft skills', 'documentation', 'presenting', 'collaboration'],
    body: `Clear communication multiplies your technical work, especially on remote or hybrid teams. It improves with practice like any other skill.

For writing:
- Lead with the point: decision, request or status first, details after.
- Use short paragraphs, bullet lists and specific subjects: "Decision needed: database for reporting" beats "Question".
- Write for a reader without your context: define terms and link to sources.
- Cut words: after drafting, remove anything that doesn't help the reader act.

For speaking:
- In meetings, summarize before you explain: "Short version: we're a week late because of the API change. Here's why."
- Practice explaining your work to non-technical people.
- Listen to understand, then restate what you heard before disagreeing.

Good practice opportunities: pull request descriptions, design documents, incident write-ups and demos. Ask a colleague for feedback on one piece of writing each month.`,
  },
  {
    id: 'skills-learning-git',
    topic: 'skills',
    title: 'How do I learn Git properly?',
    tags: ['git', 'version control', 'github', 'branching', 'merge', 'pull request'],
    body: `Git is used on almost every software team, and comfort with it is expected even of juniors. Learn the concepts, not just commands to copy.

- Understand the model: working directory, staging area, commits as snapshots, branches as pointers.
- Daily commands: status, add, commit, log, diff, switch or checkout, branch, pull, push.
- Collaboration: branching, pull requests, code review, merging and resolving conflicts.
- Recovery: restore, revert, reset (and the difference), stash, and reflog to find lost work.
- Good habits: small commits with clear messages, pulling often, never committing secrets.

Practice in a scratch repository: create branches, make deliberate conflicts and resolve them. Then use Git for every project, and contribute a small fix to an open-source project to experience a real pull request workflow. When stuck, run git status and read it carefully; it usually tells you what to do next.`,
  },
  {
    id: 'skills-pick-from-job-post',
    topic: 'skills',
    title: 'How do I decide what to learn next from job posts?',
    tags: ['what to learn', 'next skill', 'job post', 'skill gap', 'prioritize', 'roadmap'],
    body: `Let the market and your goal decide, not the latest hype.

- Collect 10 to 20 current postings for the exact role you want, in your city or remote market.
- List every skill, separating required and preferred, and count how often each appears.
- Mark each as: have it with evidence, know it a little, or don't know it.
- Prioritize skills that appear most often, that you don't yet have, and that unlock others. For example, learn SQL before a BI tool, and JavaScript before a framework.
- Pick one to focus on now, with a project that proves it.

Waymark does this analysis using its local job data: the next skills on your roadmap reflect both your goal and what employers near you ask for. Re-check every few months, because demand shifts and your own progress changes the gap.`,
  },
  {
    id: 'skills-avoid-tutorial-hell',
    topic: 'skills',
    title: 'How do I get out of tutorial hell?',
    tags: ['tutorial hell', 'stuck', 'courses', 'learning plateau', 'build alone', 'self taught'],
    body: `Tutorial hell is finishing course after course but freezing in front of an empty editor. Tutorials make the decisions for you, so you never practice deciding.

How to break out:

- Stop starting new courses until you've built something on your own.
- After each tutorial, rebuild the same project from memory without the video, then add two features it didn't have.
- Start a small project with a one-page feature list and build it, looking up individual answers as needed.
- Accept being stuck as the learning. Give yourself 30 to 60 minutes of real effort, then ask for help with a clear description of what you tried.
- Read documentation and error messages instead of searching for a video walkthrough.

Use AI assistants to explain concepts or errors, not to write the whole feature. The discomfort of working without step-by-step guidance is exactly what builds the skill employers are looking for.`,
  },
  {
    id: 'skills-time-management-learning',
    topic: 'skills',
    title: 'How do I find time to learn while working full time?',
    tags: ['time management', 'study schedule', 'busy', 'work and study', 'consistency', 'routine'],
    body: `Consistency matters more than long sessions. A few focused hours a week for months gets you further than occasional weekend marathons.

- Decide your real weekly budget, for example five hours, and block it in your calendar like appointments.
- Use fixed slots: early mornings, lunch breaks or two evenings a week, at the same times each week.
- Plan each session in advance with one small, concrete goal, so you don't spend the first half choosing what to do.
- Remove friction: leave your project open and write the next step in a note before you stop.
- Use short gaps for light tasks: flashcards, reading docs, watching a talk.
- Protect rest; skipping sleep to study backfires quickly.

Track sessions on a simple calendar or in your Waymark progress, and review weekly. If you miss a week, restart with a smaller goal rather than trying to catch up.`,
  },
  {
    id: 'skills-learning-with-ai',
    topic: 'skills',
    title: 'How should I use AI tools while learning to code?',
    tags: ['ai', 'chatgpt', 'copilot', 'learning', 'ai assistant', 'coding help'],
    body: `AI assistants can make learning faster or hollow, depending on how you use them. The rule of thumb: use them to understand, not to skip the thinking.

Helpful uses:
- Explaining an error message or a concept in different words.
- Reviewing code you wrote and suggesting improvements, with reasons.
- Generating practice exercises and quiz questions.
- Comparing approaches: "What are the trade-offs between these two designs?"

Risky uses:
- Generating whole features you then can't explain or debug.
- Trusting answers without checking; assistants can be confidently wrong or outdated.

A good routine is to try on your own first, ask the assistant when you're stuck, then close it and rewrite the solution yourself. Since most teams use AI tools now, learning to verify and adapt their output is a job skill in itself.`,
  },
  {
    id: 'skills-prove-skills',
    topic: 'skills',
    title: 'How do I prove a skill to employers?',
    tags: ['prove skills', 'evidence', 'demonstrate', 'credibility', 'portfolio', 'show skills'],
    body: `Employers trust evidence they can check more than lists of technologies. For each important skill on your resume, have at least one piece of proof.

Strong forms of proof:

- Work results: a resume bullet describing what you built with the skill and what changed.
- A deployed project using the skill in a realistic way, with readable code.
- Open-source contributions, even small fixes, which show you can work in someone else's codebase.
- A certification for areas where employers value them, such as cloud or security.
- Writing: a blog post or thorough README explaining a problem you solved.
- A talk or workshop at a meetup.

Then make the proof easy to find: link it from your resume and LinkedIn next to the skill. In interviews, tell a short story about using the skill, including a problem you hit and how you solved it; that's often the most convincing proof of all.`,
  },
];
