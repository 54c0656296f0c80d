import type { CatalogCareer } from '../../../shared/catalog.schema.ts';

export const devopsEngineer: CatalogCareer = {
  id: 5,
  slug: 'devops',
  title: 'DevOps Engineer',
  summary:
    'DevOps engineers build and run the paths that take code from a commit to production: CI/CD pipelines, ' +
    'containers, infrastructure as code, Kubernetes platforms and the monitoring that tells a team when ' +
    'something breaks. The role suits people who enjoy automating repetitive work, debugging systems across ' +
    'many layers and making other engineers faster, and who stay calm when they are on call.',
  skills: [
    {
      id: 'devops.linux',
      name: 'Linux System Administration',
      category: 'Tools',
      description:
        'Almost every server, container and CI runner you will touch runs Linux, so you need to be at home with ' +
        'processes, permissions, systemd services, package managers, disks and logs when a deployment misbehaves.',
      difficulty: 'beginner',
      estimatedHours: 40,
      resources: [
        {
          id: 'devops.linux.r1',
          type: 'book',
          title: 'The Linux Command Line',
          source: 'William Shotts (free online book)',
          link: 'https://linuxcommand.org/tlcl.php',
          duration: '25h',
        },
        {
          id: 'devops.linux.r2',
          type: 'course',
          title: 'Introduction to Linux (LFS101)',
          source: 'The Linux Foundation',
          link: 'https://training.linuxfoundation.org/training/introduction-to-linux/',
          duration: '60h',
        },
        {
          id: 'devops.linux.r3',
          type: 'tutorial',
          title: 'Linux Journey',
          source: 'linuxjourney.com',
          link: 'https://linuxjourney.com/',
          duration: '15h',
        },
      ],
    },
    {
      id: 'devops.bash',
      name: 'Bash Scripting',
      category: 'Languages',
      description:
        'Glue code in pipelines, container entrypoints and on-call runbooks is usually Bash; writing scripts that ' +
        'fail loudly (set -euo pipefail), quote correctly and pass ShellCheck keeps that glue from breaking releases.',
      difficulty: 'beginner',
      estimatedHours: 25,
      resources: [
        {
          id: 'devops.bash.r1',
          type: 'course',
          title: 'The Missing Semester of Your CS Education',
          source: 'MIT CSAIL',
          link: 'https://missing.csail.mit.edu/',
          duration: '12h',
        },
        {
          id: 'devops.bash.r2',
          type: 'tutorial',
          title: 'BashGuide',
          source: "Greg's Wiki (wooledge.org)",
          link: 'https://mywiki.wooledge.org/BashGuide',
          duration: '8h',
        },
        {
          id: 'devops.bash.r3',
          type: 'article',
          title: 'GNU Bash Reference Manual',
          source: 'GNU Project',
          link: 'https://www.gnu.org/software/bash/manual/',
          duration: '6h',
        },
      ],
    },
    {
      id: 'devops.python',
      name: 'Python for Automation',
      category: 'Languages',
      description:
        'When a script outgrows Bash (API calls, JSON parsing, cloud SDKs, small internal tools), DevOps teams ' +
        'reach for Python; you need enough of it to write tested, maintainable automation.',
      difficulty: 'beginner',
      estimatedHours: 35,
      resources: [
        {
          id: 'devops.python.r1',
          type: 'book',
          title: 'Automate the Boring Stuff with Python',
          source: 'Al Sweigart (free online book)',
          link: 'https://automatetheboringstuff.com/',
          duration: '30h',
        },
        {
          id: 'devops.python.r2',
          type: 'tutorial',
          title: 'The Python Tutorial',
          source: 'Python Software Foundation',
          link: 'https://docs.python.org/3/tutorial/',
          duration: '10h',
        },
        {
          id: 'devops.python.r3',
          type: 'article',
          title: 'subprocess: Subprocess management',
          source: 'Python documentation',
          link: 'https://docs.python.org/3/library/subprocess.html',
          duration: '1h',
        },
      ],
    },
    {
      id: 'devops.networking',
      name: 'Networking Fundamentals (TCP/IP, DNS, HTTP)',
      category: 'Concepts',
      description:
        'Half of all "the deploy is broken" incidents are really DNS, TLS, load balancer or firewall problems; ' +
        'understanding how packets, names and HTTP requests flow lets you find the fault instead of guessing.',
      difficulty: 'beginner',
      estimatedHours: 25,
      resources: [
        {
          id: 'devops.networking.r1',
          type: 'book',
          title: 'High Performance Browser Networking',
          source: "Ilya Grigorik, O'Reilly (free online)",
          link: 'https://hpbn.co/',
          duration: '12h',
        },
        {
          id: 'devops.networking.r2',
          type: 'article',
          title: 'What is DNS? How DNS works',
          source: 'Cloudflare Learning Center',
          link: 'https://www.cloudflare.com/learning/dns/what-is-dns/',
          duration: '1h',
        },
        {
          id: 'devops.networking.r3',
          type: 'article',
          title: 'HTTP',
          source: 'MDN Web Docs',
          link: 'https://developer.mozilla.org/en-US/docs/Web/HTTP',
          duration: '6h',
        },
      ],
    },
    {
      id: 'devops.git',
      name: 'Trunk-Based Development with Git',
      category: 'Concepts',
      description:
        'Fast, safe delivery depends on small, frequent merges to a protected main branch; DevOps engineers design ' +
        'the branching model, review rules and release tagging that the CI/CD pipeline is built around.',
      difficulty: 'beginner',
      estimatedHours: 15,
      resources: [
        {
          id: 'devops.git.r1',
          type: 'book',
          title: 'Pro Git (2nd edition)',
          source: 'Scott Chacon and Ben Straub, git-scm.com',
          link: 'https://git-scm.com/book/en/v2',
          duration: '15h',
        },
        {
          id: 'devops.git.r2',
          type: 'article',
          title: 'Trunk Based Development',
          source: 'trunkbaseddevelopment.com',
          link: 'https://trunkbaseddevelopment.com/',
          duration: '3h',
        },
        {
          id: 'devops.git.r3',
          type: 'tutorial',
          title: 'Learn Git Branching',
          source: 'learngitbranching.js.org',
          link: 'https://learngitbranching.js.org/',
          duration: '3h',
        },
      ],
    },
    {
      id: 'devops.docker',
      name: 'Docker',
      category: 'Tools',
      description:
        'Containers are the unit of deployment almost everywhere; you must write small, secure, reproducible images ' +
        'with multi-stage builds and non-root users, and run multi-service setups locally with Docker Compose.',
      difficulty: 'beginner',
      estimatedHours: 30,
      resources: [
        {
          id: 'devops.docker.r1',
          type: 'tutorial',
          title: 'Get started with Docker',
          source: 'Docker Docs',
          link: 'https://docs.docker.com/get-started/',
          duration: '6h',
        },
        {
          id: 'devops.docker.r2',
          type: 'article',
          title: 'Building best practices',
          source: 'Docker Docs',
          link: 'https://docs.docker.com/build/building/best-practices/',
          duration: '1.5h',
        },
        {
          id: 'devops.docker.r3',
          type: 'tutorial',
          title: 'Docker for Beginners',
          source: 'Docker Curriculum (Prakhar Srivastav)',
          link: 'https://docker-curriculum.com/',
          duration: '4h',
        },
      ],
    },
    {
      id: 'devops.github-actions',
      name: 'GitHub Actions',
      category: 'Tools',
      description:
        'Most teams now run CI/CD in GitHub Actions; you will write workflows that build, test, scan and deploy, ' +
        'with caching, matrices, reusable workflows, environments with approvals and OIDC instead of stored secrets.',
      difficulty: 'intermediate',
      estimatedHours: 20,
      resources: [
        {
          id: 'devops.github-actions.r1',
          type: 'tutorial',
          title: 'GitHub Actions documentation',
          source: 'GitHub Docs',
          link: 'https://docs.github.com/en/actions',
          duration: '10h',
        },
        {
          id: 'devops.github-actions.r2',
          type: 'article',
          title: 'Continuous Integration',
          source: 'Martin Fowler',
          link: 'https://martinfowler.com/articles/continuousIntegration.html',
          duration: '1.5h',
        },
        {
          id: 'devops.github-actions.r3',
          type: 'article',
          title: 'Continuous Delivery',
          source: 'Jez Humble, continuousdelivery.com',
          link: 'https://continuousdelivery.com/',
          duration: '3h',
        },
      ],
    },
    {
      id: 'devops.ansible',
      name: 'Ansible',
      category: 'Tools',
      description:
        'Virtual machines, bare-metal hosts and network gear still need consistent configuration; Ansible playbooks ' +
        'and roles let you patch, harden and configure fleets idempotently instead of by hand over SSH.',
      difficulty: 'intermediate',
      estimatedHours: 25,
      resources: [
        {
          id: 'devops.ansible.r1',
          type: 'tutorial',
          title: 'Getting started with Ansible',
          source: 'Ansible Documentation',
          link: 'https://docs.ansible.com/ansible/latest/getting_started/index.html',
          duration: '4h',
        },
        {
          id: 'devops.ansible.r2',
          type: 'book',
          title: 'Ansible for DevOps',
          source: 'Jeff Geerling',
          link: 'https://www.ansiblefordevops.com/',
          duration: '20h',
        },
      ],
    },
    {
      id: 'devops.terraform',
      name: 'Terraform',
      category: 'Tools',
      description:
        'Infrastructure as code is how DevOps teams create cloud resources repeatably and reviewably; you need ' +
        'modules, remote state with locking, plan review in CI and drift handling (OpenTofu uses the same language).',
      difficulty: 'intermediate',
      estimatedHours: 40,
      resources: [
        {
          id: 'devops.terraform.r1',
          type: 'tutorial',
          title: 'Terraform tutorials',
          source: 'HashiCorp Developer',
          link: 'https://developer.hashicorp.com/terraform/tutorials',
          duration: '12h',
        },
        {
          id: 'devops.terraform.r2',
          type: 'book',
          title: 'Terraform: Up & Running (3rd edition)',
          source: "Yevgeniy Brikman, O'Reilly",
          link: 'https://www.terraformupandrunning.com/',
          duration: '20h',
        },
        {
          id: 'devops.terraform.r3',
          type: 'article',
          title: 'OpenTofu documentation',
          source: 'OpenTofu (Linux Foundation)',
          link: 'https://opentofu.org/docs/',
          duration: '4h',
        },
      ],
    },
    {
      id: 'devops.kubernetes',
      name: 'Kubernetes',
      category: 'Tools',
      description:
        'Kubernetes is the standard platform for running containers at scale; DevOps engineers operate clusters and ' +
        'help teams with Deployments, Services, Ingress, resource limits, probes, RBAC and rollout debugging.',
      difficulty: 'intermediate',
      estimatedHours: 60,
      resources: [
        {
          id: 'devops.kubernetes.r1',
          type: 'tutorial',
          title: 'Learn Kubernetes Basics',
          source: 'Kubernetes Documentation',
          link: 'https://kubernetes.io/docs/tutorials/kubernetes-basics/',
          duration: '4h',
        },
        {
          id: 'devops.kubernetes.r2',
          type: 'course',
          title: 'Introduction to Kubernetes (LFS158)',
          source: 'The Linux Foundation',
          link: 'https://training.linuxfoundation.org/training/introduction-to-kubernetes/',
          duration: '20h',
        },
        {
          id: 'devops.kubernetes.r3',
          type: 'article',
          title: 'Kubernetes Concepts',
          source: 'Kubernetes Documentation',
          link: 'https://kubernetes.io/docs/concepts/',
          duration: '12h',
        },
        {
          id: 'devops.kubernetes.r4',
          type: 'tutorial',
          title: 'Kubernetes The Hard Way',
          source: 'Kelsey Hightower (GitHub)',
          link: 'https://github.com/kelseyhightower/kubernetes-the-hard-way',
          duration: '10h',
        },
      ],
    },
    {
      id: 'devops.helm',
      name: 'Helm',
      category: 'Tools',
      description:
        'Helm is the common way to package and version Kubernetes applications and to install third-party software ' +
        'such as ingress controllers and monitoring stacks, so you need to read, write and override charts.',
      difficulty: 'intermediate',
      estimatedHours: 15,
      resources: [
        {
          id: 'devops.helm.r1',
          type: 'tutorial',
          title: 'Quickstart Guide',
          source: 'Helm Documentation',
          link: 'https://helm.sh/docs/intro/quickstart/',
          duration: '1h',
        },
        {
          id: 'devops.helm.r2',
          type: 'tutorial',
          title: "The Chart Template Developer's Guide",
          source: 'Helm Documentation',
          link: 'https://helm.sh/docs/chart_template_guide/',
          duration: '6h',
        },
        {
          id: 'devops.helm.r3',
          type: 'article',
          title: 'The Chart Best Practices Guide',
          source: 'Helm Documentation',
          link: 'https://helm.sh/docs/chart_best_practices/',
          duration: '2h',
        },
      ],
    },
    {
      id: 'devops.argo-cd',
      name: 'GitOps with Argo CD',
      category: 'Tools',
      description:
        'GitOps makes Git the single source of truth for what runs in each cluster; Argo CD continuously syncs ' +
        'manifests, shows drift and makes rollbacks a revert, which is how many platform teams deploy today.',
      difficulty: 'advanced',
      estimatedHours: 20,
      resources: [
        {
          id: 'devops.argo-cd.r1',
          type: 'tutorial',
          title: 'Argo CD Getting Started',
          source: 'Argo CD Documentation',
          link: 'https://argo-cd.readthedocs.io/en/stable/getting_started/',
          duration: '3h',
        },
        {
          id: 'devops.argo-cd.r2',
          type: 'article',
          title: 'OpenGitOps Principles',
          source: 'OpenGitOps (CNCF)',
          link: 'https://opengitops.dev/',
          duration: '1h',
        },
        {
          id: 'devops.argo-cd.r3',
          type: 'article',
          title: 'Flux documentation',
          source: 'Flux (CNCF)',
          link: 'https://fluxcd.io/flux/',
          duration: '5h',
        },
      ],
    },
    {
      id: 'devops.prometheus-grafana',
      name: 'Prometheus and Grafana',
      category: 'Tools',
      description:
        'You cannot run what you cannot see: Prometheus collects metrics and evaluates alert rules, Grafana turns ' +
        'them into dashboards, and together they are the default monitoring stack on Kubernetes.',
      difficulty: 'intermediate',
      estimatedHours: 30,
      resources: [
        {
          id: 'devops.prometheus-grafana.r1',
          type: 'tutorial',
          title: 'Getting started with Prometheus',
          source: 'Prometheus Documentation',
          link: 'https://prometheus.io/docs/prometheus/latest/getting_started/',
          duration: '2h',
        },
        {
          id: 'devops.prometheus-grafana.r2',
          type: 'article',
          title: 'Querying Prometheus (PromQL basics)',
          source: 'Prometheus Documentation',
          link: 'https://prometheus.io/docs/prometheus/latest/querying/basics/',
          duration: '3h',
        },
        {
          id: 'devops.prometheus-grafana.r3',
          type: 'tutorial',
          title: 'Grafana fundamentals',
          source: 'Grafana Labs',
          link: 'https://grafana.com/tutorials/grafana-fundamentals/',
          duration: '2h',
        },
      ],
    },
    {
      id: 'devops.opentelemetry',
      name: 'OpenTelemetry',
      category: 'Frameworks',
      description:
        'Metrics alone do not explain slow requests across many services; OpenTelemetry is the vendor-neutral ' +
        'standard for traces, metrics and logs, and DevOps engineers run the collectors and pipelines behind it.',
      difficulty: 'advanced',
      estimatedHours: 25,
      resources: [
        {
          id: 'devops.opentelemetry.r1',
          type: 'article',
          title: 'OpenTelemetry documentation',
          source: 'OpenTelemetry (CNCF)',
          link: 'https://opentelemetry.io/docs/',
          duration: '8h',
        },
        {
          id: 'devops.opentelemetry.r2',
          type: 'tutorial',
          title: 'OpenTelemetry Demo',
          source: 'OpenTelemetry (CNCF)',
          link: 'https://opentelemetry.io/docs/demo/',
          duration: '4h',
        },
        {
          id: 'devops.opentelemetry.r3',
          type: 'article',
          title: 'Jaeger documentation',
          source: 'Jaeger (CNCF)',
          link: 'https://www.jaegertracing.io/docs/',
          duration: '3h',
        },
      ],
    },
    {
      id: 'devops.slo-incident-response',
      name: 'SLOs and Incident Response',
      category: 'Concepts',
      description:
        'Reliability work needs targets and a process: service level objectives and error budgets decide what to ' +
        'alert on, and a calm incident process with blameless postmortems is what DevOps engineers own on call.',
      difficulty: 'advanced',
      estimatedHours: 25,
      resources: [
        {
          id: 'devops.slo-incident-response.r1',
          type: 'book',
          title: 'Site Reliability Engineering',
          source: 'Google (free online book)',
          link: 'https://sre.google/sre-book/table-of-contents/',
          duration: '25h',
        },
        {
          id: 'devops.slo-incident-response.r2',
          type: 'article',
          title: 'Implementing SLOs (The Site Reliability Workbook)',
          source: 'Google',
          link: 'https://sre.google/workbook/implementing-slos/',
          duration: '2h',
        },
        {
          id: 'devops.slo-incident-response.r3',
          type: 'article',
          title: 'PagerDuty Incident Response Documentation',
          source: 'PagerDuty',
          link: 'https://response.pagerduty.com/',
          duration: '4h',
        },
      ],
    },
  ],
  projects: [
    {
      id: 'devops.containerized-ci-pipeline',
      title: 'Containerized App with a CI Pipeline',
      description:
        'Take a small web app (any language) and write a multi-stage Dockerfile that produces a small image ' +
        'running as a non-root user. Add a GitHub Actions workflow that lints, tests, builds and pushes the image ' +
        'to GitHub Container Registry on every merge to main, with pull-request checks required. Done when a ' +
        'merged PR produces a tagged image and `docker compose up` runs the app with its database locally.',
      difficulty: 'beginner',
      estimatedHours: 12,
      technologies: ['Docker', 'Docker Compose', 'GitHub Actions', 'GitHub Container Registry'],
      skillIds: ['devops.docker', 'devops.github-actions', 'devops.git'],
    },
    {
      id: 'devops.ansible-server-hardening',
      title: 'Hardened Web Server with Ansible',
      description:
        'Write an Ansible playbook with roles that turns a fresh Ubuntu VM into a hardened web server: users and ' +
        'SSH keys, disabled password login, firewall rules, unattended security updates, Nginx with TLS and a ' +
        'systemd service for your app. Done when running the playbook twice reports no changes the second time ' +
        'and a small Bash smoke-test script confirms the site answers over HTTPS.',
      difficulty: 'intermediate',
      estimatedHours: 20,
      technologies: ['Ansible', 'Ubuntu', 'Nginx', 'systemd', 'Bash'],
      skillIds: ['devops.ansible', 'devops.linux', 'devops.bash', 'devops.networking'],
    },
    {
      id: 'devops.terraform-environments',
      title: 'Staging and Production with Terraform',
      description:
        'Define a network, a container service and a managed database for one cloud provider as reusable ' +
        'Terraform modules, with remote state and locking, and instantiate them twice for staging and production. ' +
        'A GitHub Actions workflow posts `terraform plan` on pull requests and applies on merge after approval. ' +
        'Done when both environments can be destroyed and recreated from Git alone.',
      difficulty: 'intermediate',
      estimatedHours: 30,
      technologies: ['Terraform', 'GitHub Actions', 'AWS or Google Cloud', 'OIDC'],
      skillIds: ['devops.terraform', 'devops.github-actions', 'devops.networking'],
    },
    {
      id: 'devops.gitops-kubernetes-platform',
      title: 'GitOps Kubernetes Platform',
      description:
        'On a local kind or k3d cluster, install Argo CD and manage everything from a Git repository: an ingress ' +
        'controller and cert-manager from Helm charts, plus your own app packaged as a Helm chart with dev and ' +
        'prod values. Add readiness probes, resource limits and a rolling update strategy. Done when a version ' +
        'bump merged in Git rolls out automatically and reverting the commit rolls it back.',
      difficulty: 'advanced',
      estimatedHours: 40,
      technologies: ['Kubernetes', 'kind', 'Helm', 'Argo CD', 'cert-manager'],
      skillIds: ['devops.kubernetes', 'devops.helm', 'devops.argo-cd', 'devops.docker'],
    },
    {
      id: 'devops.observability-slo-stack',
      title: 'Observability Stack with SLO Alerting',
      description:
        'Instrument a two- or three-service app with OpenTelemetry, send traces to Jaeger or Grafana Tempo and ' +
        'metrics to Prometheus, and build a Grafana dashboard for latency, traffic, errors and saturation. Define ' +
        'an availability SLO with multi-window burn-rate alerts, then break something on purpose. Done when the ' +
        'alert fires, the trace shows the failing hop and you have written a blameless postmortem.',
      difficulty: 'advanced',
      estimatedHours: 45,
      technologies: ['OpenTelemetry', 'Prometheus', 'Grafana', 'Jaeger', 'Kubernetes'],
      skillIds: [
        'devops.opentelemetry',
        'devops.prometheus-grafana',
        'devops.slo-incident-response',
        'devops.kubernetes',
      ],
    },
  ],
};
