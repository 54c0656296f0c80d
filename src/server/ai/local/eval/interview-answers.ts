/**
 * The interview part of the local engine's evaluation set (docs/product.md §7 Local engine): answers
 * a job seeker might really type to questions of the built-in bank, each with the grade band a
 * career coach would give it. Written by hand from realistic answers; the scorer is never tuned to
 * one of them.
 *
 * Bands, best first: strong (specific, structured, covers what the question asks), adequate (on
 * topic and mostly right, thin or unstructured), weak (vague, generic, or only a list of keywords),
 * wrong-but-fluent (reads well but gets the concept wrong), off-topic (about something else),
 * gibberish (not an answer at all).
 */
export type AnswerBand = 'strong' | 'adequate' | 'weak' | 'wrong-but-fluent' | 'off-topic' | 'gibberish';

export interface EvalAnswer {
  /** The bank question's id (src/server/ai/local/question-bank.ts). */
  questionId: string;
  band: AnswerBand;
  answer: string;
}

const RESTAURANTS =
  'Honestly my favourite place to eat is a small Italian restaurant near my flat. The pasta is made fresh every morning, the portions are huge, and the owner always remembers what we ordered last time. On Fridays it gets really busy so you have to book a table.';

export const INTERVIEW_ANSWERS: readonly EvalAnswer[] = [
  // ── Conflict with a teammate (behavioral) ──
  {
    questionId: 'general-behavioral-medium-1',
    band: 'strong',
    answer:
      'At my last job I shared a reporting project with another analyst, Priya. She wanted to rebuild the whole data model before we shipped anything, and I wanted to ship the dashboard first and fix the model later, so our standups started getting tense. I asked her for a 30-minute call, just the two of us, and asked her to walk me through her concerns. It turned out she had found duplicate rows that would have made the revenue numbers wrong, which I had not seen. We agreed on a compromise: she fixed the two tables that fed revenue, I shipped the rest of the dashboard a week later than planned, and we wrote down who owned which part. The dashboard launched with correct numbers, and Priya and I ended up pairing on the next project too.',
  },
  {
    questionId: 'general-behavioral-medium-1',
    band: 'adequate',
    answer:
      'In a group project at university one teammate kept missing our meetings and we disagreed about how much work he was doing. Instead of complaining to the professor I talked to him directly after class. He said he was working nights and could not make the evening meetings, so we moved them to lunchtime and split the tasks more clearly. We finished the project on time and got a good grade.',
  },
  {
    questionId: 'general-behavioral-medium-1',
    band: 'weak',
    answer:
      'I do not really have conflicts with people. I am easy going and I get along with everyone, and if there is a problem I just try to stay positive and focus on the work.',
  },
  {
    questionId: 'general-behavioral-medium-1',
    band: 'weak',
    answer: 'Communication, empathy, compromise, teamwork, active listening, conflict resolution.',
  },
  { questionId: 'general-behavioral-medium-1', band: 'off-topic', answer: RESTAURANTS },
  {
    questionId: 'general-behavioral-medium-1',
    band: 'gibberish',
    answer: `${'asdf '.repeat(25)}2024`,
  },

  // ── Worked well as part of a team (behavioral) ──
  {
    questionId: 'general-behavioral-easy-1',
    band: 'strong',
    answer:
      'Last spring our team of four had six weeks to move our customer portal to a new login provider. My part was the migration script and the rollback plan. We kept a shared checklist in Notion and did a 10-minute standup every morning, so when I found that 3% of accounts had duplicate emails I could raise it the same day and the designer changed the error screen for those users. I wrote the script so it could run in batches overnight. We switched 40,000 accounts with no downtime and support tickets about login dropped by half the next month.',
  },
  {
    questionId: 'general-behavioral-easy-1',
    band: 'adequate',
    answer:
      'During my bootcamp we built a recipe app in a team of three. I was responsible for the backend API and the database, one person did the frontend and one did testing. We talked every day on Slack and met twice a week to review progress. It worked well because everyone knew their role, and we presented a working app on demo day.',
  },
  {
    questionId: 'general-behavioral-easy-1',
    band: 'weak',
    answer:
      'I am a great team player. I always help my colleagues and I think teamwork is very important in any company because together we can achieve more than alone. My teams have always said I am friendly and reliable.',
  },
  { questionId: 'general-behavioral-easy-1', band: 'off-topic', answer: RESTAURANTS },
  {
    questionId: 'general-behavioral-easy-1',
    band: 'gibberish',
    answer: 'qwerty uiop lkjh gfds zxcvbnm qwerty mnbv lkjh poiu ytrewq',
  },

  // ── Task due Friday will take longer (situational) ──
  {
    questionId: 'general-situational-easy-1',
    band: 'strong',
    answer:
      'I would tell my lead that same Monday, not on Thursday. First I would re-estimate by breaking the task into smaller pieces so I can say how late it really is, say three extra days. Then I would bring options: cut scope and ship the core part by Friday with the reporting piece the week after, ask a teammate to take the tests, or move the date, with the trade-off of each. Whatever we choose, I would post a short status update on Wednesday. Afterwards I would look at why my estimate was off, because splitting work into smaller tasks usually catches this earlier.',
  },
  {
    questionId: 'general-situational-easy-1',
    band: 'adequate',
    answer:
      'I would let my manager know as soon as possible that the task is bigger than I thought, and explain why. Then we could decide together whether to push the deadline or reduce what I deliver on Friday. I would also work a bit faster and ask for help if I get stuck.',
  },
  {
    questionId: 'general-situational-easy-1',
    band: 'weak',
    answer: 'I would just work harder and stay late to finish it on time. I do not like missing deadlines.',
  },
  {
    questionId: 'general-situational-easy-1',
    band: 'off-topic',
    answer:
      'My favourite football team is Arsenal. I have watched every home game this season with my brother and I think they have a real chance of winning the league if the defence stays healthy.',
  },
  {
    questionId: 'general-situational-easy-1',
    band: 'gibberish',
    answer: 'lorem ipsum dolor sit amet lorem ipsum dolor sit amet lorem ipsum dolor sit amet',
  },

  // ── Data leakage (technical, data science) ──
  {
    questionId: 'data-scientist-tech-medium-2',
    band: 'strong',
    answer:
      'Data leakage is when the training data contains information that would not be available at prediction time, so the model looks great offline and fails in production. A classic example is a churn model with a feature like "number of support calls in the last 30 days" computed after the customer had already cancelled, so it encodes the target. Another is splitting time-series data randomly, so the model trains on the future, or scaling the whole dataset before the train/test split. I prevent it with a time-based split, by putting all preprocessing in a scikit-learn pipeline that is fitted only on the training folds, and by checking every feature for when it is known. If a model scores a suspiciously high AUC like 0.99, I look for leakage first.',
  },
  {
    questionId: 'data-scientist-tech-medium-2',
    band: 'adequate',
    answer:
      'Leakage happens when your model accidentally sees information from the test set or from the future during training. For example, if you normalise the data before splitting it, the test set influences the training data. To avoid it, split the data first and fit the preprocessing only on the training set.',
  },
  {
    questionId: 'data-scientist-tech-medium-2',
    band: 'weak',
    answer:
      'Data leakage is when data leaks into places it should not be. It is a big problem in machine learning and you should always be careful with your data.',
  },
  {
    questionId: 'data-scientist-tech-medium-2',
    band: 'wrong-but-fluent',
    answer:
      'Data leakage is when sensitive data escapes the company, for example through a database breach or an employee emailing customer records to a personal account. For instance, in 2019 a misconfigured cloud bucket exposed millions of customer records. To prevent it you encrypt data at rest and in transit, enforce strong passwords and multi-factor authentication, restrict access on a least-privilege basis, and monitor outgoing traffic with DLP tools so hackers cannot steal anything.',
  },
  {
    questionId: 'data-scientist-tech-medium-2',
    band: 'weak',
    answer: 'Target leakage, train test split, pipelines, cross validation, time series, features.',
  },
  {
    questionId: 'data-scientist-tech-medium-2',
    band: 'off-topic',
    answer:
      'I have been learning Spanish on Duolingo for about a year now. I practise every morning on the train and I am planning a trip to Madrid next summer to try it out.',
  },

  // ── Semantic HTML (technical, frontend) ──
  {
    questionId: 'frontend-tech-easy-1',
    band: 'strong',
    answer:
      'Semantic HTML means using the element that describes what something is, because the browser then gives you accessibility for free. A button is focusable, works with the keyboard (Enter and Space) and is announced as a button by screen readers; a div with an onClick handler gets none of that, so it is a bug unless you rebuild all of it with role and tabindex. I use a button for actions, like submitting a form or opening a dialog, and a link for navigation to another URL, so people can open it in a new tab. A plain div is only for layout and styling wrappers. Landmarks like header, nav and main, plus a proper heading order, let screen-reader users jump around the page.',
  },
  {
    questionId: 'frontend-tech-easy-1',
    band: 'adequate',
    answer:
      'Semantic HTML helps accessibility and SEO because the tags describe their meaning. I would use a button when the user triggers an action, a link when they go to another page, and a div just to group things for styling.',
  },
  {
    questionId: 'frontend-tech-easy-1',
    band: 'weak',
    answer: 'It matters because it is best practice and makes the code cleaner. I use divs for most things.',
  },
  {
    questionId: 'frontend-tech-easy-1',
    band: 'wrong-but-fluent',
    answer:
      'Semantic HTML is about naming your CSS classes meaningfully, like using .card-title instead of .red-text, so other developers understand the stylesheet. It matters because large projects become hard to maintain otherwise. I follow the BEM convention for this. For clickable things I usually use a div with a click handler and a pointer cursor, since it is the easiest to style consistently across browsers, and I keep anchor tags for external websites only.',
  },
  {
    questionId: 'frontend-tech-easy-1',
    band: 'gibberish',
    answer: 'div div div div div div div div div div div div div div div div div div div div',
  },

  // ── Database index (technical, backend) ──
  {
    questionId: 'backend-tech-easy-2',
    band: 'strong',
    answer:
      'An index is a separate data structure, usually a B-tree, that keeps the values of one or more columns sorted with pointers to the rows. Without it, a query like WHERE email = ? needs a full table scan; with it the database walks the tree in a few steps, so on a table of 10 million rows it goes from seconds to a millisecond or two. The cost is write overhead, because every insert and update must also update each index, plus extra storage, and indexes the planner never uses are pure cost. For queries that filter on two columns I use a composite index with the most selective, equality-filtered column first, and I always check with EXPLAIN ANALYZE that the query plan actually uses it.',
  },
  {
    questionId: 'backend-tech-easy-2',
    band: 'adequate',
    answer:
      'An index is like the index at the back of a book: the database can look up where the rows are instead of reading the whole table, so SELECT queries with a WHERE clause get much faster. The downside is that inserts and updates get slower because the index must be updated too, and it takes disk space.',
  },
  {
    questionId: 'backend-tech-easy-2',
    band: 'weak',
    answer: 'An index makes the database faster. You should add indexes when things are slow.',
  },
  {
    questionId: 'backend-tech-easy-2',
    band: 'wrong-but-fluent',
    answer:
      'A database index is the numbered ID column that every table has, the auto-increment primary key that starts at 1. It speeds up queries because the database caches the most recent IDs in memory, so it can return the newest records first. The cost is mainly that you have to back it up nightly, and if you delete rows the numbering gets gaps, which is why some teams renumber their tables once a month.',
  },
  {
    questionId: 'backend-tech-easy-2',
    band: 'off-topic',
    answer:
      'Last weekend I went hiking in the mountains with some friends. We walked about twenty kilometres, saw a lot of wildlife and camped by a lake. It was the best trip I have had in years.',
  },

  // ── Overfitting (technical, data science) ──
  {
    questionId: 'data-scientist-tech-easy-2',
    band: 'strong',
    answer:
      'Overfitting is when a model learns the noise in the training data instead of the general pattern, so it does very well on the data it has seen and badly on new data: it does not generalise. You detect it by holding out a validation set or using k-fold cross-validation and comparing scores; for example 98% training accuracy and 71% validation accuracy is a clear gap. To prevent it I reduce model complexity (shallower trees, fewer features), add regularisation such as L2 or dropout, use early stopping, and get more or better data. In one project, limiting tree depth from unlimited to 6 closed most of that gap.',
  },
  {
    questionId: 'data-scientist-tech-easy-2',
    band: 'adequate',
    answer:
      'Overfitting means the model memorises the training data and does not work well on new data. You notice it when the accuracy on the test set is much lower than on the training set. You can prevent it by using a simpler model or adding more training data.',
  },
  {
    questionId: 'data-scientist-tech-easy-2',
    band: 'weak',
    answer: 'Overfitting is bad for models. You should avoid it by being careful when you train.',
  },
  {
    questionId: 'data-scientist-tech-easy-2',
    band: 'wrong-but-fluent',
    answer:
      'Overfitting is when the model becomes too large to fit into the memory of the server, for example a neural network with billions of parameters on a small GPU. You detect it when the training job crashes with an out-of-memory error. To prevent it you buy a bigger machine, compress the weights or split the model across several GPUs, which is what large companies do.',
  },
  {
    questionId: 'data-scientist-tech-easy-2',
    band: 'gibberish',
    answer: 'hjkl hjkl sdfg sdfg xcvb xcvb jjjj kkkk 12345 zzzz',
  },

  // ── Why do you want to work here? (company-specific) ──
  {
    questionId: 'general-company-easy-2',
    band: 'strong',
    answer:
      'Three reasons. First the product: I have used your budgeting app for two years, and the way it explains where money goes is the kind of product I want to work on. Second the problem space: I spent four years in a bank call centre, so I have seen how confused people are by their own finances, and your mission of making money simple matches that. Third the team: your engineering blog post on shipping small weekly releases describes exactly how I like to work, and the role would let me grow from frontend into full stack. That fit is why I applied here and not to a generic fintech job.',
  },
  {
    questionId: 'general-company-easy-2',
    band: 'adequate',
    answer:
      'I like your product and I think the company is growing fast, which means there will be a lot to learn. The role matches my skills in React and TypeScript, and I want to work on something people use every day.',
  },
  {
    questionId: 'general-company-easy-2',
    band: 'weak',
    answer: 'You seem like a great company with a great culture, and I need a job.',
  },
  {
    questionId: 'general-company-easy-2',
    band: 'off-topic',
    answer:
      'The best pizza I ever had was in Naples. The crust was thin and slightly burnt at the edges, and they only had three toppings on the menu. I still think about it.',
  },
  {
    questionId: 'general-company-easy-2',
    band: 'weak',
    answer: 'Mission, product, growth, team, culture, motivation, fit.',
  },

  // ── Measuring a launched feature (technical, product) ──
  {
    questionId: 'pm-tech-medium-1',
    band: 'strong',
    answer:
      'I would define success before launch: the goal the feature serves, the baseline today and a target. Say we launched saved searches to bring people back: the baseline is 18% weekly return rate and the goal is 22% within a quarter. After launch I track adoption (what share of active users create a saved search), repeated use, and the effect on retention, ideally with an experiment or a 10% holdout so I can tell the feature apart from seasonality. I pair that with guardrails such as page load time, and with qualitative feedback from five user interviews and the support tickets. If adoption is high but retention does not move, I would dig into why before building more.',
  },
  {
    questionId: 'pm-tech-medium-1',
    band: 'adequate',
    answer:
      'I would look at how many users adopt the feature and whether they keep using it after the first week. I would compare the numbers with the period before the launch and also read user feedback to understand what they like or dislike.',
  },
  {
    questionId: 'pm-tech-medium-1',
    band: 'weak',
    answer: 'I would check if users like it and if the numbers go up.',
  },
  {
    questionId: 'pm-tech-medium-1',
    band: 'wrong-but-fluent',
    answer:
      'I measure success by how smoothly the team delivered it. I look at velocity, how many story points we completed per sprint, whether we hit the release date, and how many bugs QA found before launch. If the burndown chart looked healthy and we shipped on the planned day, the feature was a success, and I share that report with leadership.',
  },
  {
    questionId: 'pm-tech-medium-1',
    band: 'off-topic',
    answer:
      'My cat is called Biscuit and she is three years old. She sleeps most of the day and likes to sit on my keyboard when I am working from home.',
  },

  // ── A failure and what changed (behavioral) ──
  {
    questionId: 'general-behavioral-medium-2',
    band: 'strong',
    answer:
      'In my first developer job I shipped a change to our invoice emails on a Friday without testing it against real customer data, and about 300 customers received invoices with the wrong currency. That was my mistake: I had only tested with our sample accounts. I rolled it back within an hour, wrote to the affected customers with my manager, and then looked for the root cause, which was that our test data had only one currency. I added multi-currency cases to the test suite and proposed that we stop deploying billing changes on Fridays. Six months later the same kind of change went out with no incidents, and the Friday rule is still in our team handbook.',
  },
  {
    questionId: 'general-behavioral-medium-2',
    band: 'adequate',
    answer:
      'Once I underestimated a school project and we almost missed the deadline because I started the research too late. We still handed it in, but the quality was not great. Since then I plan my work in smaller steps and start earlier, and it has worked much better on later projects.',
  },
  {
    questionId: 'general-behavioral-medium-2',
    band: 'weak',
    answer:
      'I cannot think of a real failure. My biggest weakness is probably that I work too hard and I am a perfectionist, so things usually go as planned.',
  },
  {
    questionId: 'general-behavioral-medium-2',
    band: 'gibberish',
    answer: 'aaaa bbbb cccc dddd eeee ffff gggg hhhh iiii jjjj kkkk llll',
  },
  {
    questionId: 'general-behavioral-medium-2',
    band: 'off-topic',
    answer:
      'The weather here has been terrible all week, constant rain and wind. I hope it gets sunnier at the weekend because I wanted to go to the beach with my family.',
  },
  // ── Biggest professional mistake (behavioral, hard) ──
  {
    questionId: 'general-behavioral-hard-1',
    band: 'strong',
    answer:
      'In my second year as an analyst I sent a monthly sales report to 40 regional managers with a filter left on, so the West region showed half its real revenue. Two managers had already cut their hiring plans before anyone noticed. As soon as I saw it, I told my manager, sent a correction the same afternoon explaining exactly what was wrong, and called the two managers myself. I then added an automated check that compares each report total with the finance system before it goes out. It has caught three problems since.',
  },
  {
    questionId: 'general-behavioral-hard-1',
    band: 'weak',
    answer:
      'I am a perfectionist so I do not really make big mistakes. Sometimes I work too hard and forget to take breaks, but I am working on it.',
  },

  // ── Where in three years (company-specific) ──
  {
    questionId: 'general-company-easy-3',
    band: 'adequate',
    answer:
      'In three years I would like to be a senior frontend developer who can lead a feature from design to release. I want to get much better at accessibility and performance and maybe mentor a junior developer or two.',
  },
  {
    questionId: 'general-company-easy-3',
    band: 'off-topic',
    answer:
      'I see myself living closer to the coast, maybe with a dog. I would love to travel more, especially to Japan and Portugal, and finally learn to surf properly.',
  },

  // ── Testing a login page (technical, QA) ──
  {
    questionId: 'qa-tech-easy-2',
    band: 'strong',
    answer:
      'I would start with the happy path: a valid email and password logs in and lands on the dashboard. Then negative cases: wrong password, unknown email, empty fields. Boundary values too, like a 1-character and a 256-character password. For security I would check the errors do not say whether the email exists, the account locks after 5 failed attempts, and the session cookie expires on logout. Finally I would tab through the form with the keyboard and run a screen reader to check the labels.',
  },
  {
    questionId: 'qa-tech-easy-2',
    band: 'weak',
    answer: 'I would try logging in with a correct password and a wrong password and see if it works.',
  },

  // ── Accessible interfaces (technical, UX) ──
  {
    questionId: 'ux-tech-easy-2',
    band: 'adequate',
    answer:
      'An accessible interface is one everyone can use, including people with disabilities. I check colour contrast with a contrast checker, make sure text is big enough, and that you can use the whole thing with a keyboard. I also try to follow WCAG guidelines.',
  },
  {
    questionId: 'ux-tech-easy-2',
    band: 'wrong-but-fluent',
    answer:
      'Accessibility means the interface is easy to reach from anywhere, so I make sure the website loads fast on mobile, works in every browser and is available 24/7 with good hosting. I also put the most important buttons at the top of the page so users can get to them quickly without scrolling.',
  },
];
