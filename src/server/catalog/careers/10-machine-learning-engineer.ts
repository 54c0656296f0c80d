import type { CatalogCareer } from '../../../shared/catalog.schema.ts';

export const machineLearningEngineer: CatalogCareer = {
  id: 10,
  slug: 'ml-engineer',
  title: 'Machine Learning Engineer',
  summary:
    'Machine learning engineers take models from notebook to production: they train and fine-tune deep ' +
    'learning models, build reproducible pipelines, and serve, scale and monitor models that real users ' +
    'depend on. The role suits software engineers who enjoy ML, and data scientists who want to own the ' +
    'systems around models.',
  skills: [
    {
      id: 'ml-engineer.python-engineering',
      name: 'Python Software Engineering',
      category: 'Languages',
      description:
        'ML engineers write Python that other services run in production, so type hints, tests and proper ' +
        'packaging matter as much as the model code itself.',
      difficulty: 'intermediate',
      estimatedHours: 30,
      resources: [
        {
          id: 'ml-engineer.python-engineering.r1',
          type: 'article',
          title: 'typing: Support for type hints',
          source: 'Python Software Foundation',
          link: 'https://docs.python.org/3/library/typing.html',
          duration: '3h',
        },
        {
          id: 'ml-engineer.python-engineering.r2',
          type: 'tutorial',
          title: 'pytest: Get Started',
          source: 'pytest',
          link: 'https://docs.pytest.org/en/stable/getting-started.html',
          duration: '2h',
        },
        {
          id: 'ml-engineer.python-engineering.r3',
          type: 'tutorial',
          title: 'Packaging Python Projects',
          source: 'Python Packaging Authority',
          link: 'https://packaging.python.org/en/latest/tutorials/packaging-projects/',
          duration: '2h',
        },
      ],
    },
    {
      id: 'ml-engineer.deep-learning',
      name: 'Deep Learning Fundamentals',
      category: 'Concepts',
      description:
        'Backpropagation, optimisers, regularisation and common architectures are the base for training, ' +
        'debugging and fine-tuning every neural network an ML engineer ships.',
      difficulty: 'intermediate',
      estimatedHours: 60,
      resources: [
        {
          id: 'ml-engineer.deep-learning.r1',
          type: 'course',
          title: 'Practical Deep Learning for Coders',
          source: 'fast.ai',
          link: 'https://course.fast.ai/',
          duration: '40h',
        },
        {
          id: 'ml-engineer.deep-learning.r2',
          type: 'video',
          title: 'Neural Networks: Zero to Hero',
          source: 'Andrej Karpathy',
          link: 'https://karpathy.ai/zero-to-hero.html',
          duration: '18h',
        },
        {
          id: 'ml-engineer.deep-learning.r3',
          type: 'book',
          title: 'Dive into Deep Learning',
          source: 'Zhang, Lipton, Li and Smola',
          link: 'https://d2l.ai/',
          duration: '60h',
        },
      ],
    },
    {
      id: 'ml-engineer.pytorch',
      name: 'PyTorch',
      category: 'Frameworks',
      description:
        'PyTorch is the dominant framework for research and production deep learning; ML engineers use its ' +
        'tensors, autograd, datasets and training loops daily.',
      difficulty: 'intermediate',
      estimatedHours: 45,
      resources: [
        {
          id: 'ml-engineer.pytorch.r1',
          type: 'tutorial',
          title: 'Learn the Basics',
          source: 'PyTorch',
          link: 'https://pytorch.org/tutorials/beginner/basics/intro.html',
          duration: '4h',
        },
        {
          id: 'ml-engineer.pytorch.r2',
          type: 'course',
          title: 'Zero to Mastery Learn PyTorch for Deep Learning',
          source: 'Daniel Bourke',
          link: 'https://www.learnpytorch.io/',
          duration: '25h',
        },
        {
          id: 'ml-engineer.pytorch.r3',
          type: 'article',
          title: 'PyTorch Documentation',
          source: 'PyTorch',
          link: 'https://pytorch.org/docs/stable/index.html',
          duration: '5h',
        },
      ],
    },
    {
      id: 'ml-engineer.transformers',
      name: 'Hugging Face Transformers',
      category: 'Frameworks',
      description:
        'Most language and many vision models are now pretrained transformers; the Hugging Face ecosystem ' +
        'is how ML engineers load, tokenize, fine-tune and share them.',
      difficulty: 'intermediate',
      estimatedHours: 35,
      resources: [
        {
          id: 'ml-engineer.transformers.r1',
          type: 'course',
          title: 'Hugging Face LLM Course',
          source: 'Hugging Face',
          link: 'https://huggingface.co/learn/llm-course',
          duration: '20h',
        },
        {
          id: 'ml-engineer.transformers.r2',
          type: 'article',
          title: 'Transformers Documentation',
          source: 'Hugging Face',
          link: 'https://huggingface.co/docs/transformers/index',
          duration: '5h',
        },
        {
          id: 'ml-engineer.transformers.r3',
          type: 'article',
          title: 'The Illustrated Transformer',
          source: 'Jay Alammar',
          link: 'https://jalammar.github.io/illustrated-transformer/',
          duration: '1h',
        },
      ],
    },
    {
      id: 'ml-engineer.lora-fine-tuning',
      name: 'LLM Fine-Tuning with LoRA',
      category: 'Concepts',
      description:
        "Adapting an open model to a company's data is a common ML engineering task; parameter-efficient " +
        'methods such as LoRA and QLoRA make it feasible on a single GPU.',
      difficulty: 'advanced',
      estimatedHours: 30,
      resources: [
        {
          id: 'ml-engineer.lora-fine-tuning.r1',
          type: 'article',
          title: 'PEFT: Parameter-Efficient Fine-Tuning',
          source: 'Hugging Face',
          link: 'https://huggingface.co/docs/peft/index',
          duration: '3h',
        },
        {
          id: 'ml-engineer.lora-fine-tuning.r2',
          type: 'article',
          title: 'TRL: Transformer Reinforcement Learning (SFT and preference tuning)',
          source: 'Hugging Face',
          link: 'https://huggingface.co/docs/trl/index',
          duration: '4h',
        },
        {
          id: 'ml-engineer.lora-fine-tuning.r3',
          type: 'article',
          title: 'LoRA: Low-Rank Adaptation of Large Language Models',
          source: 'arXiv (Hu et al.)',
          link: 'https://arxiv.org/abs/2106.09685',
          duration: '2h',
        },
        {
          id: 'ml-engineer.lora-fine-tuning.r4',
          type: 'article',
          title: 'QLoRA: Efficient Finetuning of Quantized LLMs',
          source: 'arXiv (Dettmers et al.)',
          link: 'https://arxiv.org/abs/2305.14314',
          duration: '2h',
        },
      ],
    },
    {
      id: 'ml-engineer.mlflow',
      name: 'MLOps with MLflow',
      category: 'Tools',
      description:
        "Tracking every run's parameters, metrics and artifacts and promoting models through a registry " +
        'is what makes ML work reproducible and auditable; MLflow is the most widely used open-source ' +
        'option.',
      difficulty: 'intermediate',
      estimatedHours: 20,
      resources: [
        {
          id: 'ml-engineer.mlflow.r1',
          type: 'article',
          title: 'MLflow Documentation',
          source: 'MLflow',
          link: 'https://mlflow.org/docs/latest/',
          duration: '5h',
        },
        {
          id: 'ml-engineer.mlflow.r2',
          type: 'course',
          title: 'Made With ML: MLOps Course',
          source: 'Made With ML (Goku Mohandas)',
          link: 'https://madewithml.com/',
          duration: '30h',
        },
        {
          id: 'ml-engineer.mlflow.r3',
          type: 'article',
          title: 'MLOps: Continuous delivery and automation pipelines in machine learning',
          source: 'Google Cloud Architecture Center',
          link: 'https://cloud.google.com/architecture/mlops-continuous-delivery-and-automation-pipelines-in-machine-learning',
          duration: '1h',
        },
      ],
    },
    {
      id: 'ml-engineer.dvc',
      name: 'Data Versioning with DVC',
      category: 'Tools',
      description:
        'A model is a function of its code and its data; versioning datasets alongside Git lets an ML ' +
        'engineer reproduce any past training run exactly.',
      difficulty: 'intermediate',
      estimatedHours: 12,
      resources: [
        {
          id: 'ml-engineer.dvc.r1',
          type: 'tutorial',
          title: 'DVC: Get Started',
          source: 'DVC',
          link: 'https://dvc.org/doc/start',
          duration: '2h',
        },
        {
          id: 'ml-engineer.dvc.r2',
          type: 'article',
          title: 'DVC User Guide',
          source: 'DVC',
          link: 'https://dvc.org/doc/user-guide',
          duration: '4h',
        },
        {
          id: 'ml-engineer.dvc.r3',
          type: 'article',
          title: 'lakeFS Documentation',
          source: 'lakeFS',
          link: 'https://docs.lakefs.io/',
          duration: '3h',
        },
      ],
    },
    {
      id: 'ml-engineer.docker',
      name: 'Containerizing Models with Docker',
      category: 'Tools',
      description:
        'Models ship as container images so that CUDA, Python and library versions match between training ' +
        'and serving; ML engineers must keep those images small, cached and GPU-ready.',
      difficulty: 'intermediate',
      estimatedHours: 20,
      resources: [
        {
          id: 'ml-engineer.docker.r1',
          type: 'tutorial',
          title: 'Docker: Get Started',
          source: 'Docker',
          link: 'https://docs.docker.com/get-started/',
          duration: '4h',
        },
        {
          id: 'ml-engineer.docker.r2',
          type: 'article',
          title: 'Building best practices',
          source: 'Docker',
          link: 'https://docs.docker.com/build/building/best-practices/',
          duration: '1h',
        },
        {
          id: 'ml-engineer.docker.r3',
          type: 'tutorial',
          title: 'NVIDIA Container Toolkit: Installation Guide',
          source: 'NVIDIA',
          link: 'https://docs.nvidia.com/datacenter/cloud-native/container-toolkit/latest/install-guide.html',
          duration: '1h',
        },
      ],
    },
    {
      id: 'ml-engineer.pipeline-orchestration',
      name: 'ML Pipeline Orchestration',
      category: 'Tools',
      description:
        'Retraining must run on a schedule or trigger, with data validation, training, evaluation and ' +
        'deployment as dependable steps; orchestrators such as Airflow and Kubeflow Pipelines make that ' +
        'automatic.',
      difficulty: 'intermediate',
      estimatedHours: 30,
      resources: [
        {
          id: 'ml-engineer.pipeline-orchestration.r1',
          type: 'article',
          title: 'Apache Airflow Documentation',
          source: 'Apache Software Foundation',
          link: 'https://airflow.apache.org/docs/apache-airflow/stable/index.html',
          duration: '8h',
        },
        {
          id: 'ml-engineer.pipeline-orchestration.r2',
          type: 'article',
          title: 'Kubeflow Pipelines',
          source: 'Kubeflow',
          link: 'https://www.kubeflow.org/docs/components/pipelines/',
          duration: '6h',
        },
        {
          id: 'ml-engineer.pipeline-orchestration.r3',
          type: 'article',
          title: 'Prefect Documentation',
          source: 'Prefect',
          link: 'https://docs.prefect.io/',
          duration: '4h',
        },
      ],
    },
    {
      id: 'ml-engineer.model-serving',
      name: 'Model Serving',
      category: 'Tools',
      description:
        'A model creates value only behind an API with predictable latency; ML engineers choose between ' +
        'simple web services, batching inference servers and LLM-specific engines based on load and cost.',
      difficulty: 'intermediate',
      estimatedHours: 35,
      resources: [
        {
          id: 'ml-engineer.model-serving.r1',
          type: 'tutorial',
          title: 'FastAPI Tutorial - User Guide',
          source: 'FastAPI',
          link: 'https://fastapi.tiangolo.com/tutorial/',
          duration: '6h',
        },
        {
          id: 'ml-engineer.model-serving.r2',
          type: 'article',
          title: 'Ray Serve: Scalable and Programmable Serving',
          source: 'Anyscale / Ray',
          link: 'https://docs.ray.io/en/latest/serve/index.html',
          duration: '5h',
        },
        {
          id: 'ml-engineer.model-serving.r3',
          type: 'article',
          title: 'vLLM Documentation',
          source: 'vLLM Project',
          link: 'https://docs.vllm.ai/',
          duration: '4h',
        },
        {
          id: 'ml-engineer.model-serving.r4',
          type: 'article',
          title: 'NVIDIA Triton Inference Server User Guide',
          source: 'NVIDIA',
          link: 'https://docs.nvidia.com/deeplearning/triton-inference-server/user-guide/docs/index.html',
          duration: '6h',
        },
      ],
    },
    {
      id: 'ml-engineer.model-optimization',
      name: 'Model Quantization and Optimization',
      category: 'Concepts',
      description:
        'Inference cost and latency often decide whether a model ships; exporting to ONNX, quantizing ' +
        'weights and compiling graphs can cut serving costs several-fold.',
      difficulty: 'advanced',
      estimatedHours: 30,
      resources: [
        {
          id: 'ml-engineer.model-optimization.r1',
          type: 'article',
          title: 'Optimum: Quantization concept guide',
          source: 'Hugging Face',
          link: 'https://huggingface.co/docs/optimum/en/concept_guides/quantization',
          duration: '1.5h',
        },
        {
          id: 'ml-engineer.model-optimization.r2',
          type: 'article',
          title: 'ONNX Runtime Documentation',
          source: 'Microsoft / ONNX Runtime',
          link: 'https://onnxruntime.ai/docs/',
          duration: '5h',
        },
        {
          id: 'ml-engineer.model-optimization.r3',
          type: 'article',
          title: 'torchao: PyTorch native quantization and sparsity',
          source: 'PyTorch (GitHub)',
          link: 'https://github.com/pytorch/ao',
          duration: '3h',
        },
      ],
    },
    {
      id: 'ml-engineer.distributed-training',
      name: 'Distributed Training',
      category: 'Concepts',
      description:
        'Modern models rarely fit one GPU; data, tensor and pipeline parallelism plus sharded optimisers ' +
        'are what let ML engineers train large models in reasonable time and budget.',
      difficulty: 'advanced',
      estimatedHours: 40,
      resources: [
        {
          id: 'ml-engineer.distributed-training.r1',
          type: 'tutorial',
          title: 'Getting Started with Distributed Data Parallel',
          source: 'PyTorch',
          link: 'https://pytorch.org/tutorials/intermediate/ddp_tutorial.html',
          duration: '3h',
        },
        {
          id: 'ml-engineer.distributed-training.r2',
          type: 'article',
          title: 'Accelerate Documentation',
          source: 'Hugging Face',
          link: 'https://huggingface.co/docs/accelerate/index',
          duration: '4h',
        },
        {
          id: 'ml-engineer.distributed-training.r3',
          type: 'book',
          title: 'The Ultra-Scale Playbook: Training LLMs on GPU Clusters',
          source: 'Hugging Face (nanotron)',
          link: 'https://huggingface.co/spaces/nanotron/ultrascale-playbook',
          duration: '12h',
        },
      ],
    },
    {
      id: 'ml-engineer.vector-databases',
      name: 'Vector Databases',
      category: 'Tools',
      description:
        'Semantic search, recommendations and RAG all need fast nearest-neighbour search over embeddings; ' +
        'ML engineers choose and tune the index (HNSW, IVF) and the store that holds it.',
      difficulty: 'intermediate',
      estimatedHours: 20,
      resources: [
        {
          id: 'ml-engineer.vector-databases.r1',
          type: 'article',
          title: 'pgvector: Open-source vector similarity search for Postgres',
          source: 'pgvector (GitHub)',
          link: 'https://github.com/pgvector/pgvector',
          duration: '2h',
        },
        {
          id: 'ml-engineer.vector-databases.r2',
          type: 'article',
          title: 'Faiss: A library for efficient similarity search',
          source: 'Meta AI Research (GitHub)',
          link: 'https://github.com/facebookresearch/faiss',
          duration: '3h',
        },
        {
          id: 'ml-engineer.vector-databases.r3',
          type: 'article',
          title: 'Qdrant Documentation',
          source: 'Qdrant',
          link: 'https://qdrant.tech/documentation/',
          duration: '4h',
        },
      ],
    },
    {
      id: 'ml-engineer.rag',
      name: 'Retrieval-Augmented Generation (RAG)',
      category: 'Concepts',
      description:
        "Grounding LLM answers in a company's own documents is one of the most requested ML features; " +
        'building RAG well means chunking, retrieval, reranking and measuring answer quality.',
      difficulty: 'intermediate',
      estimatedHours: 30,
      resources: [
        {
          id: 'ml-engineer.rag.r1',
          type: 'tutorial',
          title: 'Build a Retrieval Augmented Generation (RAG) App',
          source: 'LangChain',
          link: 'https://python.langchain.com/docs/tutorials/rag/',
          duration: '3h',
        },
        {
          id: 'ml-engineer.rag.r2',
          type: 'article',
          title: 'Introducing Contextual Retrieval',
          source: 'Anthropic',
          link: 'https://www.anthropic.com/news/contextual-retrieval',
          duration: '1h',
        },
        {
          id: 'ml-engineer.rag.r3',
          type: 'article',
          title: 'Retrieval-Augmented Generation for Knowledge-Intensive NLP Tasks',
          source: 'arXiv (Lewis et al.)',
          link: 'https://arxiv.org/abs/2005.11401',
          duration: '2h',
        },
      ],
    },
    {
      id: 'ml-engineer.model-monitoring',
      name: 'Model Monitoring and Drift Detection',
      category: 'Concepts',
      description:
        'Models decay silently as the world changes; ML engineers monitor input drift, prediction quality ' +
        'and data pipelines so that retraining happens before users notice.',
      difficulty: 'advanced',
      estimatedHours: 25,
      resources: [
        {
          id: 'ml-engineer.model-monitoring.r1',
          type: 'article',
          title: 'Evidently AI Documentation',
          source: 'Evidently AI',
          link: 'https://docs.evidentlyai.com/',
          duration: '4h',
        },
        {
          id: 'ml-engineer.model-monitoring.r2',
          type: 'article',
          title: 'Rules of Machine Learning: Best Practices for ML Engineering',
          source: 'Google for Developers',
          link: 'https://developers.google.com/machine-learning/guides/rules-of-ml',
          duration: '2h',
        },
        {
          id: 'ml-engineer.model-monitoring.r3',
          type: 'book',
          title: 'Designing Machine Learning Systems (book resources)',
          source: "Chip Huyen (O'Reilly)",
          link: 'https://github.com/chiphuyen/dmls-book',
          duration: '15h',
        },
      ],
    },
    {
      id: 'ml-engineer.ml-system-design',
      name: 'ML System Design',
      category: 'Concepts',
      description:
        'Senior ML engineers are judged on end-to-end design: framing the problem, choosing data, ' +
        'features, training cadence and serving architecture, and trading accuracy against latency and ' +
        'cost.',
      difficulty: 'advanced',
      estimatedHours: 40,
      resources: [
        {
          id: 'ml-engineer.ml-system-design.r1',
          type: 'course',
          title: 'CS 329S: Machine Learning Systems Design',
          source: 'Stanford University',
          link: 'https://stanford-cs329s.github.io/',
          duration: '30h',
        },
        {
          id: 'ml-engineer.ml-system-design.r2',
          type: 'course',
          title: 'Full Stack Deep Learning (2022 course)',
          source: 'The Full Stack',
          link: 'https://fullstackdeeplearning.com/course/2022/',
          duration: '25h',
        },
        {
          id: 'ml-engineer.ml-system-design.r3',
          type: 'book',
          title: 'Machine Learning Systems Design (free booklet)',
          source: 'Chip Huyen (GitHub)',
          link: 'https://github.com/chiphuyen/machine-learning-systems-design',
          duration: '6h',
        },
      ],
    },
  ],
  projects: [
    {
      id: 'ml-engineer.tracked-image-classifier',
      title: 'Tracked Image Classifier',
      description:
        'Fine-tune a pretrained CNN or vision transformer in PyTorch on a small public dataset (for ' +
        "example Oxford-IIIT Pets). Log every run's hyperparameters, metrics and model file to MLflow and " +
        'register the best model. Done means anyone can rerun training from one command and reproduce the ' +
        "registered model's accuracy.",
      difficulty: 'beginner',
      estimatedHours: 20,
      technologies: ['Python', 'PyTorch', 'torchvision', 'MLflow'],
      skillIds: ['ml-engineer.pytorch', 'ml-engineer.deep-learning', 'ml-engineer.mlflow'],
    },
    {
      id: 'ml-engineer.containerized-inference-api',
      title: 'Containerized Inference API',
      description:
        'Wrap a trained model in a FastAPI service with input validation, a health endpoint and batched ' +
        'prediction, package it in a slim Docker image and load-test it. Then export the model to ONNX and ' +
        'compare latency and throughput. Done means a typed, tested service, a published image and a short ' +
        'benchmark table.',
      difficulty: 'intermediate',
      estimatedHours: 25,
      technologies: ['Python', 'FastAPI', 'Docker', 'ONNX Runtime', 'pytest'],
      skillIds: [
        'ml-engineer.python-engineering',
        'ml-engineer.docker',
        'ml-engineer.model-serving',
        'ml-engineer.model-optimization',
      ],
    },
    {
      id: 'ml-engineer.docs-rag-assistant',
      title: 'Documentation Q&A Assistant with RAG',
      description:
        "Index an open-source project's documentation into pgvector or Qdrant using a sentence-embedding " +
        'model, and answer questions with an LLM that cites the retrieved passages. Build a small ' +
        'evaluation set of 50 questions and measure retrieval recall and answer correctness. Done means a ' +
        'running demo and an evaluation report comparing two chunking strategies.',
      difficulty: 'intermediate',
      estimatedHours: 30,
      technologies: ['Python', 'Hugging Face Transformers', 'pgvector', 'FastAPI'],
      skillIds: ['ml-engineer.rag', 'ml-engineer.vector-databases', 'ml-engineer.transformers'],
    },
    {
      id: 'ml-engineer.retraining-pipeline',
      title: 'Automated Retraining Pipeline with Drift Monitoring',
      description:
        'Build a pipeline that pulls a new data snapshot versioned with DVC, validates it, retrains a ' +
        'model, compares it to the production model in MLflow and promotes it only if it wins. Add a drift ' +
        'report with Evidently that triggers the pipeline. Done means the whole loop runs unattended in ' +
        'Airflow or Prefect on a schedule.',
      difficulty: 'advanced',
      estimatedHours: 40,
      technologies: ['Airflow', 'DVC', 'MLflow', 'Evidently', 'Docker'],
      skillIds: [
        'ml-engineer.pipeline-orchestration',
        'ml-engineer.dvc',
        'ml-engineer.mlflow',
        'ml-engineer.model-monitoring',
      ],
    },
    {
      id: 'ml-engineer.fine-tuned-llm-service',
      title: 'Fine-Tuned Small LLM in Production',
      description:
        'Fine-tune an open 1-8B parameter model with QLoRA on a domain task (for example support-ticket ' +
        'classification or SQL generation), using Accelerate across two GPUs if available. Quantize the ' +
        'merged model, serve it with vLLM and document the design trade-offs. Done means a before/after ' +
        'evaluation, latency and cost per 1,000 requests, and a one-page system design.',
      difficulty: 'advanced',
      estimatedHours: 45,
      technologies: ['PyTorch', 'PEFT', 'TRL', 'Accelerate', 'vLLM'],
      skillIds: [
        'ml-engineer.lora-fine-tuning',
        'ml-engineer.distributed-training',
        'ml-engineer.model-optimization',
        'ml-engineer.model-serving',
        'ml-engineer.ml-system-design',
      ],
    },
  ],
};
