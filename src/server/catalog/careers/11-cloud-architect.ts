import type { CatalogCareer } from '../../../shared/catalog.schema.ts';

export const cloudArchitect: CatalogCareer = {
  id: 11,
  slug: 'cloud',
  title: 'Cloud Architect',
  summary:
    'Cloud architects design how an organisation runs its systems on AWS, Azure or Google Cloud: account ' +
    'structure, networking, identity, data stores, resilience, security and cost, and they write down the ' +
    'trade-offs so teams can build on them. The role suits experienced engineers who like big-picture design, ' +
    'enjoy explaining decisions to both developers and executives, and care about what a system costs to run.',
  skills: [
    {
      id: 'cloud.service-models',
      name: 'Cloud Computing Models (IaaS, PaaS, SaaS)',
      category: 'Concepts',
      description:
        'Every architecture decision starts with how much to manage yourself; an architect must explain service ' +
        'and deployment models, elasticity and the shared responsibility they imply to engineers and executives alike.',
      difficulty: 'beginner',
      estimatedHours: 10,
      resources: [
        {
          id: 'cloud.service-models.r1',
          type: 'article',
          title: 'SP 800-145: The NIST Definition of Cloud Computing',
          source: 'NIST',
          link: 'https://csrc.nist.gov/pubs/sp/800/145/final',
          duration: '0.5h',
        },
        {
          id: 'cloud.service-models.r2',
          type: 'article',
          title: 'Overview of Amazon Web Services',
          source: 'AWS Whitepapers',
          link: 'https://docs.aws.amazon.com/whitepapers/latest/aws-overview/introduction.html',
          duration: '4h',
        },
        {
          id: 'cloud.service-models.r3',
          type: 'course',
          title: 'AWS Skill Builder (free digital training, including Cloud Practitioner Essentials)',
          source: 'Amazon Web Services',
          link: 'https://skillbuilder.aws/',
          duration: '6h',
        },
      ],
    },
    {
      id: 'cloud.aws-core',
      name: 'AWS Core Services (EC2, S3, RDS)',
      category: 'Tools',
      description:
        'AWS is still the largest cloud and the one most architect roles expect; you need hands-on fluency with ' +
        'compute, object storage, managed databases and load balancing before you can design with them.',
      difficulty: 'beginner',
      estimatedHours: 40,
      resources: [
        {
          id: 'cloud.aws-core.r1',
          type: 'tutorial',
          title: 'Getting Started Resource Center',
          source: 'Amazon Web Services',
          link: 'https://aws.amazon.com/getting-started/',
          duration: '10h',
        },
        {
          id: 'cloud.aws-core.r2',
          type: 'article',
          title: 'Amazon S3 User Guide',
          source: 'AWS Documentation',
          link: 'https://docs.aws.amazon.com/AmazonS3/latest/userguide/Welcome.html',
          duration: '6h',
        },
        {
          id: 'cloud.aws-core.r3',
          type: 'article',
          title: 'Amazon EC2 concepts',
          source: 'AWS Documentation',
          link: 'https://docs.aws.amazon.com/AWSEC2/latest/UserGuide/concepts.html',
          duration: '6h',
        },
        {
          id: 'cloud.aws-core.r4',
          type: 'course',
          title: 'AWS Certified Solutions Architect – Associate',
          source: 'AWS Certification',
          link: 'https://aws.amazon.com/certification/certified-solutions-architect-associate/',
          duration: '60h',
        },
      ],
    },
    {
      id: 'cloud.iam',
      name: 'Identity and Access Management',
      category: 'Concepts',
      description:
        'In the cloud, identity is the real perimeter; architects design roles, policies, permission boundaries ' +
        'and federation with the corporate directory so that least privilege holds across hundreds of accounts.',
      difficulty: 'intermediate',
      estimatedHours: 25,
      resources: [
        {
          id: 'cloud.iam.r1',
          type: 'article',
          title: 'Security best practices in IAM',
          source: 'AWS Documentation',
          link: 'https://docs.aws.amazon.com/IAM/latest/UserGuide/best-practices.html',
          duration: '2h',
        },
        {
          id: 'cloud.iam.r2',
          type: 'article',
          title: 'Policy evaluation logic',
          source: 'AWS Documentation',
          link: 'https://docs.aws.amazon.com/IAM/latest/UserGuide/reference_policies_evaluation-logic.html',
          duration: '2h',
        },
        {
          id: 'cloud.iam.r3',
          type: 'article',
          title: 'Microsoft Entra ID documentation',
          source: 'Microsoft Learn',
          link: 'https://learn.microsoft.com/en-us/entra/identity/',
          duration: '6h',
        },
      ],
    },
    {
      id: 'cloud.networking',
      name: 'Cloud Networking (VPC)',
      category: 'Concepts',
      description:
        'Network layout is the hardest thing to change later; architects plan CIDR ranges, subnets, routing, ' +
        'private endpoints, hub-and-spoke connectivity and hybrid links to on-premises networks up front.',
      difficulty: 'intermediate',
      estimatedHours: 30,
      resources: [
        {
          id: 'cloud.networking.r1',
          type: 'article',
          title: 'How Amazon VPC works',
          source: 'AWS Documentation',
          link: 'https://docs.aws.amazon.com/vpc/latest/userguide/how-it-works.html',
          duration: '3h',
        },
        {
          id: 'cloud.networking.r2',
          type: 'article',
          title: 'Building a Scalable and Secure Multi-VPC AWS Network Infrastructure',
          source: 'AWS Whitepapers',
          link: 'https://docs.aws.amazon.com/whitepapers/latest/building-scalable-secure-multi-vpc-network-infrastructure/welcome.html',
          duration: '5h',
        },
        {
          id: 'cloud.networking.r3',
          type: 'article',
          title: 'Azure Virtual Network documentation',
          source: 'Microsoft Learn',
          link: 'https://learn.microsoft.com/en-us/azure/virtual-network/',
          duration: '4h',
        },
      ],
    },
    {
      id: 'cloud.well-architected',
      name: 'AWS Well-Architected Framework',
      category: 'Concepts',
      description:
        'The six pillars (operational excellence, security, reliability, performance, cost, sustainability) are ' +
        'the checklist architects use to review designs, and the vocabulary clients and interviewers expect.',
      difficulty: 'intermediate',
      estimatedHours: 20,
      resources: [
        {
          id: 'cloud.well-architected.r1',
          type: 'article',
          title: 'AWS Well-Architected Framework',
          source: 'AWS Documentation',
          link: 'https://docs.aws.amazon.com/wellarchitected/latest/framework/welcome.html',
          duration: '8h',
        },
        {
          id: 'cloud.well-architected.r2',
          type: 'article',
          title: 'Azure Well-Architected Framework',
          source: 'Microsoft Learn',
          link: 'https://learn.microsoft.com/en-us/azure/well-architected/',
          duration: '6h',
        },
        {
          id: 'cloud.well-architected.r3',
          type: 'article',
          title: 'Google Cloud Well-Architected Framework',
          source: 'Google Cloud',
          link: 'https://cloud.google.com/architecture/framework',
          duration: '6h',
        },
      ],
    },
    {
      id: 'cloud.architecture-docs',
      name: 'Architecture Documentation (C4 Model and ADRs)',
      category: 'Concepts',
      description:
        "An architect's output is mostly decisions and diagrams; C4 diagrams and architecture decision records " +
        'make designs reviewable and explain later why a trade-off was made.',
      difficulty: 'intermediate',
      estimatedHours: 12,
      resources: [
        {
          id: 'cloud.architecture-docs.r1',
          type: 'article',
          title: 'The C4 model for visualising software architecture',
          source: 'Simon Brown, c4model.com',
          link: 'https://c4model.com/',
          duration: '3h',
        },
        {
          id: 'cloud.architecture-docs.r2',
          type: 'article',
          title: 'Documenting Architecture Decisions',
          source: 'Michael Nygard, Cognitect',
          link: 'https://cognitect.com/blog/2011/11/15/documenting-architecture-decisions',
          duration: '0.5h',
        },
        {
          id: 'cloud.architecture-docs.r3',
          type: 'article',
          title: 'Architectural Decision Records',
          source: 'adr.github.io',
          link: 'https://adr.github.io/',
          duration: '2h',
        },
      ],
    },
    {
      id: 'cloud.data-stores',
      name: 'Cloud Storage and Database Selection',
      category: 'Concepts',
      description:
        'Choosing between relational, key-value, document, object and analytical stores drives cost, latency and ' +
        'scaling limits for years; architects match access patterns and consistency needs to the right service.',
      difficulty: 'intermediate',
      estimatedHours: 25,
      resources: [
        {
          id: 'cloud.data-stores.r1',
          type: 'article',
          title: 'Choosing an AWS database service',
          source: 'AWS Decision Guides',
          link: 'https://docs.aws.amazon.com/decision-guides/latest/databases-on-aws-how-to-choose/databases-on-aws-how-to-choose.html',
          duration: '2h',
        },
        {
          id: 'cloud.data-stores.r2',
          type: 'article',
          title: 'Understand data store models',
          source: 'Azure Architecture Center',
          link: 'https://learn.microsoft.com/en-us/azure/architecture/guide/technology-choices/data-store-overview',
          duration: '1.5h',
        },
        {
          id: 'cloud.data-stores.r3',
          type: 'book',
          title: 'Designing Data-Intensive Applications',
          source: "Martin Kleppmann, O'Reilly",
          link: 'https://dataintensive.net/',
          duration: '30h',
        },
      ],
    },
    {
      id: 'cloud.serverless',
      name: 'Serverless Architecture (AWS Lambda)',
      category: 'Concepts',
      description:
        'Functions and managed services remove servers to patch and scale to zero, but change how you think about ' +
        'cold starts, concurrency limits, timeouts and per-request cost; architects decide where that trade pays off.',
      difficulty: 'intermediate',
      estimatedHours: 25,
      resources: [
        {
          id: 'cloud.serverless.r1',
          type: 'article',
          title: 'What is AWS Lambda?',
          source: 'AWS Documentation',
          link: 'https://docs.aws.amazon.com/lambda/latest/dg/welcome.html',
          duration: '6h',
        },
        {
          id: 'cloud.serverless.r2',
          type: 'tutorial',
          title: 'Serverless Land (patterns and workshops)',
          source: 'Amazon Web Services',
          link: 'https://serverlessland.com/',
          duration: '8h',
        },
        {
          id: 'cloud.serverless.r3',
          type: 'article',
          title: 'Serverless Applications Lens',
          source: 'AWS Well-Architected',
          link: 'https://docs.aws.amazon.com/wellarchitected/latest/serverless-applications-lens/welcome.html',
          duration: '3h',
        },
      ],
    },
    {
      id: 'cloud.event-driven',
      name: 'Event-Driven Architecture (SQS, SNS, EventBridge)',
      category: 'Concepts',
      description:
        'Queues, topics and event buses decouple services so that one slow or failed component does not take down ' +
        'the rest; architects choose the right messaging pattern and design for retries, ordering and idempotency.',
      difficulty: 'advanced',
      estimatedHours: 25,
      resources: [
        {
          id: 'cloud.event-driven.r1',
          type: 'article',
          title: 'What do you mean by "Event-Driven"?',
          source: 'Martin Fowler',
          link: 'https://martinfowler.com/articles/201701/event-driven.html',
          duration: '0.5h',
        },
        {
          id: 'cloud.event-driven.r2',
          type: 'article',
          title: 'What is Amazon EventBridge?',
          source: 'AWS Documentation',
          link: 'https://docs.aws.amazon.com/eventbridge/latest/userguide/eb-what-is.html',
          duration: '4h',
        },
        {
          id: 'cloud.event-driven.r3',
          type: 'article',
          title: 'Amazon SQS Developer Guide',
          source: 'AWS Documentation',
          link: 'https://docs.aws.amazon.com/AWSSimpleQueueService/latest/SQSDeveloperGuide/welcome.html',
          duration: '3h',
        },
        {
          id: 'cloud.event-driven.r4',
          type: 'book',
          title: 'Enterprise Integration Patterns',
          source: 'Gregor Hohpe and Bobby Woolf',
          link: 'https://www.enterpriseintegrationpatterns.com/',
          duration: '15h',
        },
      ],
    },
    {
      id: 'cloud.cdk-cloudformation',
      name: 'AWS CDK and CloudFormation',
      category: 'Tools',
      description:
        'Architects prove designs with reference implementations that teams can reuse; the AWS CDK lets you express ' +
        'infrastructure as typed, reusable constructs that deploy through CloudFormation stacks.',
      difficulty: 'intermediate',
      estimatedHours: 30,
      resources: [
        {
          id: 'cloud.cdk-cloudformation.r1',
          type: 'article',
          title: 'AWS CDK Developer Guide (v2)',
          source: 'AWS Documentation',
          link: 'https://docs.aws.amazon.com/cdk/v2/guide/home.html',
          duration: '8h',
        },
        {
          id: 'cloud.cdk-cloudformation.r2',
          type: 'tutorial',
          title: 'CDK Workshop',
          source: 'Amazon Web Services',
          link: 'https://cdkworkshop.com/',
          duration: '4h',
        },
        {
          id: 'cloud.cdk-cloudformation.r3',
          type: 'article',
          title: 'What is AWS CloudFormation?',
          source: 'AWS Documentation',
          link: 'https://docs.aws.amazon.com/AWSCloudFormation/latest/UserGuide/Welcome.html',
          duration: '5h',
        },
      ],
    },
    {
      id: 'cloud.azure-core',
      name: 'Microsoft Azure Core Services',
      category: 'Tools',
      description:
        'Many enterprises run Azure alongside Microsoft 365 and Entra ID, and most run more than one cloud; an ' +
        'architect should map familiar AWS patterns onto Azure subscriptions, VNets, App Service and Azure SQL.',
      difficulty: 'intermediate',
      estimatedHours: 25,
      resources: [
        {
          id: 'cloud.azure-core.r1',
          type: 'course',
          title: 'Microsoft Certified: Azure Fundamentals (AZ-900) learning path',
          source: 'Microsoft Learn',
          link: 'https://learn.microsoft.com/en-us/credentials/certifications/azure-fundamentals/',
          duration: '10h',
        },
        {
          id: 'cloud.azure-core.r2',
          type: 'article',
          title: 'Azure Architecture Center',
          source: 'Microsoft Learn',
          link: 'https://learn.microsoft.com/en-us/azure/architecture/',
          duration: '10h',
        },
        {
          id: 'cloud.azure-core.r3',
          type: 'course',
          title: 'Microsoft Certified: Azure Solutions Architect Expert',
          source: 'Microsoft Learn',
          link: 'https://learn.microsoft.com/en-us/credentials/certifications/azure-solutions-architect/',
          duration: '60h',
        },
      ],
    },
    {
      id: 'cloud.encryption-kms',
      name: 'Encryption and Key Management (KMS)',
      category: 'Concepts',
      description:
        'Regulators and customers ask how data is protected at rest and in transit; architects choose key ' +
        'ownership, rotation and envelope encryption with KMS and explain who is responsible for what.',
      difficulty: 'intermediate',
      estimatedHours: 15,
      resources: [
        {
          id: 'cloud.encryption-kms.r1',
          type: 'article',
          title: 'AWS Key Management Service Developer Guide',
          source: 'AWS Documentation',
          link: 'https://docs.aws.amazon.com/kms/latest/developerguide/overview.html',
          duration: '4h',
        },
        {
          id: 'cloud.encryption-kms.r2',
          type: 'article',
          title: 'Envelope encryption',
          source: 'Google Cloud Documentation',
          link: 'https://cloud.google.com/kms/docs/envelope-encryption',
          duration: '1h',
        },
        {
          id: 'cloud.encryption-kms.r3',
          type: 'article',
          title: 'Shared Responsibility Model',
          source: 'Amazon Web Services',
          link: 'https://aws.amazon.com/compliance/shared-responsibility-model/',
          duration: '0.5h',
        },
      ],
    },
    {
      id: 'cloud.finops',
      name: 'Cost Optimization (FinOps)',
      category: 'Concepts',
      description:
        'Cloud bills grow silently; architects design for cost from the start with tagging, right-sizing, ' +
        'commitments and storage tiers, and give teams the visibility to own their spend.',
      difficulty: 'intermediate',
      estimatedHours: 20,
      resources: [
        {
          id: 'cloud.finops.r1',
          type: 'article',
          title: 'FinOps Framework',
          source: 'FinOps Foundation',
          link: 'https://www.finops.org/framework/',
          duration: '4h',
        },
        {
          id: 'cloud.finops.r2',
          type: 'article',
          title: 'Cost Optimization Pillar',
          source: 'AWS Well-Architected',
          link: 'https://docs.aws.amazon.com/wellarchitected/latest/cost-optimization-pillar/welcome.html',
          duration: '4h',
        },
        {
          id: 'cloud.finops.r3',
          type: 'tutorial',
          title: 'Infracost documentation',
          source: 'Infracost',
          link: 'https://www.infracost.io/docs/',
          duration: '2h',
        },
      ],
    },
    {
      id: 'cloud.disaster-recovery',
      name: 'Multi-Region Disaster Recovery',
      category: 'Concepts',
      description:
        'Architects agree recovery time and recovery point objectives with the business and pick the cheapest ' +
        'strategy that meets them, from backup-and-restore to multi-site active/active, then prove it with game days.',
      difficulty: 'advanced',
      estimatedHours: 25,
      resources: [
        {
          id: 'cloud.disaster-recovery.r1',
          type: 'article',
          title: 'Disaster Recovery of Workloads on AWS: Recovery in the Cloud',
          source: 'AWS Whitepapers',
          link: 'https://docs.aws.amazon.com/whitepapers/latest/disaster-recovery-workloads-on-aws/disaster-recovery-workloads-on-aws.html',
          duration: '3h',
        },
        {
          id: 'cloud.disaster-recovery.r2',
          type: 'article',
          title: 'Reliability Pillar',
          source: 'AWS Well-Architected',
          link: 'https://docs.aws.amazon.com/wellarchitected/latest/reliability-pillar/welcome.html',
          duration: '5h',
        },
        {
          id: 'cloud.disaster-recovery.r3',
          type: 'article',
          title: "The Amazon Builders' Library",
          source: 'Amazon Web Services',
          link: 'https://aws.amazon.com/builders-library/',
          duration: '10h',
        },
      ],
    },
    {
      id: 'cloud.landing-zones',
      name: 'Landing Zones and Multi-Account Governance',
      category: 'Concepts',
      description:
        'Before teams build anything, an architect sets up the foundation: an account or subscription hierarchy, ' +
        'guardrails, central logging, shared networking and budgets, so that growth stays secure and auditable.',
      difficulty: 'advanced',
      estimatedHours: 25,
      resources: [
        {
          id: 'cloud.landing-zones.r1',
          type: 'article',
          title: 'Organizing Your AWS Environment Using Multiple Accounts',
          source: 'AWS Whitepapers',
          link: 'https://docs.aws.amazon.com/whitepapers/latest/organizing-your-aws-environment/organizing-your-aws-environment.html',
          duration: '5h',
        },
        {
          id: 'cloud.landing-zones.r2',
          type: 'article',
          title: 'What is AWS Control Tower?',
          source: 'AWS Documentation',
          link: 'https://docs.aws.amazon.com/controltower/latest/userguide/what-is-control-tower.html',
          duration: '3h',
        },
        {
          id: 'cloud.landing-zones.r3',
          type: 'article',
          title: 'What is an Azure landing zone?',
          source: 'Microsoft Cloud Adoption Framework',
          link: 'https://learn.microsoft.com/en-us/azure/cloud-adoption-framework/ready/landing-zone/',
          duration: '3h',
        },
      ],
    },
    {
      id: 'cloud.migration',
      name: 'Cloud Migration Strategies (7 Rs)',
      category: 'Concepts',
      description:
        'Much architect work is moving existing systems, not greenfield builds; you assess a portfolio and choose ' +
        'per workload whether to rehost, replatform, refactor, repurchase, retire, retain or relocate it.',
      difficulty: 'advanced',
      estimatedHours: 20,
      resources: [
        {
          id: 'cloud.migration.r1',
          type: 'article',
          title: 'Migration strategies (the 7 Rs)',
          source: 'AWS Prescriptive Guidance',
          link: 'https://docs.aws.amazon.com/prescriptive-guidance/latest/large-migration-guide/migration-strategies.html',
          duration: '1h',
        },
        {
          id: 'cloud.migration.r2',
          type: 'article',
          title: 'Microsoft Cloud Adoption Framework for Azure',
          source: 'Microsoft Learn',
          link: 'https://learn.microsoft.com/en-us/azure/cloud-adoption-framework/',
          duration: '8h',
        },
        {
          id: 'cloud.migration.r3',
          type: 'article',
          title: 'Strangler Fig Application',
          source: 'Martin Fowler',
          link: 'https://martinfowler.com/bliki/StranglerFigApplication.html',
          duration: '0.5h',
        },
      ],
    },
  ],
  projects: [
    {
      id: 'cloud.static-site-cdn',
      title: 'Secure Static Website on a CDN',
      description:
        'Host a static site in a private S3 bucket served through CloudFront with origin access control, an ACM ' +
        'certificate and a custom domain in Route 53, all defined with the AWS CDK. Use an IAM role with only the ' +
        'permissions a GitHub Actions deploy needs. Done when the bucket is not publicly readable, the site is ' +
        'served over HTTPS and `cdk destroy` followed by `cdk deploy` recreates everything.',
      difficulty: 'beginner',
      estimatedHours: 12,
      technologies: ['AWS CDK', 'Amazon S3', 'Amazon CloudFront', 'Amazon Route 53', 'AWS IAM'],
      skillIds: ['cloud.aws-core', 'cloud.cdk-cloudformation', 'cloud.iam'],
    },
    {
      id: 'cloud.three-tier-vpc-app',
      title: 'Three-Tier Web Application in a Custom VPC',
      description:
        'Design and build a VPC across two availability zones with public, private and isolated subnets, an ' +
        'Application Load Balancer, an auto-scaling container or EC2 tier and a Multi-AZ managed database with no ' +
        'public access. Document the design as a C4 container diagram plus three ADRs. Done when the app survives ' +
        'stopping all instances in one zone and a Well-Architected self-review lists the remaining risks.',
      difficulty: 'intermediate',
      estimatedHours: 25,
      technologies: ['Amazon VPC', 'Application Load Balancer', 'Amazon ECS or EC2', 'Amazon RDS', 'AWS CDK'],
      skillIds: [
        'cloud.networking',
        'cloud.data-stores',
        'cloud.well-architected',
        'cloud.architecture-docs',
      ],
    },
    {
      id: 'cloud.serverless-order-pipeline',
      title: 'Event-Driven Serverless Order Pipeline',
      description:
        'Build an order-processing backend: API Gateway and Lambda accept orders, EventBridge routes order events ' +
        'to payment, inventory and notification consumers, SQS queues with dead-letter queues absorb failures and ' +
        'DynamoDB stores state. Make every consumer idempotent. Done when a load test shows no lost or duplicated ' +
        'orders and you can show the monthly cost estimate at 1,000 and 1,000,000 orders.',
      difficulty: 'intermediate',
      estimatedHours: 30,
      technologies: [
        'AWS Lambda',
        'Amazon EventBridge',
        'Amazon SQS',
        'Amazon DynamoDB',
        'Amazon API Gateway',
      ],
      skillIds: ['cloud.serverless', 'cloud.event-driven', 'cloud.data-stores', 'cloud.finops'],
    },
    {
      id: 'cloud.landing-zone-governance',
      title: 'Multi-Account Landing Zone',
      description:
        'Set up an AWS Organization (free-tier accounts are fine) with separate security, log-archive, shared ' +
        'network and workload accounts, service control policies that block unapproved regions and disabling ' +
        'CloudTrail, IAM Identity Center for human access, centrally managed KMS keys and budgets with alerts. ' +
        'Done when a new workload account can be created from code and inherits every guardrail automatically.',
      difficulty: 'advanced',
      estimatedHours: 35,
      technologies: [
        'AWS Organizations',
        'AWS Control Tower',
        'IAM Identity Center',
        'AWS KMS',
        'AWS Budgets',
      ],
      skillIds: ['cloud.landing-zones', 'cloud.iam', 'cloud.encryption-kms', 'cloud.finops'],
    },
    {
      id: 'cloud.multi-region-dr',
      title: 'Multi-Region Disaster Recovery Design and Game Day',
      description:
        'Take the three-tier or serverless project and extend it to a second region using a warm-standby or ' +
        'pilot-light strategy: cross-region database replication, replicated artifacts and health-checked DNS ' +
        'failover. Write an ADR comparing the strategies on RTO, RPO and monthly cost. Done ' +
        'when a scripted game day fails over, you measure the real RTO and RPO, and you fail back cleanly.',
      difficulty: 'advanced',
      estimatedHours: 45,
      technologies: ['Amazon Route 53', 'Amazon Aurora Global Database', 'AWS Backup', 'AWS CDK'],
      skillIds: ['cloud.disaster-recovery', 'cloud.networking', 'cloud.architecture-docs', 'cloud.finops'],
    },
  ],
};
