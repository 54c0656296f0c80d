import type { CatalogCareer } from '../../../shared/catalog.schema.ts';

export const dataScientist: CatalogCareer = {
  id: 4,
  slug: 'data-scientist',
  title: 'Data Scientist',
  summary:
    'Data scientists turn messy data into decisions: they frame business questions as statistical ' +
    'problems, build and validate predictive models, and explain what the numbers do and do not prove. The ' +
    'role suits curious people who enjoy both mathematics and programming and who like to argue from ' +
    'evidence.',
  skills: [
    {
      id: 'data-scientist.python',
      name: 'Python for Data Science',
      category: 'Languages',
      description:
        'Python is the working language of nearly every data science team; fluency with its data ' +
        'structures, functions and comprehensions makes every later library easier to learn.',
      difficulty: 'beginner',
      estimatedHours: 40,
      resources: [
        {
          id: 'data-scientist.python.r1',
          type: 'tutorial',
          title: 'The Python Tutorial',
          source: 'Python Software Foundation',
          link: 'https://docs.python.org/3/tutorial/',
          duration: '12h',
        },
        {
          id: 'data-scientist.python.r2',
          type: 'course',
          title: 'Kaggle Learn: Python',
          source: 'Kaggle',
          link: 'https://www.kaggle.com/learn/python',
          duration: '5h',
        },
        {
          id: 'data-scientist.python.r3',
          type: 'book',
          title: 'Python Data Science Handbook',
          source: 'Jake VanderPlas (free online edition)',
          link: 'https://jakevdp.github.io/PythonDataScienceHandbook/',
          duration: '30h',
        },
      ],
    },
    {
      id: 'data-scientist.jupyter',
      name: 'Jupyter Notebooks',
      category: 'Tools',
      description:
        'Notebooks are where data scientists explore, prototype and share analyses; knowing kernels, ' +
        'magics and how to keep notebooks reproducible avoids the classic "works only in my notebook" ' +
        'trap.',
      difficulty: 'beginner',
      estimatedHours: 10,
      resources: [
        {
          id: 'data-scientist.jupyter.r1',
          type: 'article',
          title: 'Project Jupyter Documentation',
          source: 'Project Jupyter',
          link: 'https://docs.jupyter.org/en/latest/',
          duration: '2h',
        },
        {
          id: 'data-scientist.jupyter.r2',
          type: 'tutorial',
          title: 'JupyterLab Documentation: Getting Started',
          source: 'Project Jupyter',
          link: 'https://jupyterlab.readthedocs.io/en/stable/',
          duration: '3h',
        },
        {
          id: 'data-scientist.jupyter.r3',
          type: 'article',
          title: 'Visual Studio Code: Jupyter Notebooks',
          source: 'Microsoft',
          link: 'https://code.visualstudio.com/docs/datascience/jupyter-notebooks',
          duration: '1h',
        },
      ],
    },
    {
      id: 'data-scientist.numpy',
      name: 'NumPy',
      category: 'Frameworks',
      description:
        'NumPy arrays underpin pandas, scikit-learn and most scientific Python; vectorised operations and ' +
        'broadcasting are what make model code fast and concise.',
      difficulty: 'beginner',
      estimatedHours: 15,
      resources: [
        {
          id: 'data-scientist.numpy.r1',
          type: 'tutorial',
          title: 'NumPy: the absolute basics for beginners',
          source: 'NumPy',
          link: 'https://numpy.org/doc/stable/user/absolute_beginners.html',
          duration: '3h',
        },
        {
          id: 'data-scientist.numpy.r2',
          type: 'article',
          title: 'NumPy User Guide',
          source: 'NumPy',
          link: 'https://numpy.org/doc/stable/user/index.html',
          duration: '6h',
        },
        {
          id: 'data-scientist.numpy.r3',
          type: 'tutorial',
          title: 'NumPy Learn: tutorials and educational materials',
          source: 'NumPy',
          link: 'https://numpy.org/learn/',
          duration: '4h',
        },
      ],
    },
    {
      id: 'data-scientist.pandas',
      name: 'pandas',
      category: 'Frameworks',
      description:
        "Most of a data scientist's time goes into loading, joining, reshaping and cleaning tables, and " +
        'pandas is the standard tool for all of it.',
      difficulty: 'beginner',
      estimatedHours: 35,
      resources: [
        {
          id: 'data-scientist.pandas.r1',
          type: 'tutorial',
          title: 'pandas Getting Started Tutorials',
          source: 'pandas',
          link: 'https://pandas.pydata.org/docs/getting_started/intro_tutorials/index.html',
          duration: '4h',
        },
        {
          id: 'data-scientist.pandas.r2',
          type: 'course',
          title: 'Kaggle Learn: Pandas',
          source: 'Kaggle',
          link: 'https://www.kaggle.com/learn/pandas',
          duration: '4h',
        },
        {
          id: 'data-scientist.pandas.r3',
          type: 'book',
          title: 'Python for Data Analysis, 3rd Edition (Open Access)',
          source: 'Wes McKinney',
          link: 'https://wesmckinney.com/book/',
          duration: '25h',
        },
      ],
    },
    {
      id: 'data-scientist.sql',
      name: 'SQL for Data Extraction',
      category: 'Languages',
      description:
        'Training data usually lives in a warehouse, so a data scientist must write joins, aggregations ' +
        'and window functions to pull the right sample instead of waiting on someone else.',
      difficulty: 'beginner',
      estimatedHours: 25,
      resources: [
        {
          id: 'data-scientist.sql.r1',
          type: 'tutorial',
          title: 'SQLBolt: Interactive SQL Lessons',
          source: 'SQLBolt',
          link: 'https://sqlbolt.com/',
          duration: '4h',
        },
        {
          id: 'data-scientist.sql.r2',
          type: 'tutorial',
          title: 'SQL Tutorial for Data Analysis',
          source: 'Mode',
          link: 'https://mode.com/sql-tutorial/',
          duration: '12h',
        },
        {
          id: 'data-scientist.sql.r3',
          type: 'course',
          title: 'Kaggle Learn: Intro to SQL',
          source: 'Kaggle',
          link: 'https://www.kaggle.com/learn/intro-to-sql',
          duration: '3h',
        },
      ],
    },
    {
      id: 'data-scientist.linear-algebra',
      name: 'Linear Algebra for Data Science',
      category: 'Concepts',
      description:
        'Regression, PCA, embeddings and gradient-based training are all matrix operations; the intuition ' +
        'lets you read papers and debug models rather than treat them as black boxes.',
      difficulty: 'intermediate',
      estimatedHours: 40,
      resources: [
        {
          id: 'data-scientist.linear-algebra.r1',
          type: 'video',
          title: 'Essence of Linear Algebra',
          source: '3Blue1Brown',
          link: 'https://www.3blue1brown.com/topics/linear-algebra',
          duration: '3.5h',
        },
        {
          id: 'data-scientist.linear-algebra.r2',
          type: 'course',
          title: 'MIT 18.06 Linear Algebra (Gilbert Strang)',
          source: 'MIT OpenCourseWare',
          link: 'https://ocw.mit.edu/courses/18-06-linear-algebra-spring-2010/',
          duration: '40h',
        },
        {
          id: 'data-scientist.linear-algebra.r3',
          type: 'book',
          title: 'Mathematics for Machine Learning',
          source: 'Deisenroth, Faisal and Ong (Cambridge University Press)',
          link: 'https://mml-book.github.io/',
          duration: '30h',
        },
      ],
    },
    {
      id: 'data-scientist.probability',
      name: 'Probability Theory',
      category: 'Concepts',
      description:
        'Uncertainty is the raw material of the job: distributions, conditional probability and ' +
        "expectation are needed to reason about noise, risk and every model's assumptions.",
      difficulty: 'intermediate',
      estimatedHours: 40,
      resources: [
        {
          id: 'data-scientist.probability.r1',
          type: 'course',
          title: 'Statistics 110: Probability (Joe Blitzstein)',
          source: 'Harvard University',
          link: 'https://projects.iq.harvard.edu/stat110/home',
          duration: '40h',
        },
        {
          id: 'data-scientist.probability.r2',
          type: 'course',
          title: 'MIT 18.05 Introduction to Probability and Statistics',
          source: 'MIT OpenCourseWare',
          link: 'https://ocw.mit.edu/courses/18-05-introduction-to-probability-and-statistics-spring-2022/',
          duration: '35h',
        },
        {
          id: 'data-scientist.probability.r3',
          type: 'tutorial',
          title: 'Seeing Theory: A Visual Introduction to Probability and Statistics',
          source: 'Brown University',
          link: 'https://seeing-theory.brown.edu/',
          duration: '3h',
        },
      ],
    },
    {
      id: 'data-scientist.statistical-inference',
      name: 'Statistical Inference',
      category: 'Concepts',
      description:
        'Confidence intervals, hypothesis tests and regression inference are how a data scientist ' +
        'separates a real effect from noise and states how sure the team can be.',
      difficulty: 'intermediate',
      estimatedHours: 45,
      resources: [
        {
          id: 'data-scientist.statistical-inference.r1',
          type: 'book',
          title: 'OpenIntro Statistics',
          source: 'OpenIntro',
          link: 'https://www.openintro.org/book/os/',
          duration: '30h',
        },
        {
          id: 'data-scientist.statistical-inference.r2',
          type: 'course',
          title: 'MIT 18.650 Statistics for Applications',
          source: 'MIT OpenCourseWare',
          link: 'https://ocw.mit.edu/courses/18-650-statistics-for-applications-fall-2016/',
          duration: '35h',
        },
        {
          id: 'data-scientist.statistical-inference.r3',
          type: 'book',
          title: 'Think Stats, 2nd Edition',
          source: 'Green Tea Press (Allen B. Downey)',
          link: 'https://greenteapress.com/wp/think-stats-2e/',
          duration: '15h',
        },
      ],
    },
    {
      id: 'data-scientist.eda',
      name: 'Exploratory Data Analysis',
      category: 'Concepts',
      description:
        'Before any model, you must understand distributions, missing values, outliers and relationships; ' +
        'EDA catches data problems early and suggests which hypotheses are worth testing.',
      difficulty: 'beginner',
      estimatedHours: 20,
      resources: [
        {
          id: 'data-scientist.eda.r1',
          type: 'book',
          title: 'R for Data Science (2e): Exploratory Data Analysis',
          source: 'Hadley Wickham, Mine Çetinkaya-Rundel and Garrett Grolemund',
          link: 'https://r4ds.hadley.nz/eda',
          duration: '3h',
        },
        {
          id: 'data-scientist.eda.r2',
          type: 'article',
          title: 'NIST/SEMATECH e-Handbook: Exploratory Data Analysis',
          source: 'NIST',
          link: 'https://www.itl.nist.gov/div898/handbook/eda/eda.htm',
          duration: '6h',
        },
        {
          id: 'data-scientist.eda.r3',
          type: 'course',
          title: 'Kaggle Learn: Data Cleaning',
          source: 'Kaggle',
          link: 'https://www.kaggle.com/learn/data-cleaning',
          duration: '4h',
        },
      ],
    },
    {
      id: 'data-scientist.matplotlib-seaborn',
      name: 'Matplotlib and Seaborn',
      category: 'Frameworks',
      description:
        'Plots are how a data scientist checks assumptions and convinces stakeholders; Matplotlib gives ' +
        'full control and Seaborn makes statistical charts quick.',
      difficulty: 'beginner',
      estimatedHours: 20,
      resources: [
        {
          id: 'data-scientist.matplotlib-seaborn.r1',
          type: 'tutorial',
          title: 'Matplotlib Tutorials',
          source: 'Matplotlib',
          link: 'https://matplotlib.org/stable/tutorials/index.html',
          duration: '5h',
        },
        {
          id: 'data-scientist.matplotlib-seaborn.r2',
          type: 'tutorial',
          title: 'Seaborn User Guide and Tutorial',
          source: 'Seaborn',
          link: 'https://seaborn.pydata.org/tutorial.html',
          duration: '4h',
        },
        {
          id: 'data-scientist.matplotlib-seaborn.r3',
          type: 'book',
          title: 'Fundamentals of Data Visualization',
          source: 'Claus O. Wilke',
          link: 'https://clauswilke.com/dataviz/',
          duration: '12h',
        },
      ],
    },
    {
      id: 'data-scientist.scikit-learn',
      name: 'scikit-learn',
      category: 'Frameworks',
      description:
        'scikit-learn is the standard toolkit for classical machine learning; its estimators and pipelines ' +
        'let you train, tune and compare regression, tree and ensemble models with little code.',
      difficulty: 'intermediate',
      estimatedHours: 40,
      resources: [
        {
          id: 'data-scientist.scikit-learn.r1',
          type: 'tutorial',
          title: 'scikit-learn: Getting Started',
          source: 'scikit-learn',
          link: 'https://scikit-learn.org/stable/getting_started.html',
          duration: '2h',
        },
        {
          id: 'data-scientist.scikit-learn.r2',
          type: 'course',
          title: 'Kaggle Learn: Intro to Machine Learning',
          source: 'Kaggle',
          link: 'https://www.kaggle.com/learn/intro-to-machine-learning',
          duration: '3h',
        },
        {
          id: 'data-scientist.scikit-learn.r3',
          type: 'book',
          title: 'An Introduction to Statistical Learning (with Applications in Python)',
          source: 'James, Witten, Hastie, Tibshirani and Taylor',
          link: 'https://www.statlearning.com/',
          duration: '40h',
        },
        {
          id: 'data-scientist.scikit-learn.r4',
          type: 'book',
          title: 'Hands-On Machine Learning: companion notebooks',
          source: 'Aurélien Géron (GitHub)',
          link: 'https://github.com/ageron/handson-ml3',
          duration: '20h',
        },
      ],
    },
    {
      id: 'data-scientist.feature-engineering',
      name: 'Feature Engineering',
      category: 'Concepts',
      description:
        'Good features usually beat clever algorithms: encoding categories, scaling, handling missing ' +
        "values and building domain-driven variables are where much of a model's accuracy comes from.",
      difficulty: 'intermediate',
      estimatedHours: 30,
      resources: [
        {
          id: 'data-scientist.feature-engineering.r1',
          type: 'course',
          title: 'Kaggle Learn: Feature Engineering',
          source: 'Kaggle',
          link: 'https://www.kaggle.com/learn/feature-engineering',
          duration: '5h',
        },
        {
          id: 'data-scientist.feature-engineering.r2',
          type: 'article',
          title: 'scikit-learn: Preprocessing Data',
          source: 'scikit-learn',
          link: 'https://scikit-learn.org/stable/modules/preprocessing.html',
          duration: '2h',
        },
        {
          id: 'data-scientist.feature-engineering.r3',
          type: 'book',
          title: 'Feature Engineering and Selection: A Practical Approach for Predictive Models',
          source: 'Max Kuhn and Kjell Johnson',
          link: 'https://bookdown.org/max/FES/',
          duration: '15h',
        },
      ],
    },
    {
      id: 'data-scientist.model-evaluation',
      name: 'Model Evaluation and Cross-Validation',
      category: 'Concepts',
      description:
        'A model is only as good as the evidence that it generalises; choosing the right metric, splitting ' +
        'data without leakage and cross-validating honestly protect you from shipping an overfit model.',
      difficulty: 'intermediate',
      estimatedHours: 25,
      resources: [
        {
          id: 'data-scientist.model-evaluation.r1',
          type: 'article',
          title: 'scikit-learn: Cross-validation: evaluating estimator performance',
          source: 'scikit-learn',
          link: 'https://scikit-learn.org/stable/modules/cross_validation.html',
          duration: '2h',
        },
        {
          id: 'data-scientist.model-evaluation.r2',
          type: 'article',
          title: 'scikit-learn: Metrics and scoring',
          source: 'scikit-learn',
          link: 'https://scikit-learn.org/stable/modules/model_evaluation.html',
          duration: '3h',
        },
        {
          id: 'data-scientist.model-evaluation.r3',
          type: 'course',
          title: 'Machine Learning Crash Course',
          source: 'Google for Developers',
          link: 'https://developers.google.com/machine-learning/crash-course',
          duration: '15h',
        },
      ],
    },
    {
      id: 'data-scientist.unsupervised-learning',
      name: 'Clustering and Dimensionality Reduction',
      category: 'Concepts',
      description:
        'Customer segmentation, anomaly detection and visualising high-dimensional data all rely on ' +
        'clustering and techniques such as PCA, which data scientists use when there is no label to ' +
        'predict.',
      difficulty: 'intermediate',
      estimatedHours: 30,
      resources: [
        {
          id: 'data-scientist.unsupervised-learning.r1',
          type: 'article',
          title: 'scikit-learn: Clustering',
          source: 'scikit-learn',
          link: 'https://scikit-learn.org/stable/modules/clustering.html',
          duration: '3h',
        },
        {
          id: 'data-scientist.unsupervised-learning.r2',
          type: 'article',
          title: 'scikit-learn: Decomposing signals in components (PCA and friends)',
          source: 'scikit-learn',
          link: 'https://scikit-learn.org/stable/modules/decomposition.html',
          duration: '2h',
        },
        {
          id: 'data-scientist.unsupervised-learning.r3',
          type: 'book',
          title: 'The Elements of Statistical Learning',
          source: 'Hastie, Tibshirani and Friedman (Stanford)',
          link: 'https://hastie.su.domains/ElemStatLearn/',
          duration: '20h',
        },
      ],
    },
    {
      id: 'data-scientist.time-series',
      name: 'Time Series Forecasting',
      category: 'Concepts',
      description:
        'Demand, revenue and capacity planning are forecasting problems; trend, seasonality, ' +
        'autocorrelation and time-aware validation need methods that ordinary regression does not cover.',
      difficulty: 'advanced',
      estimatedHours: 40,
      resources: [
        {
          id: 'data-scientist.time-series.r1',
          type: 'book',
          title: 'Forecasting: Principles and Practice (3rd ed)',
          source: 'Rob J Hyndman and George Athanasopoulos (OTexts)',
          link: 'https://otexts.com/fpp3/',
          duration: '30h',
        },
        {
          id: 'data-scientist.time-series.r2',
          type: 'course',
          title: 'Kaggle Learn: Time Series',
          source: 'Kaggle',
          link: 'https://www.kaggle.com/learn/time-series',
          duration: '5h',
        },
        {
          id: 'data-scientist.time-series.r3',
          type: 'article',
          title: 'statsmodels: Time Series Analysis (tsa)',
          source: 'statsmodels',
          link: 'https://www.statsmodels.org/stable/tsa.html',
          duration: '4h',
        },
      ],
    },
    {
      id: 'data-scientist.causal-inference',
      name: 'Causal Inference',
      category: 'Concepts',
      description:
        'Stakeholders ask "did this cause that?", and correlation cannot answer; ' +
        'difference-in-differences, matching and instrumental variables let a data scientist estimate ' +
        'effects when an experiment is impossible.',
      difficulty: 'advanced',
      estimatedHours: 45,
      resources: [
        {
          id: 'data-scientist.causal-inference.r1',
          type: 'book',
          title: 'Causal Inference for the Brave and True',
          source: 'Matheus Facure',
          link: 'https://matheusfacure.github.io/python-causality-handbook/',
          duration: '25h',
        },
        {
          id: 'data-scientist.causal-inference.r2',
          type: 'book',
          title: 'Causal Inference: The Mixtape',
          source: 'Scott Cunningham',
          link: 'https://mixtape.scunning.com/',
          duration: '30h',
        },
        {
          id: 'data-scientist.causal-inference.r3',
          type: 'book',
          title: 'The Effect: An Introduction to Research Design and Causality',
          source: 'Nick Huntington-Klein',
          link: 'https://theeffectbook.net/',
          duration: '25h',
        },
      ],
    },
  ],
  projects: [
    {
      id: 'data-scientist.public-dataset-eda',
      title: 'Exploratory Analysis of a Public Dataset',
      description:
        "Pick an open dataset (for example NYC taxi trips or a city's open data portal) and write a " +
        'Jupyter notebook that loads it with pandas, documents data-quality issues, and answers three ' +
        'concrete questions with charts. Done means a reader who never saw the data can follow your ' +
        'findings and rerun the notebook from top to bottom.',
      difficulty: 'beginner',
      estimatedHours: 12,
      technologies: ['Python', 'Jupyter', 'pandas', 'Matplotlib', 'Seaborn'],
      skillIds: [
        'data-scientist.python',
        'data-scientist.jupyter',
        'data-scientist.pandas',
        'data-scientist.eda',
        'data-scientist.matplotlib-seaborn',
      ],
    },
    {
      id: 'data-scientist.house-price-model',
      title: 'House Price Prediction Model',
      description:
        'Build a regression model for house prices (the Ames Housing data is a good start). Engineer ' +
        'features, compare a linear baseline with a gradient-boosted model inside a scikit-learn Pipeline, ' +
        'and evaluate with cross-validation. Done means a short report with the chosen metric, error ' +
        'analysis and the features that matter most.',
      difficulty: 'intermediate',
      estimatedHours: 20,
      technologies: ['Python', 'pandas', 'scikit-learn'],
      skillIds: [
        'data-scientist.scikit-learn',
        'data-scientist.feature-engineering',
        'data-scientist.model-evaluation',
        'data-scientist.pandas',
      ],
    },
    {
      id: 'data-scientist.customer-segmentation',
      title: 'Customer Segmentation with Clustering',
      description:
        'Use a retail transactions dataset to compute recency, frequency and monetary features per ' +
        'customer, reduce them with PCA and segment customers with k-means or Gaussian mixtures. Done ' +
        'means a notebook that justifies the number of clusters, profiles each segment with plots and ' +
        'suggests one action per segment.',
      difficulty: 'intermediate',
      estimatedHours: 18,
      technologies: ['Python', 'SQL', 'pandas', 'scikit-learn', 'Seaborn'],
      skillIds: [
        'data-scientist.sql',
        'data-scientist.unsupervised-learning',
        'data-scientist.feature-engineering',
        'data-scientist.matplotlib-seaborn',
      ],
    },
    {
      id: 'data-scientist.demand-forecast',
      title: 'Retail Demand Forecast',
      description:
        'Forecast weekly sales per store for the next eight weeks from a public retail sales dataset. ' +
        'Compare a seasonal naive baseline, an ETS or ARIMA model and a gradient-boosted model with lag ' +
        'features, using rolling-origin backtesting. Done means forecasts with prediction intervals and a ' +
        'table showing which method wins and by how much.',
      difficulty: 'advanced',
      estimatedHours: 30,
      technologies: ['Python', 'pandas', 'statsmodels', 'scikit-learn'],
      skillIds: [
        'data-scientist.time-series',
        'data-scientist.model-evaluation',
        'data-scientist.probability',
        'data-scientist.feature-engineering',
      ],
    },
    {
      id: 'data-scientist.policy-impact-study',
      title: 'Causal Impact Study of a Policy Change',
      description:
        'Choose a real policy change with public data (for example a minimum-wage increase or a city ' +
        'traffic rule) and estimate its effect with difference-in-differences, checking parallel trends ' +
        'and running placebo tests. Done means a written study that states the assumptions, reports ' +
        'effects with confidence intervals and explains what could invalidate the conclusion.',
      difficulty: 'advanced',
      estimatedHours: 35,
      technologies: ['Python', 'pandas', 'statsmodels', 'Jupyter'],
      skillIds: [
        'data-scientist.causal-inference',
        'data-scientist.statistical-inference',
        'data-scientist.eda',
      ],
    },
  ],
};
